import { e, section } from './event-entry';

export const EVENTS_S2 = [
  ...section('great-awakenings', [
    e(
      'northampton-revival',
      'The Northampton revival',
      '1734',
      '1735',
      'jonathan-edwards | | season2-historical-milestones',
      `In the winter of 1734 a series of sermons on justification by faith by Jonathan Edwards, pastor at Northampton, Massachusetts, was followed by an unusual seriousness in the town.

Within months some three hundred people professed conversion. Edwards described the events in A Faithful Narrative of the Surprising Work of God, published in 1737, which was read in Britain and America and helped prepare for the wider awakening.`,
    ),
    e(
      'whitefields-american-tour',
      "Whitefield's American tour",
      '1739',
      '1740',
      'george-whitefield jonathan-edwards | | season2-historical-milestones',
      `George Whitefield landed in America in late 1739 and over the next year preached from Georgia to New England. In Philadelphia Benjamin Franklin calculated that his voice could be heard by thirty thousand people.

In October 1740 he preached at Northampton, where Jonathan Edwards wept during the sermon. The tour turned scattered local revivals into the Great Awakening. His friendship with Franklin lasted for the rest of his life.`,
      { main: true },
    ),
    e(
      'sinners-in-the-hands-of-an-angry-god',
      'Sinners in the Hands of an Angry God',
      '1741-07-08',
      null,
      'jonathan-edwards | | season2-historical-milestones',
      `On 8 July 1741 Jonathan Edwards preached at Enfield, Connecticut, on a verse from Deuteronomy about the foot that slides in due time.

His calm delivery of vivid images of human danger and divine mercy led to cries from the congregation that interrupted the sermon. Printed soon after, it became the best-known sermon of the Great Awakening. It is still widely studied in American literature classes.`,
    ),
    e(
      'cane-ridge-camp-meeting',
      'The Cane Ridge camp meeting',
      '1801',
      null,
      '| | season2-historical-milestones',
      `In August 1801 a communion gathering at the Cane Ridge meeting house in Bourbon County, Kentucky, drew a crowd estimated at ten to twenty thousand people.

Presbyterian, Methodist and Baptist preachers spoke from stumps and wagons for nearly a week. Cane Ridge became a symbol of the Second Great Awakening and made the camp meeting a feature of American religion, later used by the Millerites.`,
    ),
    e(
      'rochester-revival',
      'The Rochester revival',
      '1830',
      '1831',
      '| | season2-historical-milestones',
      `From September 1830 to March 1831 the lawyer turned evangelist Charles Finney led meetings in Rochester, New York, a boom town on the Erie Canal.

Shopkeepers closed their businesses for prayer, and church membership rose sharply. Finney's "new measures", such as the anxious bench, spread through western New York, the region later called the burned-over district because of its many revivals. Finney later became president of Oberlin College.`,
    ),
  ]),
  ...section('the-advent-awakening', [
    e(
      'william-millers-conversion',
      "William Miller's conversion",
      '1816',
      null,
      'william-miller | low-hampton | season2-people',
      `William Miller returned to Low Hampton after serving as a captain in the War of 1812. A deist in his youth, he was troubled by questions of death and eternity.

In 1816, while reading a sermon in church, he was moved by thoughts of a Saviour and committed himself to Christ. Challenged by a friend, he set out to study the Bible for himself with only a concordance.`,
    ),
    e(
      'miller-concludes-his-bible-study',
      'Miller concludes his Bible study',
      '1818',
      null,
      'william-miller | low-hampton | season2-people',
      `After two years of verse-by-verse study, William Miller concluded in 1818 that the prophecy of Daniel 8:14, "unto two thousand and three hundred days; then shall the sanctuary be cleansed", pointed to the return of Christ about 1843.

He spent the next five years checking his conclusions against objections, and for years more hesitated to speak publicly. He later described this conviction as a burden he could not shake off.`,
    ),
    e(
      'miller-preaches-his-first-sermon',
      'Miller preaches his first sermon',
      '1831',
      null,
      'william-miller | low-hampton | season2-episodes season2-people',
      `In August 1831 William Miller's nephew asked him to speak in the Baptist church at Dresden, New York, about the second coming. Miller had promised God that he would go if invited.

The week of meetings that followed led to several conversions, and invitations multiplied. He received a Baptist preaching licence in 1833 and published his lectures in 1836. He preached in hundreds of towns over the following decade.`,
      { main: true },
    ),
    e(
      'first-general-conference-of-adventists',
      'First general conference of Adventists',
      '1840-10-14',
      '1840-10-15',
      'joshua-himes william-miller | | season2-historical-milestones',
      `On 14 and 15 October 1840 believers in Christ's soon return met at the Chardon Street Chapel in Boston at the call of Joshua V. Himes. Miller himself was ill and could not attend.

The conference published an address to the public and its proceedings. It was the first of sixteen such conferences that organised the growing Advent movement. Delegates came from several denominations.`,
    ),
    e(
      'signs-of-the-times-launched',
      'Signs of the Times launched',
      '1840',
      null,
      'joshua-himes william-miller | | season2-historical-milestones',
      `In 1840 Joshua V. Himes began publishing Signs of the Times in Boston to spread William Miller's message.

Himes went on to found the Midnight Cry in New York in 1842 and to distribute millions of pieces of literature. Advent papers, charts and tracts carried the message far beyond the places where lecturers could travel. Millerite papers were published in several cities, and some were read as far away as Britain.`,
    ),
    e(
      'exeter-camp-meeting',
      'The Exeter camp meeting',
      '1844-08-12',
      '1844-08-17',
      '| | season2-historical-milestones',
      `At a camp meeting at Exeter, New Hampshire, in August 1844, Samuel S. Snow presented his conclusion that the prophetic period of Daniel 8:14 would end on the Jewish Day of Atonement, the tenth day of the seventh month, which he calculated as 22 October 1844.

The "seventh-month movement" spread rapidly, and many farmers left their crops unharvested. Miller himself accepted the date only a few weeks before it arrived.`,
    ),
    e(
      'the-great-disappointment',
      'The Great Disappointment',
      '1844-10-22',
      null,
      'william-miller hiram-edson joseph-bates | low-hampton port-gibson | season2-historical-milestones',
      `Tens of thousands of Adventists waited on 22 October 1844 for the return of Christ. Many had settled their debts, confessed their wrongs and given away property.

When the day passed, the disappointment was bitter. Hiram Edson wrote that they wept until the day dawned. Some abandoned their faith, others set new dates, and a small group began to restudy the prophecy.`,
      { main: true, products: ['pioneers-biography-set'] },
    ),
  ]),
  ...section('sabbath-and-sanctuary', [
    e(
      'washington-church-keeps-the-sabbath',
      'The Washington church keeps the Sabbath',
      '1844',
      null,
      'rachel-oakes-preston | washington-new-hampshire | season2-pioneer-stories',
      `In 1844 Rachel Oakes, a Seventh Day Baptist, challenged the Adventist congregation at Washington, New Hampshire, to keep all of God's commandments, including the seventh-day Sabbath.

The Methodist-Adventist preacher Frederick Wheeler and several families of the church began to observe it. The Washington meeting house is remembered as the first Sabbath-keeping Adventist church. Rachel Oakes herself later accepted the Advent message, and T. M. Preble, a minister who had preached in the area, wrote on the Sabbath in 1845.`,
      { main: true },
    ),
    e(
      'hiram-edsons-cornfield',
      "Hiram Edson's cornfield",
      '1844-10-23',
      null,
      'hiram-edson | port-gibson | season2-pioneer-stories',
      `On the morning of 23 October 1844, after a night of prayer, Hiram Edson and a friend set out across a cornfield near Port Gibson, New York, to encourage other believers.

Edson later wrote that he saw clearly that Christ had entered the second apartment of the heavenly sanctuary on that day to begin a new work, rather than coming to earth. Bible study with O. R. L. Crosier and F. B. Hahn developed this idea.`,
    ),
    e(
      'ellen-harmons-first-vision',
      "Ellen Harmon's first vision",
      '1844',
      null,
      'ellen-white | | season2-pioneer-stories',
      `In December 1844, while praying with four other women in Portland, Maine, seventeen-year-old Ellen Harmon reported a vision of the Advent people travelling on a narrow path towards the city of God.

She was frail and had little schooling, but she began to share what she had seen with groups of disappointed believers across New England. Her family had been put out of the Methodist church in 1843 because of their Adventist views.`,
    ),
    e(
      'bates-publishes-on-the-sabbath',
      'Joseph Bates publishes on the Sabbath',
      '1846',
      null,
      'joseph-bates | | season2-pioneer-stories',
      `Joseph Bates accepted the seventh-day Sabbath in 1845 after reading an article by T. M. Preble. He travelled to Washington, New Hampshire, to study with the believers there.

In August 1846 he published a forty-eight-page tract, The Seventh Day Sabbath, a Perpetual Sign. It persuaded James and Ellen White, who began keeping the Sabbath that autumn. Bates paid for the printing with the last of his savings.`,
    ),
    e(
      'james-white-marries-ellen-harmon',
      'James White marries Ellen Harmon',
      '1846-08-30',
      null,
      'james-white ellen-white | | season2-people',
      `On 30 August 1846 James White and Ellen Harmon were married by a justice of the peace in Portland, Maine. They had little money and no home of their own.

They had met while travelling to encourage Adventist believers and decided that their work would be easier together. Their partnership in preaching, writing and publishing lasted until James's death in 1881. Four sons were born to them, two of whom died young.`,
    ),
    e(
      'present-truth-first-issue',
      'Present Truth, the first issue',
      '1849',
      null,
      'james-white | | season2-historical-milestones',
      `In July 1849, at Middletown, Connecticut, James White printed the first issue of a small paper called Present Truth. He carried the copies to the post office in a carpetbag.

Eleven issues followed. In 1850 the paper merged into the Second Advent Review and Sabbath Herald, the forerunner of the Adventist Review that is still published. It was sent free to anyone who asked.`,
    ),
  ]),
  ...section('organising-a-church', [
    e(
      'review-and-herald-founded',
      'The Review and Herald founded',
      '1850',
      null,
      'james-white | | season2-historical-milestones',
      `In November 1850 James White published the first issue of the Second Advent Review and Sabbath Herald at Paris, Maine.

The paper moved with its editors to Saratoga Springs, Rochester and finally Battle Creek. For decades it linked scattered Sabbath-keeping believers, carried their letters and reports, and set out their understanding of the Bible. It was printed on credit and sent free to those who could not pay.`,
    ),
    e(
      'move-to-battle-creek',
      'The move to Battle Creek',
      '1855',
      null,
      'james-white ellen-white | battle-creek | season2-historical-milestones',
      `In 1855 believers in Michigan offered to build a printing office for the Review and Herald in Battle Creek, and the Whites moved there from Rochester.

The small city became the centre of Sabbatarian Adventist work. Its printing house, church, health institute and college made Battle Creek the movement's headquarters for nearly fifty years. The first Review and Herald building there was a two-storey wooden office.`,
    ),
    e(
      'lovetts-grove-vision',
      "The Lovett's Grove vision",
      '1858-03-14',
      null,
      'ellen-white james-white | | season2-pioneer-stories',
      `On 14 March 1858, at a funeral service in a schoolhouse at Lovett's Grove, Ohio, Ellen White reported a two-hour vision of the long conflict between Christ and Satan from the fall of Lucifer to the end of time.

She began writing it out that year. The first volume of Spiritual Gifts appeared in 1858, and the theme grew into her book The Great Controversy.`,
      { products: ['the-great-controversy-paperback'] },
    ),
    e(
      'name-seventh-day-adventist-adopted',
      'The name "Seventh-day Adventist" adopted',
      '1860-10-01',
      null,
      'james-white | battle-creek | season2-historical-milestones',
      `At a conference in Battle Creek in the autumn of 1860, delegates debated the need to organise legally so that the publishing house could be owned by an association.

On 1 October 1860 they chose the name Seventh-day Adventist, expressing two of their central beliefs: the seventh-day Sabbath and the soon return of Christ. The Seventh-day Adventist Publishing Association was incorporated the following year.`,
    ),
    e(
      'general-conference-organised',
      'The General Conference organised',
      '1863-05-20',
      '1863-05-23',
      'john-byington james-white uriah-smith j-n-andrews | battle-creek | season2-historical-milestones',
      `From 20 to 23 May 1863 twenty delegates from six state conferences met in Battle Creek and organised the General Conference of Seventh-day Adventists.

They adopted a constitution and elected John Byington as president after James White declined the post. Uriah Smith became secretary. The church then had about 3,500 members. State conferences and local churches were organised on the same pattern. The structure of local, regional and general bodies remains in use.`,
      { main: true },
    ),
  ]),
  ...section('health-education-and-mission', [
    e(
      'otsego-health-vision',
      'The Otsego health vision',
      '1863-06-06',
      null,
      'ellen-white | | season2-pioneer-stories',
      `On 6 June 1863, two weeks after the General Conference was organised, Ellen White reported a vision at Otsego, Michigan, on the connection between physical health and spiritual life.

She urged a simple diet without meat, the avoidance of alcohol, tobacco and tea, fresh air, exercise and the use of water in treating illness. Health reform became a lasting feature of Adventist life.`,
    ),
    e(
      'western-health-reform-institute-opens',
      'The Western Health Reform Institute opens',
      '1866-09-05',
      null,
      'ellen-white john-harvey-kellogg | battle-creek | season2-historical-milestones',
      `On 5 September 1866 the Western Health Reform Institute opened in a farmhouse in Battle Creek with two doctors and a single patient.

Under John Harvey Kellogg, who became its director ten years later, it grew into the Battle Creek Sanitarium, which treated thousands of patients a year, including well-known figures from across America. It was the first of many Adventist medical institutions.`,
    ),
    e(
      'andrews-sails-for-europe',
      'J. N. Andrews sails for Europe',
      '1874-09-15',
      null,
      'j-n-andrews | | season2-people',
      `On 15 September 1874 J. N. Andrews, a widower, sailed from Boston with his two children, Charles and Mary, as the first official overseas missionary of the Seventh-day Adventist Church.

Settling in Switzerland, he worked with believers who had accepted the Sabbath there and began the French paper Les Signes des Temps in Basel in 1876. His grave is in the Wolfgottesacker cemetery in Basel.`,
    ),
    e(
      'battle-creek-college-opens',
      'Battle Creek College opens',
      '1874',
      null,
      'james-white | battle-creek | season2-historical-milestones',
      `In 1874 the Seventh-day Adventist Church opened its first college in Battle Creek, with Sidney Brownsberger as president.

It aimed to train workers for the church's ministry and publishing. In 1901 the college moved to Berrien Springs, Michigan, and became Emmanuel Missionary College, later Andrews University, named after J. N. Andrews. It was the first of what became a worldwide network of Adventist schools and universities. Goodloe Harper Bell, a respected teacher, had prepared the way with a school in Battle Creek in 1868.`,
    ),
    e(
      'death-of-james-white',
      'Death of James White',
      '1881-08-06',
      null,
      'james-white ellen-white | battle-creek | season2-people',
      `James White died in Battle Creek on 6 August 1881, worn out by years of overwork, at the age of sixty.

He had founded the church's papers and publishing houses, led its organisation and served three terms as General Conference president. Ellen White continued their work alone for another thirty-four years. His funeral was held in the Dime Tabernacle, the large church he had helped to build. He was buried in Oak Hill Cemetery.`,
    ),
    e(
      'minneapolis-general-conference',
      'The Minneapolis General Conference',
      '1888',
      null,
      'ellen-white | | season2-historical-milestones',
      `At the General Conference session held in Minneapolis in October and November 1888, the young editors E. J. Waggoner and A. T. Jones presented the message of righteousness by faith in Christ.

Older leaders resisted what they saw as a threat to the importance of the law. Ellen White supported the emphasis on Christ, and the session became a turning point in Adventist thought.`,
    ),
    e(
      'ellen-white-in-australia',
      'Ellen White in Australia',
      '1891',
      '1900',
      'ellen-white | | season2-people',
      `At the request of the General Conference, Ellen White sailed for Australia in November 1891 and stayed nearly nine years.

She helped found the Avondale School for Christian Workers at Cooranbong, New South Wales, which opened in 1897, and wrote much of The Desire of Ages there. She returned to America in 1900 and settled at Elmshaven in California. The Avondale school is now Avondale University.`,
    ),
    e(
      'death-of-ellen-white',
      'Death of Ellen G. White',
      '1915-07-16',
      null,
      'ellen-white | | season2-people',
      `Ellen G. White died at her home, Elmshaven, near St Helena, California, on 16 July 1915, at the age of eighty-seven, after a fall in which she broke her hip.

She was buried beside her husband James in Oak Hill Cemetery, Battle Creek. The church she helped found then had about 136,000 members around the world. Her writings are still printed in many languages.`,
      { main: true, products: ['pioneers-biography-set'] },
    ),
  ]),
];
