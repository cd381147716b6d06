/** Podcast episodes. Interviewees are fictional guests; facts they discuss are real. */
export const AUDIO_CATEGORIES: Array<[uid: string, title: string, description: string]> = [
  [
    'reformation-voices',
    'Reformation Voices',
    'Conversations about the reformers, the Waldenses and the Celtic church.',
  ],
  [
    'pioneer-conversations',
    'Pioneer Conversations',
    'Talks on the Great Awakenings, the Advent movement and the Adventist pioneers.',
  ],
  [
    'bible-lands',
    'Bible Lands',
    'Historians and guides on the places and peoples of the Bible story.',
  ],
  [
    'history-and-faith-today',
    'History and Faith Today',
    'Why the past still matters, and how to explore it for yourself.',
  ],
];

export interface PodcastEntry {
  uid: string;
  title: string;
  category: string;
  guest: string;
  guestTitles: string;
  guestBio: string;
  description: string;
  people: string[];
  reads: string[];
  episodes: string[];
  furtherReading: string;
  footnotes: string;
  products?: string[];
}

export const PODCASTS: PodcastEntry[] = [
  {
    uid: 'p-columba-and-the-island-of-iona',
    title: 'Columba and the Island of Iona',
    category: 'reformation-voices',
    guest: 'Morag Lindsay',
    guestTitles: 'Island guide and local historian',
    guestBio: `Morag Lindsay grew up on Mull and has guided visitors around Iona for more than twenty years. She writes a local history column and leads pilgrim walks across the island each summer.`,
    description: `What was life like in Columba's monastery? We talk about the Irish monk's arrival in 563, the daily rhythm of prayer, farming and copying, and the mission that took the gospel from a small island to the mainland of Scotland and northern England. Morag also explains what visitors can still see on Iona today.`,
    people: ['columba'],
    reads: ['columba-of-iona'],
    episodes: ['s1-e01-the-light-of-iona'],
    furtherReading: `- Adomnán of Iona, Life of St Columba, written about 700.
- Ian Bradley, Columba: Pilgrim and Penitent (1996).`,
    footnotes: `1. The traditional date for Columba's arrival, 563, comes from the Irish annals.
2. Adomnán was the ninth abbot of Iona and wrote about a century after Columba's death.`,
  },
  {
    uid: 'p-the-waldenses-in-the-alps',
    title: 'The Waldenses in the Alps',
    category: 'reformation-voices',
    guest: 'Paolo Bonnet',
    guestTitles: 'Mountain guide and amateur historian of the Waldensian valleys',
    guestBio: `Paolo Bonnet was born in the Val Pellice and has walked every path of the Glorious Return. He guides groups to the cave churches and schools of the valleys and collects family stories of the persecutions.`,
    description: `From Peter Waldo's conversion in Lyon to the emancipation of 1848, the Waldenses held on to their faith for almost seven centuries. Paolo explains how the barbes trained in secret, what happened at the Synod of Chanforan, and why the Piedmont Easter of 1655 shocked Protestant Europe.`,
    people: ['peter-waldo', 'henri-arnaud'],
    reads: ['the-waldenses'],
    episodes: ['s1-e02-the-valleys-of-the-waldenses', 's1-e09-behind-the-scenes-in-the-alps'],
    furtherReading: `- Euan Cameron, Waldenses: Rejections of Holy Church in Medieval Europe (2000).
- Giorgio Tourn, The Waldensians: The First 800 Years (1980).`,
    footnotes: `1. The decree Ad abolendam was issued at Verona in 1184.
2. The Olivétan Bible of 1535 was paid for by the Waldenses after Chanforan.`,
    products: ['waldensian-valleys-guide'],
  },
  {
    uid: 'p-wycliffe-and-the-english-bible',
    title: 'Wycliffe and the English Bible',
    category: 'reformation-voices',
    guest: 'Dr Helen Ashworth',
    guestTitles: 'Historian of late medieval England',
    guestBio: `Helen Ashworth has spent her career studying Lollard manuscripts and the spread of vernacular Scripture in England. She lectures on medieval history and has catalogued several collections of Wycliffite Bibles.`,
    description: `Why did an Oxford philosopher decide the Bible should be in English, and how did his followers produce it without printing? Helen explains the two versions of the Wycliffe Bible, the ban of 1409, and why more than 250 copies still survive despite the efforts to destroy them.`,
    people: ['john-wycliffe'],
    reads: ['huss-and-jerome'],
    episodes: ['s1-e03-the-morning-star'],
    furtherReading: `- Anne Hudson, The Premature Reformation: Wycliffite Texts and Lollard History (1988).
- G. R. Evans, John Wyclif: Myth and Reality (2005).`,
    footnotes: `1. The Constitutions of Oxford, issued by Archbishop Thomas Arundel, forbade unlicensed translation in 1409.`,
  },
  {
    uid: 'p-luther-at-worms',
    title: 'Luther at Worms',
    category: 'reformation-voices',
    guest: 'Pastor Jonas Weber',
    guestTitles: 'Lutheran pastor and Reformation tour leader',
    guestBio: `Jonas Weber has served congregations in Saxony and Thuringia and leads study tours to Wittenberg, Eisenach and Worms. He has a particular interest in Luther's hymns.`,
    description: `In April 1521 a monk stood before an emperor and refused to recant. Jonas walks us through the days at Worms, what Luther actually said, and the staged kidnapping that carried him to safety at the Wartburg, where he translated the New Testament in eleven weeks.`,
    people: ['martin-luther', 'philip-melanchthon'],
    reads: ['martin-luther'],
    episodes: ['s1-e05-here-i-stand'],
    furtherReading: `- Roland H. Bainton, Here I Stand: A Life of Martin Luther (1950).
- Lyndal Roper, Martin Luther: Renegade and Prophet (2016).`,
    footnotes: `1. The famous words "Here I stand" appear in early printed accounts but not in the official record of the Diet.`,
    products: ['luther-rose-mug'],
  },
  {
    uid: 'p-tyndale-the-translator',
    title: 'Tyndale the Translator',
    category: 'reformation-voices',
    guest: 'Dr Samuel Okafor',
    guestTitles: 'Lecturer in early modern English literature',
    guestBio: `Samuel Okafor teaches the history of the English language and has written on the influence of Tyndale's phrasing on English prose. He grew up reading the King James Version aloud in his father's church.`,
    description: `"Let there be light", "the powers that be", "eat, drink and be merry": all of these come from William Tyndale. Samuel explains how Tyndale worked from Greek and Hebrew, how his books were smuggled into England, and how so much of his work survived into the King James Version of 1611.`,
    people: ['william-tyndale'],
    reads: ['william-tyndale', 'the-english-reformation'],
    episodes: ['s1-e06-gods-outlaw'],
    furtherReading: `- David Daniell, William Tyndale: A Biography (1994).
- Brian Moynahan, If God Spare My Life (2002).`,
    footnotes: `1. Only three copies of the 1526 Worms New Testament are known to survive.`,
    products: ['tyndale-new-testament-facsimile'],
  },
  {
    uid: 'p-william-miller-and-the-advent-hope',
    title: 'William Miller and the Advent Hope',
    category: 'pioneer-conversations',
    guest: 'Dr Ruth Callender',
    guestTitles: 'Historian of American religion',
    guestBio: `Ruth Callender researches religious movements in nineteenth-century New York and New England. She has worked in several archives of Millerite letters and periodicals.`,
    description: `How did a Baptist farmer become the centre of a movement that reached tens of thousands? Ruth describes Miller's method of Bible study, the role of Joshua Himes and the press, and the experience of ordinary believers in the months before 22 October 1844.`,
    people: ['william-miller', 'joshua-himes'],
    reads: ['season2-people'],
    episodes: ['s2-e02-the-farmer-of-low-hampton', 's2-e03-the-midnight-cry'],
    furtherReading: `- George R. Knight, Millennial Fever and the End of the World (1993).
- David L. Rowe, God's Strange Work: William Miller and the End of the World (2008).`,
    footnotes: `1. Miller's lectures were first published as a book in 1836.`,
    products: ['pioneers-biography-set'],
  },
  {
    uid: 'p-the-sabbath-comes-to-washington',
    title: 'The Sabbath Comes to Washington',
    category: 'pioneer-conversations',
    guest: 'Thomas Greer',
    guestTitles: 'Volunteer guide at a historic New England meeting house',
    guestBio: `Thomas Greer is a retired schoolteacher who has volunteered at historic church sites in New Hampshire for many years and researched the families of the early Washington congregation.`,
    description: `A small hill town, a Seventh Day Baptist visitor and a congregation that changed its day of worship. Thomas tells the story of Rachel Oakes, Frederick Wheeler and the Washington believers, and how Joseph Bates carried their convictions into print.`,
    people: ['rachel-oakes-preston', 'joseph-bates'],
    reads: ['season2-pioneer-stories'],
    episodes: ['s2-e05-the-sabbath-in-washington'],
    furtherReading: `- Joseph Bates, The Seventh Day Sabbath, a Perpetual Sign (1846).
- Merlin D. Burt, Adventist Pioneer Places: New York and New England (2011).`,
    footnotes: `1. The Washington meeting house was built in 1842.`,
  },
  {
    uid: 'p-ellen-white-and-the-great-controversy',
    title: 'Ellen White and The Great Controversy',
    category: 'pioneer-conversations',
    guest: 'Dr Esther Mwangi',
    guestTitles: 'Researcher in Adventist history',
    guestBio: `Esther Mwangi studies the history of the Seventh-day Adventist Church in Africa and North America and has taught church history to ministerial students for fifteen years.`,
    description: `From the vision at Lovett's Grove in 1858 to the revised edition of 1911, The Great Controversy grew over half a century. Esther traces how the book was written and revised, what it sets out to do, and why it has been printed in so many languages.`,
    people: ['ellen-white', 'james-white'],
    reads: ['season2-pioneer-stories'],
    episodes: ['s2-e06-the-sanctuary-and-the-pen'],
    furtherReading: `- Ellen G. White, The Great Controversy (1911 edition).
- Arthur L. White, Ellen G. White, six volumes (1981–1986).`,
    footnotes: `1. The theme first appeared in Spiritual Gifts, volume one, in 1858.`,
    products: ['the-great-controversy-paperback', 'the-great-controversy-hardcover'],
  },
  {
    uid: 'p-health-reform-in-battle-creek',
    title: 'Health Reform in Battle Creek',
    category: 'pioneer-conversations',
    guest: 'Dr Michael Arden',
    guestTitles: 'Physician and historian of medicine',
    guestBio: `Michael Arden practised family medicine for thirty years before turning to the history of nineteenth-century health movements. He writes on sanitariums and hydrotherapy.`,
    description: `Fresh air, water treatments, vegetarian meals and breakfast cereals: the Battle Creek Sanitarium made health reform famous. Michael discusses the Otsego vision of 1863, John Harvey Kellogg's career and the later split between Kellogg and the church.`,
    people: ['john-harvey-kellogg', 'ellen-white'],
    reads: ['season2-historical-milestones'],
    episodes: ['s2-e08-to-all-the-world'],
    furtherReading: `- Richard W. Schwarz, John Harvey Kellogg, M.D. (1970).
- Ronald L. Numbers, Prophetess of Health (1976).`,
    footnotes: `1. The Western Health Reform Institute opened on 5 September 1866.`,
  },
  {
    uid: 'p-daniel-in-babylon',
    title: 'Daniel in Babylon',
    category: 'bible-lands',
    guest: 'Dr Nadia Haddad',
    guestTitles: 'Archaeologist of the ancient Near East',
    guestBio: `Nadia Haddad has excavated in Jordan and Iraq and teaches the history of Mesopotamia. She is especially interested in Babylonian royal inscriptions.`,
    description: `What did Babylon look like when Daniel arrived as a young captive in 605 BC? Nadia describes the Ishtar Gate, the Babylonian Chronicles and the Cyrus Cylinder, and how they help us read the book of Daniel against its world.`,
    people: ['daniel', 'nebuchadnezzar-ii', 'cyrus-the-great'],
    reads: ['season3-empires', 'season3-kings-to-captivity'],
    episodes: ['s3-e04-by-the-rivers-of-babylon', 's3-e05-the-rise-and-fall-of-empires'],
    furtherReading: `- Kenneth A. Kitchen, On the Reliability of the Old Testament (2003).
- Paul-Alain Beaulieu, A History of Babylon, 2200 BC – AD 75 (2018).`,
    footnotes: `1. The Cyrus Cylinder was found at Babylon in 1879 and is in the British Museum.`,
  },
  {
    uid: 'p-paul-on-the-roads-of-rome',
    title: 'Paul on the Roads of Rome',
    category: 'bible-lands',
    guest: 'Dr Andreas Nikolaidis',
    guestTitles: 'Classicist and New Testament historian',
    guestBio: `Andreas Nikolaidis grew up in Thessaloniki and studies travel and trade in the Roman east. He has walked sections of the Via Egnatia that Paul would have known.`,
    description: `How did Paul travel, where did he stay and how long did it take? Andreas talks about Roman roads and shipping, the cities of Paul's journeys and the letters he sent back to the churches he founded.`,
    people: ['paul-the-apostle', 'peter-the-apostle'],
    reads: ['season3-pentecost-to-patmos'],
    episodes: ['s3-e07-to-the-ends-of-the-earth'],
    furtherReading: `- F. F. Bruce, Paul: Apostle of the Heart Set Free (1977).
- Eckhard J. Schnabel, Paul the Missionary (2008).`,
    footnotes: `1. The Gallio inscription at Delphi helps date Paul's stay in Corinth to about AD 51–52.`,
  },
  {
    uid: 'p-the-seven-churches-today',
    title: 'The Seven Churches Today',
    category: 'bible-lands',
    guest: 'Selin Arslan',
    guestTitles: 'Licensed guide in western Turkey',
    guestBio: `Selin Arslan has guided visitors to the archaeological sites of western Turkey for eighteen years and has a degree in classical archaeology.`,
    description: `Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea: Selin takes us to each site and explains what the ruins reveal about the cities addressed in Revelation, from Laodicea's banks to the earthquakes of Sardis.`,
    people: ['john-the-apostle'],
    reads: ['season3-the-7-churches'],
    episodes: ['s3-e08-letters-to-seven-churches', 's3-e09-behind-the-scenes-in-turkey'],
    furtherReading: `- Colin J. Hemer, The Letters to the Seven Churches of Asia in Their Local Setting (1986).
- William M. Ramsay, The Letters to the Seven Churches of Asia (1904).`,
    footnotes: `1. Tacitus describes the earthquake of AD 17 in his Annals, book two.`,
  },
  {
    uid: 'p-walking-the-reformation-trail',
    title: 'Walking the Reformation Trail',
    category: 'history-and-faith-today',
    guest: 'Claire Dubois',
    guestTitles: 'Tour leader for Reformation heritage journeys',
    guestBio: `Claire Dubois has led heritage tours in Switzerland, France and Germany for more than a decade. She speaks four languages and lives near Lake Geneva.`,
    description: `Which places should you see if you want to understand the Reformation, and how should you plan the journey? Claire shares her favourite stops, from the Reformation Wall in Geneva to the Castle Church in Wittenberg, and tips for travelling well.`,
    people: ['john-calvin', 'martin-luther'],
    reads: ['the-reformation-wall'],
    episodes: ['s1-e07-geneva-and-the-thundering-scot'],
    furtherReading: `- Diarmaid MacCulloch, Reformation: Europe's House Divided, 1490–1700 (2003).
- Bruce Gordon, Calvin (2009).`,
    footnotes: `1. The Reformation Wall was built between 1909 and 1917.`,
    products: ['reformation-map-poster'],
  },
  {
    uid: 'p-why-church-history-matters',
    title: 'Why Church History Matters',
    category: 'history-and-faith-today',
    guest: 'Rev. Daniel Price',
    guestTitles: 'Pastor and teacher of church history',
    guestBio: `Daniel Price has pastored churches in Wales and England and teaches an evening course in church history for lay people.`,
    description: `Is history only for specialists? Daniel argues that stories of faithfulness, failure and courage from the past help believers today, and offers a simple plan for reading church history, starting with biographies.`,
    people: ['john-wesley', 'william-carey'],
    reads: ['john-and-charles-wesley', 'the-global-missionary-movement'],
    episodes: ['s1-e08-hearts-strangely-warmed'],
    furtherReading: `- Bruce L. Shelley, Church History in Plain Language (1982).
- Mark A. Noll, Turning Points: Decisive Moments in the History of Christianity (1997).`,
    footnotes: `1. Wesley's journal entry for 24 May 1738 records his experience at Aldersgate Street.`,
  },
];
