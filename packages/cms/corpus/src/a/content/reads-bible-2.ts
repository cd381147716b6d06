import { type ArticleSpec, photo, q, t } from './article-spec';

const bible = {
  season: 3 as const,
  cats: ['bible'],
  products: ['season-3-dvd' as const, 'bible-study-journal' as const],
};

/** Season three: empires, the return, and the New Testament. */
export const bibleReads2: ArticleSpec[] = [
  {
    ...bible,
    uid: 'daniel-in-babylon',
    title: 'Daniel in Babylon',
    date: '2025-11-14',
    author: 'ruth-andersson',
    art: 'window',
    meta: 'A young exile at the court of Nebuchadnezzar, and the visions of empires that bear his name.',
    people: ['daniel', 'nebuchadnezzar-ii', 'cyrus-the-great', 'belshazzar'],
    places: ['babylon'],
    reads: ['the-fall-of-jerusalem-586-bc', 'the-return-from-exile'],
    keywords: ['daniel', 'babylon', 'empire'],
    body: [
      t(
        `Daniel was among the young men of noble family taken from Jerusalem to Babylon in 605 BC. With his friends Hananiah, Mishael and Azariah, renamed Shadrach, Meshach and Abednego, he was trained for the royal service in the language and literature of the Chaldeans. The book that bears his name begins with a small act of loyalty: the four ask to eat vegetables and drink water instead of the king's food, and after ten days they look healthier than the rest.`,
        `Nebuchadnezzar ruled Babylon from 605 to 562 BC and rebuilt it as the greatest city of its age, with the Ishtar Gate, the processional way and vast palaces.`,
      ),
      t(
        `## Dreams and empires
In Daniel 2 the king dreams of a great statue with a head of gold, chest of silver, belly of bronze, legs of iron and feet of iron mixed with clay, struck down by a stone "cut out without hands" that becomes a mountain filling the earth. Daniel interprets it as a sequence of kingdoms, beginning with Babylon, to be followed at last by a kingdom that God himself will set up. Later chapters tell of the fiery furnace, the king's madness, and the writing on the wall at the feast of Belshazzar.`,
        `Babylon fell to Cyrus the Great of Persia in October 539 BC. Under the new rulers Daniel, now an old man, is thrown into the lions' den for praying three times a day toward Jerusalem, and survives.`,
      ),
      q(
        `Blessed be the name of God for ever and ever: for wisdom and might are his: and he changeth the times and the seasons: he removeth kings, and setteth up kings.`,
        'Daniel 2:20–21 (KJV)',
        'Grey',
      ),
      photo(
        'The Ishtar Gate of Babylon, faced with blue glazed bricks and rows of bulls and dragons.',
        'window',
      ),
      t(
        `The second half of the book contains visions of beasts, horns and time periods, among them the 2,300 "evenings and mornings" of Daniel 8 and the seventy weeks of Daniel 9. These chapters have been read in very different ways. The Reformers and, later, William Miller and the Adventist pioneers read them as an outline of history reaching to their own day, which is why Daniel appears so often in season two of the series.`,
        `For most readers, though, the book's heart is simpler: a man who stayed faithful to God through the reigns of several kings, in a foreign land, without ever going home.`,
      ),
    ],
    further: [
      'Joyce G. Baldwin, *Daniel* (Tyndale Old Testament Commentaries, 1978).',
      'Paul-Alain Beaulieu, *A History of Babylon, 2200 BC – AD 75* (2018).',
    ],
  },
  {
    ...bible,
    uid: 'the-return-from-exile',
    title: 'The Return from Exile',
    date: '2025-11-17',
    author: 'hannah-keller',
    art: 'scroll',
    meta: 'Cyrus, Zerubbabel, Ezra and Nehemiah: how the exiles rebuilt the temple and the walls of Jerusalem.',
    people: ['cyrus-the-great', 'ezra', 'nehemiah', 'zerubbabel'],
    places: ['jerusalem', 'babylon', 'susa'],
    reads: ['daniel-in-babylon', 'the-fall-of-jerusalem-586-bc'],
    keywords: ['return', 'exile', 'nehemiah', 'ezra', 'cyrus'],
    body: [
      t(
        `The Persian conquest of Babylon in 539 BC changed the fortunes of the exiles. Cyrus the Great allowed deported peoples to return home and restore their temples, a policy recorded on the clay Cyrus Cylinder now in the British Museum. The book of Ezra opens with his decree of 538 BC permitting the Jews to go back to Jerusalem and rebuild the house of God, and returning the temple vessels Nebuchadnezzar had taken.`,
        `The first group of returnees, led by Zerubbabel, a grandson of King Jehoiachin, and the priest Jeshua, found a ruined city. They rebuilt the altar and laid the foundations of the temple, while the older people who remembered Solomon's temple wept aloud.`,
      ),
      t(
        `## Temple and wall
Opposition from neighbouring peoples halted the work for years. It resumed under the encouragement of the prophets Haggai and Zechariah, and the second temple was finished in the sixth year of Darius I, in 516 or 515 BC. In 457 BC, the seventh year of Artaxerxes I, Ezra, a priest and scribe "ready in the law of Moses", led another group from Babylon with authority to teach and apply the law.`,
        `In 445 BC Nehemiah, cupbearer to Artaxerxes at Susa, heard that Jerusalem's walls were still broken down. He obtained leave to go, inspected the walls by night, and organised the people family by family to rebuild them. Working with a tool in one hand and a weapon in the other, they finished the wall in fifty-two days.`,
      ),
      q(
        `Neither be ye sorry; for the joy of the LORD is your strength.`,
        'Nehemiah 8:10 (KJV)',
        'Light',
      ),
      photo('Ezra reads the law to the people from a wooden platform at the Water Gate.', 'scroll'),
      t(
        `In Nehemiah 8 the people gather at the Water Gate while Ezra reads the book of the law from early morning until midday, and the Levites explain its meaning. The people weep, and are told instead to celebrate. The scene is often seen as the birth of the synagogue tradition, with Scripture read aloud and explained to the whole community.`,
        `The date of Artaxerxes' decree of 457 BC plays an important part in the prophetic reckonings of the Adventist pioneers, who took it as the starting point of the seventy weeks and the 2,300 days of Daniel.`,
      ),
    ],
    further: [
      'H. G. M. Williamson, *Ezra, Nehemiah* (Word Biblical Commentary, 1985).',
      'Pierre Briant, *From Cyrus to Alexander* (2002).',
    ],
  },
  {
    ...bible,
    uid: 'the-birth-of-jesus',
    title: 'The Birth of Jesus',
    date: '2025-11-19',
    author: 'grace-tanaka',
    art: 'window',
    video: "Bethlehem and the shepherds' fields",
    meta: 'Bethlehem, Herod and the census: the birth of Jesus in its historical setting.',
    people: ['jesus', 'mary', 'joseph', 'herod-the-great'],
    places: ['bethlehem', 'nazareth', 'jerusalem'],
    reads: ['king-david', 'paul-the-apostle-journeys'],
    keywords: ['jesus', 'bethlehem', 'birth', 'manger', 'messiah'],
    body: [
      t(
        `The Gospels of Matthew and Luke tell the story of Jesus's birth from different angles. Luke begins with the priest Zechariah in the temple and the announcement of John the Baptist's birth, then with the angel Gabriel's visit to Mary, a young woman of Nazareth engaged to a carpenter named Joseph. Matthew tells the story from Joseph's side, with a dream in which he is told to take Mary as his wife.`,
        `Luke explains why the child was born in Bethlehem, the town of David, rather than in Nazareth: a Roman census ordered by the emperor Augustus required Joseph to travel to his ancestral town.`,
      ),
      t(
        `## When was Jesus born?
The familiar division of years into BC and AD was worked out by the monk Dionysius Exiguus in Rome in AD 525, and he placed the birth of Jesus a few years too late. Matthew says Jesus was born "in the days of Herod the king", and Herod the Great died in 4 BC, so most historians date the birth between about 6 and 4 BC. The day itself is unknown; the celebration on 25 December is first attested in Rome in the fourth century.`,
        `Luke's shepherds, watching their flocks at night in the fields near Bethlehem, were among the poorest and least respected of working people. Matthew's magi, learned men from the east who followed a star, were foreigners. Between them, the two accounts show the news reaching both the humble and the distant.`,
      ),
      q(
        `Fear not: for, behold, I bring you good tidings of great joy, which shall be to all people. For unto you is born this day in the city of David a Saviour, which is Christ the Lord.`,
        'Luke 2:10–11 (KJV)',
        'Light',
      ),
      photo(
        'Bethlehem lies about ten kilometres south of Jerusalem, on the edge of the Judean wilderness.',
        'window',
      ),
      t(
        `Matthew adds that Herod, alarmed by talk of a newborn king, ordered the killing of the young boys of Bethlehem, and that the family fled to Egypt, returning after Herod's death to settle in Nazareth in Galilee. There Jesus grew up, and Luke records only one story from his boyhood: a visit to the temple at the age of twelve.`,
        `The Church of the Nativity in Bethlehem, first built under Constantine in the 320s and rebuilt under Justinian, stands over a cave that Christians have venerated as the place of the birth since at least the second century.`,
      ),
    ],
    further: [
      'Raymond E. Brown, *The Birth of the Messiah* (1977; updated 1993).',
      'N. T. Wright, *Who Was Jesus?* (1992).',
    ],
  },
  {
    ...bible,
    uid: 'paul-the-apostle-journeys',
    title: 'The Journeys of Paul',
    date: '2025-11-21',
    author: 'daniel-okafor',
    art: 'map',
    video: 'Following Paul across the Aegean',
    meta: "From Tarsus to Rome: the apostle Paul's travels, letters and churches.",
    people: ['paul-the-apostle', 'barnabas', 'silas', 'luke'],
    places: ['tarsus', 'damascus', 'antioch', 'corinth', 'ephesus', 'rome'],
    reads: ['the-birth-of-jesus', 'john-on-patmos', 'the-seven-churches-of-revelation'],
    keywords: ['paul', 'pentecost', 'apostle', 'journey'],
    body: [
      t(
        `Saul of Tarsus was born a Jew and a Roman citizen in the city of Tarsus in Cilicia, and trained in Jerusalem under the respected teacher Gamaliel. A strict Pharisee, he persecuted the followers of Jesus until, on the road to Damascus, probably around AD 34, he had a vision of the risen Christ that turned his life around. Known to the Greek-speaking world by his Roman name, Paul, he spent the rest of his life as an apostle to the Gentiles.`,
        `After years in Arabia, Damascus and Tarsus, he was brought by Barnabas to Antioch in Syria, where the disciples were first called Christians.`,
      ),
      t(
        `## Three journeys
Around AD 46 to 48 Paul and Barnabas travelled through Cyprus and the cities of southern Galatia. The question of whether Gentile converts must be circumcised was settled at a council in Jerusalem around AD 49. On a second journey, with Silas, Paul crossed into Europe, founding churches at Philippi, Thessalonica and Berea, speaking at the Areopagus in Athens and staying eighteen months in Corinth. An inscription from Delphi naming the proconsul Gallio, before whom Paul was tried, dates that stay to about AD 51 and 52.`,
        `A third journey centred on Ephesus, where he worked for about three years. From these travels come his letters to the Galatians, Thessalonians, Corinthians and Romans, the earliest Christian writings we have.`,
      ),
      q(
        `I have fought a good fight, I have finished my course, I have kept the faith.`,
        '2 Timothy 4:7 (KJV)',
        'Black',
      ),
      photo(
        "Paul's journeys covered some ten thousand miles by road and sea across the eastern Mediterranean.",
        'map',
      ),
      t(
        `Arrested in the temple at Jerusalem around AD 57, Paul was held for two years at Caesarea, appealed to the emperor as a citizen and was sent to Rome under guard. The voyage ended in shipwreck on Malta. In Rome he lived for two years under house arrest, "preaching the kingdom of God" to all who came, which is where the book of Acts leaves him.`,
        `Early Christian tradition says he was executed in Rome under Nero, probably in the mid-60s, and the church of St Paul Outside the Walls stands over the place where he was remembered as buried.`,
      ),
    ],
    further: [
      'F. F. Bruce, *Paul: Apostle of the Heart Set Free* (1977).',
      'N. T. Wright, *Paul: A Biography* (2018).',
    ],
  },
  {
    ...bible,
    uid: 'john-on-patmos',
    title: 'John on Patmos',
    date: '2025-11-24',
    author: 'ewan-macleod',
    art: 'map',
    meta: 'A small Aegean island, an exiled apostle and the visions of the book of Revelation.',
    people: ['john-the-apostle', 'domitian'],
    places: ['patmos', 'ephesus'],
    reads: ['the-seven-churches-of-revelation', 'paul-the-apostle-journeys'],
    keywords: ['patmos', 'john', 'revelation'],
    body: [
      t(
        `Patmos is a rocky island of about thirty-four square kilometres in the Dodecanese, off the western coast of modern Turkey. In the first century it lay in the Roman province of Asia and was one of the small islands used as places of banishment. The book of Revelation begins with its author introducing himself as "John", a brother and companion in tribulation, who was on Patmos "for the word of God, and for the testimony of Jesus Christ".`,
        `Early Christian writers, beginning with Irenaeus of Lyon around AD 180, identified him with the apostle John and dated the visions to the end of the reign of the emperor Domitian, who died in AD 96.`,
      ),
      q(
        `I John, who also am your brother, and companion in tribulation, and in the kingdom and patience of Jesus Christ, was in the isle that is called Patmos, for the word of God, and for the testimony of Jesus Christ.`,
        'Revelation 1:9 (KJV)',
        'Grey',
      ),
      t(
        `## "I was in the Spirit on the Lord's day"
John describes hearing a voice like a trumpet and turning to see one like a son of man walking among seven golden lampstands. He is told to write what he sees and send it to seven churches in Asia. The visions that follow, of a throne in heaven, a sealed scroll, a lamb that was slain, trumpets, a woman clothed with the sun, beasts from the sea and the earth, and at last a new heaven and a new earth, make Revelation the most vivid and the most debated book of the Bible.`,
        `Its language is drawn at almost every turn from the Old Testament, especially Daniel, Ezekiel and Isaiah. Its first readers were small congregations under pressure to join in the worship of the emperor, and its central message to them was that the Lamb, not Caesar, holds the future.`,
      ),
      photo(
        'The Monastery of St John crowns the hill above Chora, with the Cave of the Apocalypse on the slope below.',
        'map',
      ),
      t(
        `Tradition says that after Domitian's death John was released and returned to Ephesus, where he lived to a great age. On Patmos today a cave halfway up the hill between the harbour of Skala and the town of Chora is shown as the place where he received his visions. Above it stands the fortified Monastery of St John the Theologian, founded in 1088 by the monk Christodoulos, whose library holds manuscripts from the sixth century onward.`,
        `Both sites are now on UNESCO's World Heritage list, and pilgrims and visitors arrive by ferry from Piraeus and the neighbouring islands.`,
      ),
    ],
    further: [
      'Richard Bauckham, *The Theology of the Book of Revelation* (1993).',
      'G. K. Beale, *The Book of Revelation* (NIGTC, 1999).',
    ],
  },
  {
    ...bible,
    uid: 'the-seven-churches-of-revelation',
    title: 'The Seven Churches of Revelation',
    date: '2025-11-26',
    author: 'jonas-weber',
    art: 'map',
    meta: 'Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea: the cities behind Revelation 2 and 3.',
    people: ['john-the-apostle'],
    places: ['ephesus', 'smyrna', 'pergamum', 'laodicea', 'patmos'],
    reads: ['john-on-patmos', 'paul-the-apostle-journeys'],
    keywords: ['seven churches', 'church', 'laodicea', 'ephesus'],
    body: [
      t(
        `Revelation 2 and 3 contain seven short letters from the risen Christ to seven churches in the Roman province of Asia, in what is now western Turkey. Read in order, Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea trace a rough circle along the main roads of the province, the route a messenger carrying the book from Patmos would naturally follow.`,
        `Each letter follows a pattern: a title of Christ drawn from the vision of chapter 1, words of praise and of rebuke, a call to the one who "overcometh", and the refrain, "He that hath an ear, let him hear what the Spirit saith unto the churches."`,
      ),
      t(
        `## Letters full of local colour
The letters use details the first readers would have recognised. Ephesus, the great port and home of the temple of Artemis, is praised for its endurance but told it has left its "first love". Smyrna, a proud and beautiful city, is promised a "crown of life". Pergamum, with its great altar and temples to the emperor, is described as the place "where Satan's seat is". Sardis, whose acropolis was twice captured by surprise, is warned to "be watchful". Philadelphia, shaken by a great earthquake in AD 17, is promised that its faithful will be made pillars that shall "go no more out".`,
        `Laodicea, a wealthy banking and textile city, drew its water through an aqueduct and it arrived lukewarm, unlike the hot springs of nearby Hierapolis or the cold water of Colossae. The church is told that it is neither hot nor cold.`,
      ),
      q(
        `Behold, I stand at the door, and knock: if any man hear my voice, and open the door, I will come in to him, and will sup with him, and he with me.`,
        'Revelation 3:20 (KJV)',
        'Light',
      ),
      photo(
        'The seven cities lie within about 150 kilometres of one another along the Roman roads of Asia.',
        'map',
      ),
      t(
        `Some Christian interpreters, including many Protestants and the Adventist pioneers, have also read the seven churches as a picture of seven periods of church history, from the apostolic age to the last days. Others read them simply as real congregations whose strengths and failings are repeated in every age.`,
        `The ruins of Ephesus, Pergamum, Sardis and Laodicea are among the most impressive archaeological sites of Turkey, and several of our tours visit them.`,
      ),
    ],
    further: [
      'Colin J. Hemer, *The Letters to the Seven Churches of Asia in Their Local Setting* (1986).',
      'William M. Ramsay, *The Letters to the Seven Churches* (1904).',
    ],
  },
];
