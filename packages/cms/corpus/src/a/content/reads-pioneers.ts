import { type ArticleSpec, photo, q, t } from './article-spec';

const common = {
  season: 2 as const,
  cats: ['adventist-pioneers'],
  products: ['season-2-dvd' as const, 'pioneers-biography-set' as const],
};

/** Season two: the Great Awakenings, the Advent movement and the Adventist pioneers. */
export const pioneerReads: ArticleSpec[] = [
  {
    ...common,
    uid: 'william-miller-the-farmer-preacher',
    title: 'William Miller, the Farmer Preacher',
    date: '2025-10-01',
    author: 'samuel-reyes',
    art: 'map',
    priority: 80,
    video: 'Low Hampton and the Ascension Rock',
    meta: 'How a sceptical farmer and war veteran became the reluctant leader of the Advent movement.',
    people: ['william-miller', 'joshua-himes'],
    places: ['low-hampton', 'boston'],
    reads: ['the-great-disappointment', 'the-second-great-awakening'],
    keywords: ['miller', 'low hampton', 'millerite'],
    body: [
      t(
        `William Miller was born in Pittsfield, Massachusetts, on 15 February 1782 and grew up on a farm at Low Hampton, New York, near the Vermont border. Largely self-taught, he read widely in the local library and, as a young man in Poultney, Vermont, adopted the deism of his educated friends, who regarded the Bible as a human book. He served as a captain in the War of 1812 and fought at the Battle of Plattsburgh in September 1814, where an American victory against heavy odds set him thinking about providence.`,
      ),
      t(
        `## Two years with a concordance
Back at Low Hampton he began attending the Baptist church and, in 1816, came to faith in Christ. Challenged by a deist friend to defend the Bible, he resolved to study it verse by verse, starting with Genesis, using only Cruden's concordance and refusing to move on until a passage made sense to him. For two years he studied in this way, and the prophetic time periods of Daniel, especially the 2,300 days of Daniel 8:14, led him to conclude that Christ would return "about the year 1843".`,
        `For more than a decade he kept this largely to himself, sharing it with neighbours and ministers in private. In August 1831 he finally accepted an invitation to speak at Dresden, New York, and from then on calls came faster than he could answer them.`,
      ),
      q(
        `I was thus brought, in 1818, at the close of my two years' study of the Scriptures, to the solemn conclusion, that in about twenty-five years from that time all the affairs of our present state would be wound up.`,
        'William Miller, "Apology and Defence", 1845',
        'Grey',
      ),
      t(
        `In 1839 he met Joshua V. Himes, a Boston minister with a gift for publicity, who launched the paper *Signs of the Times* in 1840, organised conferences and camp meetings, and had a great tent made that could seat thousands. Miller, a plain speaker in his late fifties, preached in hundreds of towns across New England, New York and Canada. Tens of thousands accepted his message, most of them staying in their own churches.`,
        `After the disappointment of 1844 Miller admitted his error about the date but never lost his hope in Christ's return. He died at Low Hampton on 20 December 1849. His farmhouse and the small chapel built beside it in 1848 still stand.`,
      ),
      photo(
        'The farm at Low Hampton, with the outcrop now called Ascension Rock behind the house.',
        'map',
      ),
    ],
    footnotes: [
      'Miller first expected the end within the Jewish year running from March 1843 to March 1844.',
    ],
    further: [
      "David L. Rowe, *God's Strange Work: William Miller and the End of the World* (2008).",
      'George R. Knight, *William Miller and the Rise of Adventism* (2010).',
    ],
  },
  {
    ...common,
    uid: 'the-great-disappointment',
    title: 'The Great Disappointment',
    date: '2025-10-03',
    author: 'hannah-keller',
    art: 'woodcut',
    priority: 80,
    meta: 'What happened on 22 October 1844, and how a small group found meaning in the bitterest day of the Advent movement.',
    people: ['william-miller', 'hiram-edson', 'samuel-snow'],
    places: ['exeter', 'port-gibson'],
    reads: ['william-miller-the-farmer-preacher', 'joseph-bates-and-the-sabbath'],
    keywords: ['disappointment', '1844', 'edson'],
    body: [
      t(
        `When the Jewish year 1843 ended in the spring of 1844 without Christ's return, Miller's followers entered what they called the "tarrying time". In August 1844, at a camp meeting at Exeter, New Hampshire, a preacher named Samuel S. Snow argued from the Day of Atonement in Leviticus 16 that the 2,300 days would end on the tenth day of the seventh Jewish month, which he calculated as 22 October 1844.`,
        `The "seventh-month movement" spread with astonishing speed. Farmers left potatoes in the ground and crops unharvested, shopkeepers closed their businesses, and believers paid debts and sought out old enemies to make peace. Papers printed their last issues. Miller himself accepted the date only in early October.`,
      ),
      q(
        `Our fondest hopes and expectations were blasted, and such a spirit of weeping came over us as I never experienced before. We wept, and wept, till the day dawn.`,
        'Hiram Edson, recalling 22 October 1844 in a later manuscript',
        'Black',
      ),
      t(
        `## The morning after
The day passed. Believers faced ridicule from neighbours and expulsion from churches, and many were left in real hardship after giving away their savings. Most of the movement broke into groups. Some set new dates; some gave up faith altogether; the largest group, led by Himes and others, formed what became the Advent Christian churches.`,
        `A small minority kept the date but re-examined the event. On the morning of 23 October Hiram Edson, a farmer of Port Gibson, New York, was crossing a cornfield with a friend when, he later wrote, he became convinced that the "sanctuary" of Daniel 8:14 was in heaven and that Christ had begun a new phase of his ministry there rather than coming to the earth. With O. R. L. Crosier and Franklin Hahn he studied the subject, and Crosier published their conclusions in 1846.`,
      ),
      photo(
        'Exeter, New Hampshire, where the date of 22 October was first proclaimed at a camp meeting in August 1844.',
      ),
      t(
        `That reinterpretation, joined with the seventh-day Sabbath and the visions of Ellen Harmon, became the foundation of the group later known as Seventh-day Adventists. For them the disappointment was not the end of the Advent hope but the start of a long work of study and mission.`,
      ),
    ],
    footnotes: [
      "Snow's date followed the Karaite Jewish calendar rather than the rabbinic calendar.",
      'Estimates of the number of Millerites range from about 50,000 to more than 100,000.',
    ],
    further: [
      'George R. Knight, *Millennial Fever and the End of the World* (1993).',
      'Ronald L. Numbers and Jonathan M. Butler (eds.), *The Disappointed* (1987).',
    ],
  },
  {
    ...common,
    uid: 'joseph-bates-and-the-sabbath',
    title: 'Joseph Bates and the Sabbath',
    date: '2025-10-06',
    author: 'grace-tanaka',
    art: 'map',
    priority: 75,
    meta: 'The sea captain and reformer who carried the seventh-day Sabbath to the scattered Adventist believers.',
    people: ['joseph-bates', 'frederick-wheeler', 'james-white'],
    places: ['fairhaven', 'washington-new-hampshire'],
    reads: ['the-washington-new-hampshire-church', 'james-and-ellen-white'],
    keywords: ['bates', 'sabbath', 'fairhaven'],
    body: [
      t(
        `Joseph Bates was born on 8 July 1792 in Rochester, Massachusetts, and grew up in the whaling town of Fairhaven. He went to sea as a cabin boy at fifteen. In 1810 he was pressed into the British navy, and when war broke out between Britain and the United States he refused to fight against his own country and spent the rest of the war as a prisoner, much of it in Dartmoor prison in Devon. Released in 1815, he rose to become a ship's captain.`,
        `At sea he gave up spirits, then wine, then tobacco, and finally tea and coffee, and he ran his ships without alcohol or swearing. He retired in 1828 with a modest fortune and devoted himself to reform: temperance, the abolition of slavery and, from 1839, the Advent message of William Miller.`,
      ),
      t(
        `## A tract and a journey
Early in 1845 Bates read an article by the Adventist minister T. M. Preble arguing that Christians should keep the seventh day. He travelled to Washington, New Hampshire, where a group of Adventists had been keeping the Sabbath since 1844, and became convinced. Returning home, he met a friend on the bridge between New Bedford and Fairhaven who asked him for the news. "The news is that the seventh day is the Sabbath," Bates replied, according to the account he later told.`,
        `In 1846 he published *The Seventh Day Sabbath, a Perpetual Sign*, paying for it largely from his remaining savings. The tract persuaded James and Ellen White, and in the years that followed Bates travelled constantly, often on foot, to find scattered believers and teach them.`,
      ),
      q(
        `The seventh day is the Sabbath.`,
        "Joseph Bates's reply to a friend on the Fairhaven bridge, as he recounted it",
        'Grey',
      ),
      photo('The bridge between New Bedford and Fairhaven across the Acushnet River.', 'map'),
      t(
        `Bates chaired the 1860 meeting at which the name "Seventh-day Adventist" was chosen, and he was the first president of the Michigan Conference in 1861. He died on 19 March 1872 at Monterey, Michigan. James White called him the "real founder" of the Sabbath movement among Adventists, and his lifelong health reforms anticipated the movement's later emphasis on healthful living.`,
      ),
      t(
        `Bates was also a pioneer of the practical side of Adventist life. He organised conferences of believers in the late 1840s, wrote on prophecy and, at a time when few did so, linked personal health with faithfulness to God.`,
      ),
    ],
    further: [
      'Joseph Bates, *The Autobiography of Elder Joseph Bates* (1868).',
      'George R. Knight, *Joseph Bates: The Real Founder of Seventh-day Adventism* (2004).',
    ],
  },
  {
    ...common,
    uid: 'james-and-ellen-white',
    title: 'James and Ellen White',
    date: '2025-10-08',
    author: 'ruth-andersson',
    art: 'window',
    priority: 80,
    video: 'From Gorham to Elmshaven',
    meta: 'A young preacher and a visionary from Maine who built a church out of a disappointed remnant.',
    people: ['ellen-white', 'james-white'],
    places: ['gorham', 'battle-creek', 'portland'],
    reads: [
      'joseph-bates-and-the-sabbath',
      'the-founding-of-the-general-conference',
      'john-harvey-kellogg-and-battle-creek',
    ],
    keywords: ['white', 'ellen', 'james'],
    products: ['the-great-controversy-paperback', 'pioneers-biography-set'],
    body: [
      t(
        `Ellen Gould Harmon was born on 26 November 1827 at Gorham, Maine, one of twins in a family of eight children, and grew up in Portland. At the age of nine she was struck in the face by a stone thrown by a schoolmate and was so badly injured that her formal schooling ended. Her family, Methodists, accepted Miller's message in the early 1840s and were expelled from their church for it.`,
        `In December 1844, weeks after the disappointment, she had the first of many visions, in which she saw the Advent people travelling a narrow path toward the city of God. Frail and shy, she began, with great reluctance, to tell others what she had seen.`,
      ),
      t(
        `## A partnership
James Springer White, born on 4 August 1821 at Palmyra, Maine, was a schoolteacher and Millerite preacher. The two married on 30 August 1846 and soon accepted the seventh-day Sabbath through Joseph Bates. They were poor, often ill and constantly travelling. In July 1849 James began a small paper, *The Present Truth*, and in 1850 the *Second Advent Review and Sabbath Herald*, which became the voice of the movement. In 1855 they moved with the publishing work to Battle Creek, Michigan.`,
        `James was a driving organiser, three times president of the General Conference and founder of publishing houses, a college and a health institute. He died on 6 August 1881. Ellen lived for another thirty-four years, travelling to Europe from 1885 to 1887 and to Australia from 1891 to 1900, where she helped found a college at Cooranbong.`,
      ),
      q(
        `We have nothing to fear for the future, except as we shall forget the way the Lord has led us, and His teaching in our past history.`,
        'Ellen G. White, "Life Sketches", 1915',
        'Light',
      ),
      t(
        `Her writings, including *Steps to Christ* (1892), *The Desire of Ages* (1898) and *The Great Controversy*, have been translated into many languages. Seventh-day Adventists regard her as a messenger with a prophetic gift, always subordinate to Scripture. She died at her home, Elmshaven, near St Helena, California, on 16 July 1915.`,
      ),
      photo(
        'Battle Creek in the 1860s: the Review and Herald office, the tabernacle and the homes of the early leaders stood within a few streets.',
        'window',
      ),
    ],
    footnotes: [
      'The *Review and Herald* first appeared in Paris, Maine, in November 1850 and moved to Rochester, New York, in 1852.',
    ],
    further: [
      'Arthur L. White, *Ellen G. White* (six volumes, 1981–1986).',
      'Gerald Wheeler, *James White: Innovator and Overcomer* (2003).',
    ],
  },
  {
    ...common,
    uid: 'j-n-andrews-first-missionary',
    title: 'J. N. Andrews, the First Missionary',
    date: '2025-10-10',
    author: 'jonas-weber',
    art: 'map',
    priority: 70,
    meta: 'The scholar from Maine who sailed for Switzerland in 1874 and started the Adventist work in Europe.',
    people: ['j-n-andrews', 'ellen-white'],
    places: ['basel', 'neuchatel'],
    reads: ['james-and-ellen-white', 'the-founding-of-the-general-conference'],
    keywords: ['andrews', 'basel', 'europe', 'switzerland'],
    body: [
      t(
        `John Nevins Andrews was born on 22 July 1829 at Poland, Maine. He accepted the Advent message as a boy, the Sabbath in 1845, and as a young man was one of the most careful students of Scripture among the Sabbath-keeping Adventists. He taught himself Greek, Hebrew and Latin and, according to a story often told about him, claimed he could reproduce the New Testament from memory. His *History of the Sabbath and of the First Day of the Week*, first published in 1862 and later much enlarged, was the movement's most scholarly book.`,
        `He served as president of the General Conference from 1867 to 1869. In 1872 his wife, Angeline, died of a stroke, leaving him with two children.`,
      ),
      t(
        `## Across the Atlantic
In 1874 the General Conference decided to send him to Europe, where a group of Sabbath-keepers in Switzerland, first reached through a former Polish priest named Michael Czechowski, had asked for help. Andrews sailed from Boston on 15 September 1874 with his son Charles, aged seventeen, and his daughter Mary, aged twelve, arriving in Switzerland in October.`,
        `He learned French, travelled between the small groups of believers, and in 1876 began publishing *Les Signes des Temps* from Basel. Money was scarce, and he lived so frugally that his health suffered. In 1878 Mary died of tuberculosis, a loss from which he never fully recovered.`,
      ),
      q(
        `We sent you the ablest man in all our ranks.`,
        'Ellen G. White to the believers in Switzerland, 1883',
        'Grey',
      ),
      photo('Basel on the Rhine, where Andrews set up the first Adventist press in Europe.', 'map'),
      t(
        `Andrews himself died of tuberculosis in Basel on 21 October 1883, aged fifty-four. Writing to the believers in Switzerland, Ellen White told them how much the church in America had given up in sending him. The work he started became the Adventist church in Europe, and Andrews University in Michigan, named after him in 1960, trains students from around the world.`,
      ),
      t(`## A scholar's mission
Andrews' approach set a pattern for later missionaries: learn the language, publish in it, and train local leaders rather than depend on workers from abroad. Within a few years of his arrival the believers in Switzerland, France, Germany and Italy were linked by a monthly paper, and the first European converts were themselves preaching and translating.`),
    ],
    further: ['Harry Leonard (ed.), *J. N. Andrews: The Man and the Mission* (1985).'],
  },
  {
    ...common,
    uid: 'john-harvey-kellogg-and-battle-creek',
    title: 'John Harvey Kellogg and Battle Creek',
    date: '2025-10-13',
    author: 'samuel-reyes',
    art: 'woodcut',
    priority: 70,
    meta: 'The surgeon, inventor and health reformer who made the Battle Creek Sanitarium famous, and his break with the church.',
    people: ['john-harvey-kellogg', 'ellen-white', 'james-white'],
    places: ['battle-creek'],
    reads: ['james-and-ellen-white'],
    keywords: ['kellogg', 'battle creek', 'sanitarium', 'health'],
    body: [
      t(
        `John Harvey Kellogg was born on 26 February 1852 at Tyrone, Michigan, and grew up in Battle Creek, where his father was one of the early Sabbath-keeping Adventists. As a boy he set type in the Review and Herald office. James and Ellen White took an interest in him and, with the church's help, he trained in medicine, graduating from Bellevue Hospital Medical College in New York in 1875.`,
        `In 1876, at the age of twenty-four, he became superintendent of the Western Health Reform Institute, which the Adventists had opened in Battle Creek in 1866. He renamed it the Battle Creek Medical and Surgical Sanitarium and turned a small water-cure home into one of the best-known health institutions in the world.`,
      ),
      t(
        `## The "San"
Kellogg combined surgery, of which he was a skilled practitioner, with a regime of hydrotherapy, exercise, fresh air, sunlight and a vegetarian diet. Presidents, industrialists and celebrities came as guests. He trained nurses and doctors, wrote dozens of books and edited health journals. Looking for healthier foods for his patients, he and his younger brother Will Keith Kellogg developed flaked cereals in the 1890s; Will later founded the cereal company that bears the family name.`,
        `On 18 February 1902 the main sanitarium building burned down. Kellogg rebuilt on a grander scale, but the project strained relations with church leaders, who were already uneasy about his independence.`,
      ),
      q(
        `Beloved, I wish above all things that thou mayest prosper and be in health, even as thy soul prospereth.`,
        '3 John 2 (KJV), a text often quoted by the Adventist health reformers',
        'Light',
      ),
      photo(
        'The rebuilt Battle Creek Sanitarium, opened in 1903, could receive well over a thousand guests.',
      ),
      t(
        `A book Kellogg published in 1903, *The Living Temple*, was criticised by Ellen White and others for presenting God in terms close to pantheism. The dispute over theology and over control of the medical institutions ended with Kellogg being dropped from membership of the Battle Creek Tabernacle in 1907. He continued to run the sanitarium until the 1930s and died on 14 December 1943.`,
      ),
      t(
        `Kellogg remains a complicated figure. Historians credit him with real advances in nursing education, public health and preventive medicine, and note his generosity: he and his wife raised dozens of foster children. They also record his support for eugenics and his difficulty accepting any authority but his own.`,
      ),
    ],
    further: [
      'Richard W. Schwarz, *John Harvey Kellogg, M.D.* (1970).',
      'Brian C. Wilson, *Dr. John Harvey Kellogg and the Religion of Biologic Living* (2014).',
    ],
  },
  {
    ...common,
    uid: 'the-washington-new-hampshire-church',
    title: 'The Church at Washington, New Hampshire',
    date: '2025-10-15',
    author: 'samuel-reyes',
    art: 'woodcut',
    priority: 75,
    video: 'A meetinghouse in the hills',
    meta: 'A wooden meetinghouse in the New Hampshire hills where Adventists first kept the seventh-day Sabbath.',
    people: ['rachel-oakes-preston', 'frederick-wheeler', 'joseph-bates'],
    places: ['washington-new-hampshire'],
    reads: ['joseph-bates-and-the-sabbath', 'the-great-disappointment'],
    keywords: ['washington', 'sabbath', 'new hampshire'],
    body: [
      t(
        `In the hills of south-western New Hampshire, a few miles from the village of Washington, stands a white wooden meetinghouse built in 1842 by a congregation of the Christian Brethren. Many of its members accepted Miller's message in the early 1840s. In 1843 a Seventh Day Baptist widow named Rachel Oakes, later Rachel Preston, came to live in the area with her daughter, who taught the local school.`,
        `Rachel Oakes shared the Adventists' hope but challenged them on another point: if they took the Bible so seriously, why did they not keep the seventh day, as the fourth commandment required? Her persistence bore fruit.`,
      ),
      t(
        `## The first Sabbath-keeping Adventists
Frederick Wheeler, a Methodist minister who preached to the Adventists there, is said to have begun keeping the Sabbath in March 1844 after a conversation with her, and several members of the Farnsworth family soon followed. By the time of the disappointment in October a small group in Washington was keeping the seventh day. They are remembered as the first Sabbath-keeping Adventist congregation.`,
        `In 1845 Joseph Bates travelled there after reading about the Sabbath and returned to Massachusetts convinced. Through Bates the Sabbath reached the small circles of believers who were rethinking the meaning of 1844, among them James White and Ellen Harmon.`,
      ),
      q(`Remember the sabbath day, to keep it holy.`, 'Exodus 20:8 (KJV)', 'Light'),
      photo('The 1842 meetinghouse, its box pews and simple pulpit still in place.'),
      t(
        `The meetinghouse has survived almost unchanged. Its plain interior, high windows and small cemetery, where several early members are buried, make it one of the most visited places in Adventist history. Services are still held there on summer Sabbaths, and groups come from around the world to sit in the old pews and hear the story of a determined widow and a congregation willing to change its mind.`,
        `The story is also a reminder of the Seventh Day Baptists, whose witness to the seventh-day Sabbath in England and America reached back to the seventeenth century and prepared the way for the Adventist Sabbath-keepers.`,
      ),
      t(
        `Visitors who make the journey today usually arrive along narrow roads through maple woods, and find the building much as the early members left it.`,
      ),
    ],
    further: ['Arthur W. Spalding, *Origin and History of Seventh-day Adventists*, vol. 1 (1961).'],
  },
];
