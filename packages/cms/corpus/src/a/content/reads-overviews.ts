import { type ArticleSpec, photo, q, t } from './article-spec';

type Overview = {
  uid: string;
  title: string;
  season: 1 | 2 | 3;
  intro: string;
  covers: string;
  verse: [string, string];
  caption: string;
  people?: string[];
  places?: string[];
  reads?: string[];
  keywords?: string[];
};

const CATEGORY = { 1: 'reformation', 2: 'adventist-pioneers', 3: 'bible' } as const;
const PRODUCT = { 1: 'season-1-dvd', 2: 'season-2-dvd', 3: 'season-3-dvd' } as const;

/** A season section's landing page: a short introduction that links to what the section covers. */
function overview(o: Overview, i: number): ArticleSpec {
  return {
    uid: o.uid,
    title: o.title,
    season: o.season,
    cats: [CATEGORY[o.season]],
    tags: ['season-overview'],
    date: `2025-12-${String(1 + i).padStart(2, '0')}`,
    author: i % 2 ? 'daniel-okafor' : 'hannah-keller',
    art: i % 3 ? 'map' : 'window',
    meta: o.intro.split('. ')[0] + '.',
    overview: true,
    priority: 60 - i,
    people: o.people ?? [],
    places: o.places ?? [],
    reads: o.reads ?? [],
    keywords: o.keywords ?? [],
    products: [PRODUCT[o.season], 'timeline-wall-chart'],
    body: [
      t(o.intro),
      q(o.verse[0], o.verse[1], 'Grey'),
      photo(o.caption, i % 2 ? 'map' : 'woodcut'),
      t(o.covers),
    ],
  };
}

const S1 = [
  'columba-of-iona',
  'the-waldenses',
  'huss-and-jerome',
  'martin-luther',
  'william-tyndale',
  'john-calvin',
  'john-knox',
];

