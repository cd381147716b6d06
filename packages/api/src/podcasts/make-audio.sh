#!/bin/sh
# Regenerates the podcast sample clips in ./audio from the scripts below.
# Needs espeak-ng and lame (Debian: apt-get install espeak-ng lame). The clips are
# committed, so neither tool is needed to build or run the site.
set -eu
cd "$(dirname "$0")/audio"

clip() {
  name="$1"
  shift
  espeak-ng -v en-gb -s 150 -w "$name.wav" "$*"
  # Mono, 22.05 kHz, 24 kbit/s: speech stays clear and each clip stays well under 150 kB.
  lame --quiet -m m --resample 22.05 -b 24 --tt "$name" "$name.wav" "$name.mp3"
  rm "$name.wav"
}

clip reformation-voices-v1 "Welcome to Reformation Voices. In this sample episode we travel from the island \
of Iona to the city of Worms, and meet the people who carried the Scriptures into the language of ordinary \
men and women. Monks copied the gospels by candlelight. Scholars translated them at the risk of their lives. \
Printers spread them across Europe faster than any emperor could burn them. Stay with us as we follow their \
story, one voice at a time."

clip pioneer-conversations-v1 "This is Pioneer Conversations. Today we sit down with a historian of the \
nineteenth century to talk about farmers, preachers and printers who read their Bibles by lamplight and \
expected great things. We visit a farm in New York, a small press in Michigan, and a meeting house in New \
Hampshire, and we ask what their hope can teach a busy world today. Thank you for listening."

clip bible-lands-v1 "Welcome to Bible Lands. Our guide today has walked the roads of Turkey, Greece and \
Italy many times. We begin by the rivers of Babylon, climb to the seven cities of the book of Revelation, \
and end on the Appian Way, where an old prisoner in chains walked toward Rome. Listen for the places, the \
people and the long story that ties them together."

clip history-and-faith-today-v1 "You are listening to History and Faith Today. Why should anyone care about \
church history? Our guest argues that the past is not a museum but a conversation. The choices of people long \
ago shaped the freedoms we enjoy, the books we read and the questions we still ask. Grab a cup of tea and join \
us for a short walk along the Reformation trail."
