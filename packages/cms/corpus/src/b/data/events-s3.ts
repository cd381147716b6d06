import { e, section } from './event-entry';

/** Bible-period dates are approximate and follow common conservative chronologies; accuracy is year only. */
export const EVENTS_S3 = [
  ...section('creation-to-kings', [
    e(
      'abram-leaves-haran',
      'Abram leaves Haran',
      '2091 BC',
      null,
      'abraham | | season3-creation-to-kings',
      `Genesis 12 tells how Abram, aged seventy-five, left Haran with his wife Sarai, his nephew Lot and their household in obedience to God's call, travelling south into Canaan.

Traditional chronologies based on the biblical figures date this around 2091 BC. The promise given to him, of land, descendants and blessing for all nations, runs through the rest of the Bible story. His journey took him through Shechem and Bethel to the Negev.`,
      { main: true },
    ),
    e(
      'jacobs-family-moves-to-egypt',
      "Jacob's family moves to Egypt",
      '1876 BC',
      null,
      '| | season3-creation-to-kings',
      `During a severe famine, Jacob and his family of seventy went down to Egypt, where his son Joseph had risen to become governor under Pharaoh.

They settled in the land of Goshen in the eastern Nile delta. On the chronology that places the Exodus in 1446 BC and counts 430 years in Egypt, this move is dated about 1876 BC. Genesis 46 lists the names of those who travelled.`,
    ),
    e(
      'the-exodus-from-egypt',
      'The Exodus from Egypt',
      '1446 BC',
      null,
      'moses | mount-sinai | season3-creation-to-kings',
      `After the ten plagues, the Israelites left Egypt under the leadership of Moses on the night of the first Passover and crossed the sea on dry ground.

First Kings 6:1 places the Exodus 480 years before Solomon began building the temple, which gives a date of about 1446 BC. Many scholars prefer a later date in the thirteenth century BC. Both dates fall within the New Kingdom of Egypt.`,
      { main: true },
    ),
    e(
      'the-law-given-at-sinai',
      'The law given at Sinai',
      '1446 BC',
      null,
      'moses | mount-sinai | season3-creation-to-kings',
      `In the third month after leaving Egypt the Israelites camped before Mount Sinai. Exodus 20 records that God spoke the Ten Commandments from the mountain, and that Moses later received them on two tablets of stone.

At Sinai the people entered into covenant with God and built the tabernacle, a portable sanctuary that would travel with them through the wilderness. The law given there shaped the life of Israel.`,
    ),
    e(
      'israel-crosses-the-jordan',
      'Israel crosses the Jordan',
      '1406 BC',
      null,
      'moses | | season3-creation-to-kings',
      `After forty years in the wilderness and the death of Moses on Mount Nebo, the Israelites under Joshua crossed the Jordan River near Jericho.

Joshua 3 and 4 describe how the river stopped flowing while the priests carrying the ark stood in it, and twelve stones were set up as a memorial at Gilgal. On the early chronology this was about 1406 BC.`,
    ),
    e(
      'saul-anointed-king',
      'Saul anointed king',
      '1050 BC',
      null,
      '| | season3-creation-to-kings',
      `When the elders of Israel asked for a king like the nations around them, the prophet Samuel anointed Saul, a tall young man from the tribe of Benjamin, around 1050 BC.

Saul won victories against the Ammonites and Philistines, but his disobedience led Samuel to anoint David in his place. Saul died with his sons in battle on Mount Gilboa. Dates for his reign are approximate.`,
    ),
    e(
      'david-captures-jerusalem',
      'David captures Jerusalem',
      '1003 BC',
      null,
      'david | jerusalem bethlehem | season3-creation-to-kings',
      `After reigning seven and a half years at Hebron, David was accepted as king by all the tribes of Israel. About 1003 BC he captured the fortress of Zion from the Jebusites and made Jerusalem his capital.

He brought the ark of the covenant into the city with great celebration, making Jerusalem the centre of both the kingdom and its worship. The city became known as the City of David.`,
      { main: true },
    ),
    e(
      'solomon-builds-the-temple',
      'Solomon builds the temple',
      '966 BC',
      '959 BC',
      'solomon | jerusalem | season3-creation-to-kings',
      `In the fourth year of his reign, about 966 BC, King Solomon began building the temple on Mount Moriah in Jerusalem, using cedar from Lebanon supplied by Hiram of Tyre.

The work took seven years. At its dedication the ark was placed in the Most Holy Place, and Solomon prayed that God would hear those who prayed towards the house. Dates are approximate.`,
    ),
  ]),
  ...section('kings-to-captivity', [
    e(
      'the-kingdom-divides',
      'The kingdom divides',
      '931 BC',
      null,
      'solomon | jerusalem | season3-kings-to-captivity',
      `After Solomon's death about 931 BC, his son Rehoboam refused the northern tribes' request for lighter taxes and forced labour.

Ten tribes broke away under Jeroboam and formed the kingdom of Israel, with shrines at Bethel and Dan. Rehoboam kept Judah and Benjamin, with Jerusalem as the capital of the southern kingdom. The two kingdoms existed side by side, often at war, for two centuries. Their kings are listed in the books of Kings and Chronicles.`,
      { main: true },
    ),
    e(
      'elijah-on-mount-carmel',
      'Elijah on Mount Carmel',
      '860 BC',
      null,
      '| | season3-kings-to-captivity',
      `In the reign of King Ahab of Israel and his Phoenician queen Jezebel, the worship of Baal spread widely. After three years of drought the prophet Elijah challenged the prophets of Baal to a contest on Mount Carmel.

First Kings 18 records that fire fell on Elijah's sacrifice, the people declared that the Lord is God, and rain returned to the land.`,
    ),
    e(
      'fall-of-samaria',
      'The fall of Samaria',
      '722 BC',
      null,
      '| | season3-kings-to-captivity',
      `After a siege of three years, the Assyrians captured Samaria, the capital of the northern kingdom of Israel, in 722 BC.

Many of its people were deported to distant parts of the Assyrian empire and others were settled in their place. The northern kingdom came to an end about two hundred years after it had broken away from Judah. Assyrian records credit the capture to Sargon II.`,
      { main: true },
    ),
    e(
      'sennacheribs-siege-of-jerusalem',
      "Sennacherib's siege of Jerusalem",
      '701 BC',
      null,
      'hezekiah | jerusalem | season3-kings-to-captivity',
      `In 701 BC the Assyrian king Sennacherib invaded Judah, captured Lachish and many fortified towns, and sent an army against Jerusalem.

King Hezekiah prayed and the prophet Isaiah promised deliverance. The Bible records that the Assyrian army was struck down, and Sennacherib's own annals, while boasting that he shut Hezekiah up like a bird in a cage, do not claim to have taken the city.`,
    ),
    e(
      'josiahs-reform',
      "Josiah's reform",
      '622 BC',
      null,
      'josiah | jerusalem | season3-kings-to-captivity',
      `In the eighteenth year of King Josiah, 622 BC, workers repairing the temple found a book of the law. When it was read to him, the king tore his clothes in distress.

Josiah gathered the people to renew the covenant, destroyed the shrines of other gods throughout Judah and celebrated a Passover such as had not been held since the days of the judges.`,
    ),
    e(
      'battle-of-carchemish',
      'The battle of Carchemish',
      '605 BC',
      null,
      'nebuchadnezzar-ii daniel | babylon | season3-kings-to-captivity',
      `In 605 BC the Babylonian crown prince Nebuchadnezzar defeated the Egyptian army of Pharaoh Necho II at Carchemish on the Euphrates, making Babylon the leading power of the Near East.

That year Babylon took hostages from Jerusalem, among them young Daniel and his three friends, who were trained for service at the royal court. Nebuchadnezzar became king later that year on the death of his father Nabopolassar.`,
    ),
    e(
      'fall-of-jerusalem',
      'The fall of Jerusalem',
      '586 BC',
      null,
      'nebuchadnezzar-ii | jerusalem babylon | season3-kings-to-captivity',
      `After King Zedekiah rebelled against Babylon, Nebuchadnezzar's army besieged Jerusalem for about eighteen months. In 586 BC the walls were breached.

The Babylonians burned the temple, the palace and the houses of the city and took many of the people into exile. The book of Lamentations mourns the destruction, and the prophet Jeremiah had long warned of it. Psalm 137 recalls the grief of the exiles.`,
      { main: true },
    ),
  ]),
  ...section('empires', [
    e(
      'fall-of-babylon',
      'The fall of Babylon',
      '539 BC',
      null,
      'cyrus-the-great daniel | babylon | season3-empires',
      `In October 539 BC the Persian army of Cyrus the Great entered Babylon, largely without a fight, ending the Neo-Babylonian empire.

The book of Daniel sets the feast of Belshazzar and the writing on the wall on the night of the city's fall. The Cyrus Cylinder, found in 1879, records the king's own account of his conquest. It is now in the British Museum.`,
      { main: true },
    ),
    e(
      'decree-of-cyrus',
      'The decree of Cyrus',
      '538 BC',
      null,
      'cyrus-the-great | jerusalem babylon | season3-empires',
      `In the first year of his rule over Babylon, Cyrus issued a decree allowing the Jews to return to Jerusalem and rebuild the house of their God, as recorded in Ezra 1.

About fifty thousand exiles returned under Zerubbabel and the priest Jeshua, carrying temple vessels that Nebuchadnezzar had taken. They rebuilt the altar and laid the foundations of the temple. Work then stopped for many years.`,
    ),
    e(
      'second-temple-completed',
      'The second temple completed',
      '516 BC',
      null,
      '| jerusalem | season3-empires',
      `Opposition and discouragement halted work on the temple for years. Encouraged by the prophets Haggai and Zechariah, the people resumed building in the second year of the Persian king Darius I.

The temple was finished in the sixth year of Darius, about 516 BC, and dedicated with great joy. It stood, later enlarged by Herod, until AD 70. It was smaller than Solomon's temple.`,
    ),
    e(
      'ezra-returns-to-jerusalem',
      'Ezra returns to Jerusalem',
      '457 BC',
      null,
      '| jerusalem babylon | season3-empires',
      `In the seventh year of the Persian king Artaxerxes I, 457 BC, the scribe Ezra led a second group of exiles from Babylon to Jerusalem with a royal decree to teach and enforce the law of God.

Adventist interpreters of Daniel 9 take this decree as the starting point of the seventy weeks and the 2300 days of Daniel 8:14. The journey took about four months.`,
    ),
    e(
      'nehemiah-rebuilds-the-walls',
      'Nehemiah rebuilds the walls',
      '445 BC',
      null,
      '| jerusalem | season3-empires',
      `Nehemiah, cupbearer to King Artaxerxes I, received permission in 445 BC to go to Jerusalem as governor and rebuild its broken walls.

Despite opposition from Sanballat and his allies, the workers, building with one hand and holding a weapon with the other, completed the walls in fifty-two days. Ezra then read the law to the assembled people. The book of Nehemiah lists the builders by family.`,
    ),
    e(
      'alexander-defeats-persia',
      'Alexander defeats Persia',
      '331 BC',
      null,
      '| babylon | season3-empires',
      `At the battle of Gaugamela in 331 BC, Alexander the Great of Macedon defeated the Persian king Darius III, bringing the Persian empire to an end.

After Alexander's death in Babylon in 323 BC, his empire was divided among his generals. Judea came first under the Ptolemies of Egypt and then the Seleucids of Syria, and Greek culture spread across the region.`,
    ),
    e(
      'the-maccabean-revolt',
      'The Maccabean revolt',
      '167 BC',
      '164 BC',
      '| jerusalem | season3-empires',
      `In 167 BC the Seleucid king Antiochus IV banned Jewish practices and set up a pagan altar in the Jerusalem temple. The priest Mattathias and his sons, led by Judas Maccabeus, began a revolt.

In 164 BC they recaptured Jerusalem and rededicated the temple, an event remembered each year at Hanukkah. Judea later gained independence under the Hasmonean dynasty. The books of Maccabees tell the story.`,
    ),
    e(
      'pompey-takes-jerusalem',
      'Pompey takes Jerusalem',
      '63 BC',
      null,
      '| jerusalem rome | season3-empires',
      `In 63 BC the Roman general Pompey, invited to settle a quarrel between two Hasmonean brothers, besieged and took Jerusalem. He entered the Most Holy Place of the temple but left its treasures untouched.

Judea became a client state of Rome. In 37 BC Herod, appointed king by the Roman Senate, took the city and ruled until his death. He rebuilt the temple on a grand scale.`,
    ),
  ]),
  ...section('manger-to-messiah', [
    e(
      'birth-of-jesus',
      'The birth of Jesus',
      '5 BC',
      null,
      'jesus | bethlehem | season3-manger-to-messiah',
      `Matthew and Luke record the birth of Jesus in Bethlehem of Judea during the reign of Herod the Great, to Mary, who was engaged to Joseph of Nazareth.

Because Herod died in 4 BC, most historians date the birth between about 6 and 4 BC. The calendar era counting from the birth of Christ was devised by Dionysius Exiguus in the sixth century and is a few years off.`,
      { main: true },
    ),
    e(
      'baptism-of-jesus',
      'The baptism of Jesus',
      '27',
      null,
      'jesus john-the-baptist | | season3-manger-to-messiah',
      `Luke dates the start of John the Baptist's ministry to the fifteenth year of the emperor Tiberius. Jesus came from Galilee to the Jordan to be baptised by John and then spent forty days in the wilderness.

Adventist chronology dates the baptism to AD 27, the end of the sixty-nine weeks of Daniel 9. Other chronologies prefer AD 28 or 29. The Jordan site is uncertain.`,
    ),
    e(
      'ministry-of-jesus-in-galilee',
      'The ministry of Jesus in Galilee',
      '28',
      '30',
      'jesus peter-the-apostle | | season3-manger-to-messiah',
      `Based in Capernaum on the north shore of the Sea of Galilee, Jesus called fishermen such as Peter, Andrew, James and John to follow him.

He taught in synagogues and in the open air, healed the sick and told parables about the kingdom of God. The Sermon on the Mount in Matthew 5 to 7 gathers much of his teaching. Dates are approximate.`,
    ),
    e(
      'crucifixion-and-resurrection',
      'The crucifixion and resurrection',
      '31',
      null,
      'jesus peter-the-apostle john-the-apostle | jerusalem | season3-manger-to-messiah',
      `At Passover in Jerusalem, Jesus was arrested, condemned before the Roman governor Pontius Pilate and crucified outside the city walls. The Gospels record that on the third day his tomb was found empty and that he appeared to his disciples.

Scholars date the crucifixion to AD 30 or 33; Adventist chronology, following Daniel 9, places it in AD 31. The event is at the centre of Christian faith.`,
      { main: true },
    ),
  ]),
  ...section('pentecost-to-patmos', [
    e(
      'the-day-of-pentecost',
      'The day of Pentecost',
      '31',
      null,
      'peter-the-apostle | jerusalem | season3-pentecost-to-patmos',
      `Fifty days after the resurrection, as the disciples met together in Jerusalem, Acts 2 records the sound of a mighty wind and tongues of fire resting on each of them.

Pilgrims from many lands heard them speak in their own languages. Peter preached that Jesus had been raised and made Lord, and about three thousand people were baptised that day. It is often called the birthday of the church.`,
      { main: true },
    ),
    e(
      'stoning-of-stephen',
      'The stoning of Stephen',
      '34',
      null,
      'paul-the-apostle | jerusalem | season3-pentecost-to-patmos',
      `Stephen, one of seven men chosen to care for the widows of the Jerusalem church, was brought before the council and accused of speaking against the temple and the law.

After a long speech reviewing Israel's history he was dragged out of the city and stoned, with a young man named Saul watching. A wave of persecution scattered the believers through Judea and Samaria.`,
    ),
    e(
      'conversion-of-saul',
      'The conversion of Saul',
      '35',
      null,
      'paul-the-apostle | | season3-pentecost-to-patmos',
      `Saul of Tarsus set out for Damascus with letters authorising him to arrest followers of Jesus. Near the city, Acts 9 records, a light from heaven struck him blind and he heard Jesus speaking to him.

Three days later a disciple named Ananias laid hands on him and he regained his sight. He was baptised and began to preach that Jesus is the Son of God.`,
    ),
    e(
      'council-of-jerusalem',
      'The Council of Jerusalem',
      '49',
      null,
      'paul-the-apostle peter-the-apostle | jerusalem | season3-pentecost-to-patmos',
      `As Gentiles joined the church in growing numbers, believers debated whether they must be circumcised and keep the law of Moses. Paul and Barnabas went up from Antioch to discuss the question with the apostles and elders.

Acts 15 records that the council, led by James, decided not to burden Gentile believers with circumcision and sent a letter stating its decision. Paul refers to the meeting in Galatians 2.`,
    ),
    e(
      'pauls-missionary-journeys',
      "Paul's missionary journeys",
      '46',
      '57',
      'paul-the-apostle | ephesus | season3-pentecost-to-patmos',
      `Between about AD 46 and 57 Paul made three long journeys, first to Cyprus and Galatia with Barnabas, then across to Macedonia and Greece with Silas, and finally to Ephesus, where he stayed more than two years.

He founded churches in cities such as Philippi, Thessalonica and Corinth and wrote letters to guide them, many of which are in the New Testament.`,
    ),
    e(
      'great-fire-of-rome',
      'The Great Fire of Rome',
      '0064-07-19',
      null,
      'peter-the-apostle paul-the-apostle | rome | season3-pentecost-to-patmos',
      `On the night of 18 to 19 July AD 64 a fire broke out near the Circus Maximus in Rome and burned for six days, destroying much of the city.

The historian Tacitus records that to silence rumours that he had ordered the fire, the emperor Nero blamed the Christians and had many of them put to death with great cruelty. Nero built his Golden House on the ruins.`,
    ),
    e(
      'destruction-of-jerusalem',
      'The destruction of Jerusalem',
      '70',
      null,
      '| jerusalem rome | season3-pentecost-to-patmos',
      `After the Jewish revolt against Rome that began in AD 66, the future emperor Titus besieged Jerusalem in the spring of AD 70.

In late summer the city fell and the temple was burned. The historian Josephus describes famine and terrible loss of life. Christians, remembering Jesus' warning, had fled the city and are said to have found refuge at Pella. The Arch of Titus in Rome shows the temple treasures carried in triumph.`,
      { main: true, products: ['the-great-controversy-hardcover'] },
    ),
  ]),
  ...section('the-seven-churches', [
    e(
      'earthquake-in-asia-minor',
      'Earthquake in Asia Minor',
      '17',
      null,
      '| | season3-the-7-churches',
      `In AD 17 a great earthquake struck the province of Asia, destroying twelve cities in a single night, according to Tacitus. Sardis suffered worst, and Philadelphia was shaken by aftershocks for years.

The emperor Tiberius remitted their taxes and gave money to rebuild. Later readers of Revelation have linked its letters to Sardis and Philadelphia to this local memory, and the grateful cities honoured Tiberius on their coins and monuments.`,
    ),
    e(
      'smyrna-wins-a-temple-to-tiberius',
      'Smyrna wins a temple to Tiberius',
      '26',
      null,
      '| | season3-the-7-churches',
      `In AD 26 eleven cities of Asia competed before the Roman Senate for the honour of building a temple to the emperor Tiberius. Tacitus records that Smyrna won, reminding the senators of its long loyalty to Rome.

Emperor worship became a test of loyalty that would bring Christians of Smyrna and the other churches of Revelation into danger. Ephesus and Pergamum also held imperial temples.`,
    ),
    e(
      'laodicea-rebuilds-after-earthquake',
      'Laodicea rebuilds after an earthquake',
      '60',
      null,
      '| | season3-the-7-churches',
      `In AD 60 an earthquake damaged Laodicea in the Lycus valley. Tacitus notes that the city recovered by its own resources without help from Rome.

Laodicea was a wealthy centre of banking, textiles and medicine. The letter to the Laodiceans in Revelation 3, which speaks of a church that says "I am rich", reflects a city proud of its self-sufficiency. It also drew water by aqueduct from hot springs, which arrived lukewarm.`,
    ),
    e(
      'john-exiled-to-patmos',
      'John exiled to Patmos',
      '95',
      null,
      'john-the-apostle | patmos ephesus | season3-the-7-churches',
      `Early Christian writers such as Irenaeus place John's exile at the end of the reign of the emperor Domitian, about AD 95.

On the island of Patmos, Revelation records, John received visions on the Lord's day and was told to write what he saw and send it to seven churches in the province of Asia: Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea.`,
      { main: true },
    ),
    e(
      'martyrdom-of-polycarp',
      'The martyrdom of Polycarp',
      '155',
      null,
      'john-the-apostle | | season3-the-7-churches',
      `Polycarp, bishop of Smyrna and by tradition a disciple of the apostle John, was arrested during a festival about AD 155. Urged by the proconsul to curse Christ, he replied that he had served him eighty-six years and could not blaspheme his king.

He was burned in the stadium of Smyrna. The account of his martyrdom is one of the earliest outside the New Testament.`,
    ),
  ]),
];