export const overviewReads: ArticleSpec[] = (
  [
    {
      uid: 'season1-episodes',
      title: 'Season One: The Episodes',
      season: 1,
      keywords: [],
      intro:
        'Season one follows the long road to the Reformation and beyond, from the Celtic monks of Iona and the Waldenses of the Alpine valleys to the Wesleys and the first great missionary societies. Each episode is filmed where the story happened: on Hebridean beaches, in Alpine meadows, in the lecture halls of Oxford and Wittenberg and on the streets of Prague, Geneva and Edinburgh. The episodes can be watched in order or on their own, and each is paired with articles for further reading.',
      covers:
        'On this page you will find every episode of the season with its running time and a short description. Use the related articles to go deeper into the people and places in each episode, and the timeline to see how the stories fit together across twelve centuries. Episodes marked as behind the scenes show how the series was made, and some episodes are available dubbed or subtitled in other languages. The season is also available on DVD for groups and classrooms.',
      verse: ['Thy word is a lamp unto my feet, and a light unto my path.', 'Psalm 119:105 (KJV)'],
      caption: 'Filming locations of season one, from Iona to Geneva.',
      reads: S1,
    },
    {
      uid: 'season1-locations',
      title: 'Season One: The Locations',
      season: 1,
      keywords: ['iona', 'wittenberg', 'geneva'],
      places: [
        'iona',
        'piedmont-valleys',
        'oxford',
        'lutterworth',
        'prague',
        'constance',
        'wittenberg',
        'worms',
        'geneva',
        'edinburgh',
      ],
      intro:
        'The Reformation was a story of places as much as people. A small island off the coast of Mull, a cluster of Alpine valleys, a university town on the Elbe, a city on Lake Geneva: each became a centre from which ideas, books and people travelled across Europe. This section introduces the locations of season one and explains why each mattered.',
      covers:
        'Start with Iona and the Waldensian valleys, where communities kept the Scriptures through the Middle Ages. Then follow the route of reform through Oxford and Lutterworth, Prague and Constance, Wittenberg and Worms, Zurich and Geneva, and on to Edinburgh and London. Each place page gives its history, what survives today and how to visit, and many of them appear on our guided tours. The map poster in the shop shows them all on one sheet.',
      verse: [
        'Stand ye in the ways, and see, and ask for the old paths, where is the good way, and walk therein.',
        'Jeremiah 6:16 (KJV)',
      ],
      caption: 'A stylised map of the Reformation in Europe.',
      reads: ['the-reformation-wall', 'the-waldenses', 'columba-of-iona'],
    },
    {
      uid: 'season1-movements',
      title: 'Season One: The Movements',
      season: 1,
      keywords: ['movement', 'reformation'],
      intro:
        'Behind the famous names of the Reformation stood movements of ordinary people: the Poor of Lyon, the Lollards, the Hussites, the Puritans, the Huguenots, the Methodists and the missionary societies. They met in homes and fields, copied and smuggled books, and often paid for their convictions with their property, their freedom or their lives. This section tells their stories.',
      covers:
        "Read about the Waldenses and the Lollards, who kept the Bible alive in the language of the people; the English Reformation and the Puritans; the Huguenot resistance and the Church of the Desert; the Methodist revival; and the global missionary movement that carried the Reformation's convictions around the world. Each article links to the people, places and timeline events involved, so you can follow a movement from its beginnings to its legacy today.",
      verse: [
        'For where two or three are gathered together in my name, there am I in the midst of them.',
        'Matthew 18:20 (KJV)',
      ],
      caption: 'Movements of reform spread along trade routes and rivers across Europe.',
      reads: [
        'the-waldenses',
        'the-english-reformation',
        'the-puritans',
        'the-huguenot-resistance',
        'john-and-charles-wesley',
        'the-global-missionary-movement',
      ],
    },
    {
      uid: 'season1-people',
      title: 'Season One: The People',
      season: 1,
      keywords: ['luther', 'calvin'],
      people: [
        'columba',
        'peter-waldo',
        'john-wycliffe',
        'jan-hus',
        'jerome-of-prague',
        'martin-luther',
        'ulrich-zwingli',
        'william-tyndale',
        'john-calvin',
        'john-knox',
        'john-wesley',
        'charles-wesley',
        'william-carey',
      ],
      intro:
        'Season one introduces a company of men and women who changed the history of faith: a monk in exile, a merchant who gave away his fortune, scholars, translators, preachers and missionaries. Some are famous, others almost forgotten. This section gathers them in one place, roughly in the order in which they lived.',
      covers:
        'Meet Columba and Peter Waldo, John Wycliffe and Jan Hus, Martin Luther and Ulrich Zwingli, William Tyndale, John Calvin and John Knox, the Wesley brothers and William Carey. Each profile gives dates, a short biography and links to the episodes, articles and timeline events in which they appear. We have tried to show each of them honestly, with their courage and their failings, as the sources allow.',
      verse: [
        'Remember them which have the rule over you, who have spoken unto you the word of God: whose faith follow.',
        'Hebrews 13:7 (KJV)',
      ],
      caption: 'Portraits of the reformers, in the style of sixteenth-century woodcuts.',
      reads: S1,
    },
    {
      uid: 'season2-episodes',
      title: 'Season Two: The Episodes',
      season: 2,
      keywords: [],
      intro:
        'Season two crosses the Atlantic. It follows the Great Awakenings of the eighteenth and nineteenth centuries, the Advent movement of William Miller, the disappointment of October 1844 and the small group of believers who became the Seventh-day Adventist church. The episodes were filmed in the farms, meetinghouses and small towns of New England, New York and Michigan, many of them little changed since the pioneers knew them.',
      covers:
        'Here you will find every episode of season two, with running times and descriptions. Related articles introduce William Miller, Joseph Bates, James and Ellen White, J. N. Andrews and John Harvey Kellogg, and the historical milestones page sets the episodes in order. Some episodes are available in other languages, and the season DVD includes extra interviews with historians.',
      verse: [
        'Watch therefore: for ye know not what hour your Lord doth come.',
        'Matthew 24:42 (KJV)',
      ],
      caption: 'The country roads of New England where season two was filmed.',
      reads: [
        'william-miller-the-farmer-preacher',
        'the-great-disappointment',
        'joseph-bates-and-the-sabbath',
        'james-and-ellen-white',
      ],
    },
    {
      uid: 'season2-historical-milestones',
      title: 'Season Two: Historical Milestones',
      season: 2,
      keywords: ['1844', 'awakening'],
      intro:
        "The story of season two can be told through a handful of dates: the Great Awakening of the 1740s, the camp meeting at Cane Ridge in 1801, William Miller's first sermon in 1831, the disappointment of 22 October 1844, the choice of the name Seventh-day Adventist in 1860, the organisation of the General Conference in 1863 and the sailing of J. N. Andrews for Europe in 1874. This section walks through them in order.",
      covers:
        'Each milestone links to an article, to the timeline and to the episode that tells its story. Together they show how a revival movement became a worldwide church within a generation, and how questions of prophecy, the Sabbath, health and organisation were worked out by people with little money and much conviction. The timeline lets you zoom in to the years between 1840 and 1863, when most of the changes happened.',
      verse: [
        'And thou shalt remember all the way which the LORD thy God led thee.',
        'Deuteronomy 8:2 (KJV)',
      ],
      caption: 'Milestones of the Advent movement on a nineteenth-century style chart.',
      reads: [
        'the-great-awakening',
        'the-second-great-awakening',
        'the-great-disappointment',
        'the-founding-of-the-general-conference',
        'j-n-andrews-first-missionary',
      ],
    },
    {
      uid: 'season2-people',
      title: 'Season Two: The People',
      season: 2,
      keywords: ['miller', 'white'],
      people: [
        'william-miller',
        'joseph-bates',
        'james-white',
        'ellen-white',
        'j-n-andrews',
        'john-harvey-kellogg',
        'george-whitefield',
        'jonathan-edwards',
      ],
      intro:
        'The pioneers of season two were farmers, sailors, schoolteachers and printers. Most had little formal education, and several were in poor health for much of their lives. Yet they studied the Bible with great seriousness, travelled constantly and built institutions that have lasted. This section introduces them.',
      covers:
        'Meet the revivalists George Whitefield and Jonathan Edwards; William Miller, the farmer preacher of Low Hampton; Joseph Bates, the sea captain who championed the Sabbath; James and Ellen White; the scholar-missionary J. N. Andrews; and the surgeon and inventor John Harvey Kellogg. Each profile links to the episodes, articles and timeline events where they appear. The pioneers biography set in the shop collects longer lives of several of them.',
      verse: [
        'By faith Abraham, when he was called to go out into a place which he should after receive for an inheritance, obeyed.',
        'Hebrews 11:8 (KJV)',
      ],
      caption: 'The pioneers of the Advent movement.',
      reads: [
        'william-miller-the-farmer-preacher',
        'joseph-bates-and-the-sabbath',
        'james-and-ellen-white',
        'j-n-andrews-first-missionary',
        'john-harvey-kellogg-and-battle-creek',
      ],
    },
    {
      uid: 'season2-pioneer-stories',
      title: 'Season Two: Pioneer Stories',
      season: 2,
      keywords: ['pioneer', 'washington'],
      intro:
        'Some of the best stories of the Advent movement are small ones: a widow challenging a congregation about the Sabbath, a farmer crossing a cornfield the morning after the disappointment, a sea captain meeting a friend on a bridge, a scholar sailing for Switzerland with his two children. This section gathers such stories, told in short articles that can be read in a few minutes.',
      covers:
        'Start with the church at Washington, New Hampshire, and the story of Joseph Bates and the Sabbath. Then read about the morning after 22 October 1844, the founding of the General Conference and J. N. Andrews in Basel. Each story links to the places where it happened, several of which are stops on our Pioneers of New England tour, and to the podcasts in which descendants and historians tell them again.',
      verse: [
        'One generation shall praise thy works to another, and shall declare thy mighty acts.',
        'Psalm 145:4 (KJV)',
      ],
      caption: 'The meetinghouse at Washington, New Hampshire, in a woodcut style.',
      reads: [
        'the-washington-new-hampshire-church',
        'joseph-bates-and-the-sabbath',
        'the-great-disappointment',
        'j-n-andrews-first-missionary',
      ],
    },
    {
      uid: 'season3-creation-to-kings',
      title: 'Season Three: Creation to Kings',
      season: 3,
      keywords: ['creation', 'abraham', 'moses', 'david'],
      people: ['adam', 'abraham', 'moses', 'david'],
      places: ['ur', 'egypt', 'mount-sinai', 'jerusalem'],
      intro:
        'Season three returns to the Bible itself. Its first section runs from the opening chapters of Genesis to the reign of King David: creation and the Sabbath, the call of Abraham, the Exodus from Egypt, the giving of the law at Sinai, the settlement in Canaan and the rise of the monarchy. These are the foundation stories of the whole Bible.',
      covers:
        'The articles in this section introduce each stage of the story with its historical setting, where one can be given, and its place in the larger narrative of the Bible. They link to the episodes of season three, to the people and places involved and to the timeline, where dates before Christ are shown counting backwards. Dates for the earliest periods are approximate and are shown as years only.',
      verse: ['In the beginning God created the heaven and the earth.', 'Genesis 1:1 (KJV)'],
      caption: 'From Eden to Jerusalem: the lands of the early Bible story.',
      reads: [
        'creation-and-the-sabbath',
        'abraham-the-friend-of-god',
        'moses-and-the-exodus',
        'king-david',
      ],
    },
    {
      uid: 'season3-empires',
      title: 'Season Three: Empires',
      season: 3,
      keywords: ['babylon', 'empire', 'persia'],
      people: ['nebuchadnezzar-ii', 'cyrus-the-great', 'daniel'],
      places: ['babylon', 'jerusalem'],
      intro:
        "Israel's story was lived in the shadow of great empires: Egypt, Assyria, Babylon, Persia, Greece and Rome. The prophets interpreted their rise and fall, and the book of Daniel pictured them as a sequence of metals and beasts. This section looks at the empires that shaped the Bible story and the people who lived under them.",
      covers:
        'Read about Nebuchadnezzar and the fall of Jerusalem in 586 BC, Daniel at the Babylonian court, Cyrus the Great and the return from exile, and the Roman world into which Jesus was born. The articles link to the timeline, where the empires are shown side by side, and to the episodes filmed among the ruins of the ancient Near East.',
      verse: [
        'He removeth kings, and setteth up kings: he giveth wisdom unto the wise, and knowledge to them that know understanding.',
        'Daniel 2:21 (KJV)',
      ],
      caption: 'The empires of the Bible world, from Babylon to Rome.',
      reads: ['daniel-in-babylon', 'the-fall-of-jerusalem-586-bc', 'the-return-from-exile'],
    },
    {
      uid: 'season3-episodes',
      title: 'Season Three: The Episodes',
      season: 3,
      keywords: [],
      intro:
        'Season three tells the Bible story in eight episodes, from creation to the letters to the seven churches of Revelation. It was filmed in Israel, Jordan, Egypt, Greece and Turkey, and in museums that hold the inscriptions and artefacts that illuminate the biblical world. Each episode combines the text of Scripture with the places and objects that help us understand it.',
      covers:
        'Here you will find every episode of season three with its running time and description. Each episode is paired with articles for further reading and with Bible study questions, and the Bible study journal in the shop follows the season week by week. Some episodes are available dubbed or subtitled in other languages.',
      verse: [
        'All scripture is given by inspiration of God, and is profitable for doctrine, for reproof, for correction, for instruction in righteousness.',
        '2 Timothy 3:16 (KJV)',
      ],
      caption: 'Filming locations of season three around the eastern Mediterranean.',
      reads: [
        'creation-and-the-sabbath',
        'moses-and-the-exodus',
        'the-birth-of-jesus',
        'paul-the-apostle-journeys',
        'john-on-patmos',
      ],
    },
    {
      uid: 'season3-kings-to-captivity',
      title: 'Season Three: Kings to Captivity',
      season: 3,
      keywords: ['king', 'exile', 'captivity'],
      people: ['david', 'solomon', 'jeremiah', 'nebuchadnezzar-ii'],
      places: ['jerusalem', 'babylon', 'samaria'],
      intro:
        'After David, the kingdom of Israel reached its height under Solomon and then split in two. The northern kingdom fell to Assyria in 722 BC; the southern kingdom of Judah survived until Babylon destroyed Jerusalem in 586 BC. This section follows the kings and the prophets who challenged them, from the building of the temple to the exile.',
      covers:
        "Read about King David and the city he made his capital, the fall of Jerusalem and the prophet Jeremiah, and the exiles who learned to sing the Lord's song in a strange land. The articles link to the episodes of season three, to the people and places involved and to the timeline, where the reigns of the kings of Israel and Judah are shown side by side.",
      verse: [
        'By the rivers of Babylon, there we sat down, yea, we wept, when we remembered Zion.',
        'Psalm 137:1 (KJV)',
      ],
      caption: 'Jerusalem and Babylon, the two poles of the exile.',
      reads: ['king-david', 'the-fall-of-jerusalem-586-bc', 'daniel-in-babylon'],
    },
    {
      uid: 'season3-manger-to-messiah',
      title: 'Season Three: Manger to Messiah',
      season: 3,
      keywords: ['jesus', 'bethlehem', 'messiah'],
      people: ['jesus', 'mary', 'john-the-baptist'],
      places: ['bethlehem', 'nazareth', 'jerusalem', 'galilee'],
      intro:
        'The Gospels tell the story of Jesus from his birth in Bethlehem, in the last years of Herod the Great, to his death and resurrection in Jerusalem around AD 30. This section introduces that story in its historical setting: the Roman province of Judea, the towns and villages of Galilee, and the hopes for a Messiah, a son of David, that filled the air.',
      covers:
        'Start with the birth of Jesus and the questions of when and where it took place, then follow the episodes through his ministry in Galilee, his teaching and healing, and the last week in Jerusalem. The articles link to the people and places of the Gospels and to the timeline, and the Bible study journal offers questions for each part of the story.',
      verse: [
        'For unto you is born this day in the city of David a Saviour, which is Christ the Lord.',
        'Luke 2:11 (KJV)',
      ],
      caption: 'Galilee and Judea in the time of Jesus.',
      reads: ['the-birth-of-jesus', 'king-david'],
    },
    {
      uid: 'season3-pentecost-to-patmos',
      title: 'Season Three: Pentecost to Patmos',
      season: 3,
      keywords: ['paul', 'pentecost', 'patmos'],
      people: ['paul-the-apostle', 'peter-the-apostle', 'john-the-apostle'],
      places: ['jerusalem', 'antioch', 'ephesus', 'rome', 'patmos'],
      intro:
        'Fifty days after the resurrection, at the feast of Pentecost, the disciples in Jerusalem received the Holy Spirit and began to preach. Within a generation there were churches across the eastern Mediterranean and in Rome itself. This section follows that expansion, from Jerusalem to Antioch, through the journeys of Paul, to John in exile on the island of Patmos.',
      covers:
        'Read about the journeys of Paul and the letters he wrote to young churches, and about John on Patmos and the visions of Revelation. The articles link to the places of the early church, many of which can be visited on our tours of Greece and Turkey, and to the timeline of the first century.',
      verse: [
        'But ye shall receive power, after that the Holy Ghost is come upon you: and ye shall be witnesses unto me.',
        'Acts 1:8 (KJV)',
      ],
      caption: 'The spread of the early church around the Mediterranean.',
      reads: ['paul-the-apostle-journeys', 'john-on-patmos', 'the-seven-churches-of-revelation'],
    },
    {
      uid: 'season3-the-7-churches',
      title: 'Season Three: The Seven Churches',
      season: 3,
      keywords: ['seven churches', 'church', 'revelation'],
      people: ['john-the-apostle'],
      places: ['ephesus', 'smyrna', 'pergamum', 'laodicea', 'patmos'],
      intro:
        'The book of Revelation opens with letters to seven churches in the Roman province of Asia: Ephesus, Smyrna, Pergamum, Thyatira, Sardis, Philadelphia and Laodicea. Each letter speaks to the real circumstances of a congregation, with praise, warning and promise. This section introduces the seven cities and what their letters say.',
      covers:
        'Begin with John on Patmos and the vision that opens the book, then visit the seven churches one by one, with the archaeology of each city and the local details the letters allude to. The articles link to the episodes filmed in western Turkey and to the tours that visit the sites. A final article looks at how the seven churches have been read through Christian history.',
      verse: [
        'He that hath an ear, let him hear what the Spirit saith unto the churches.',
        'Revelation 2:7 (KJV)',
      ],
      caption: 'The seven cities of Revelation along the Roman roads of Asia.',
      reads: ['the-seven-churches-of-revelation', 'john-on-patmos'],
    },
  ] satisfies Overview[]
).map(overview);
