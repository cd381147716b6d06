import { type ArticleSpec, photo, q, t } from './article-spec';

/** Season two: the awakenings and the organisation of the church. */
export const awakeningReads: ArticleSpec[] = [
  {
    uid: 'the-great-awakening',
    title: 'The Great Awakening',
    season: 2,
    cats: ['adventist-pioneers'],
    date: '2025-10-17',
    author: 'grace-tanaka',
    art: 'window',
    priority: 70,
    products: ['season-2-dvd'],
    meta: 'Jonathan Edwards, George Whitefield and the revival that swept the American colonies in the 1730s and 1740s.',
    people: ['jonathan-edwards', 'george-whitefield'],
    places: ['northampton', 'boston', 'philadelphia'],
    reads: ['john-and-charles-wesley', 'the-second-great-awakening'],
    keywords: ['awakening', 'whitefield', 'edwards'],
    body: [
      t(
        `In 1734 and 1735 the town of Northampton, Massachusetts, experienced a revival under its minister Jonathan Edwards, one of the most gifted theologians America has produced. Edwards described it in *A Faithful Narrative of the Surprising Work of God*, published in 1737, which was read on both sides of the Atlantic. Similar awakenings had stirred Dutch Reformed congregations in New Jersey under Theodorus Frelinghuysen and Presbyterian ones under the Tennent family.`,
        `These local stirrings became a continental movement with the arrival of George Whitefield, a young Anglican clergyman and friend of the Wesleys, born in Gloucester in 1714.`,
      ),
      t(
        `## The Grand Itinerant
Whitefield landed in America in 1739 and over the next year preached from Georgia to New England, often outdoors, to crowds that no building could hold. On Boston Common in October 1740 he addressed a crowd estimated at over twenty thousand. Benjamin Franklin, who heard him in Philadelphia and was no convert, calculated that his voice could be heard by thirty thousand people in the open air, and he became Whitefield's friend and printer.`,
        `In July 1741 Edwards preached his sermon "Sinners in the Hands of an Angry God" at Enfield, Connecticut, today his best-known work, though most of his preaching was gentler and dwelt on the beauty of God.`,
      ),
      q(
        `The God that holds you over the pit of hell, much as one holds a spider, or some loathsome insect, over the fire, abhors you.`,
        'Jonathan Edwards, "Sinners in the Hands of an Angry God", Enfield, 8 July 1741',
        'Black',
      ),
      t(
        `The Awakening divided churches into "New Lights", who welcomed it, and "Old Lights", who distrusted its emotion. It also led to the founding of colleges to train ministers, among them the College of New Jersey, later Princeton, in 1746. It brought many enslaved and free Black Americans into the churches and encouraged ordinary people to judge preachers for themselves, a habit with political consequences a generation later.`,
        `Whitefield crossed the Atlantic thirteen times and died at Newburyport, Massachusetts, on 30 September 1770, where he is buried beneath the pulpit of the Old South Presbyterian Church.`,
      ),
      photo(
        'Open-air preaching drew farmers, merchants and servants who had never heard a sermon outside their own parish.',
        'window',
      ),
      t(
        `The revival's legacy was long. It gave American Protestants a shared language of conversion and a habit of crossing denominational lines, and it prepared the ground for the larger awakening that followed two generations later.`,
      ),
    ],
    further: [
      'George M. Marsden, *Jonathan Edwards: A Life* (2003).',
      'Thomas S. Kidd, *The Great Awakening* (2007).',
    ],
  },
  {
    uid: 'the-second-great-awakening',
    title: 'The Second Great Awakening',
    season: 2,
    cats: ['adventist-pioneers'],
    date: '2025-10-20',
    author: 'hannah-keller',
    art: 'map',
    priority: 70,
    products: ['season-2-dvd'],
    meta: 'Camp meetings, circuit riders and reform societies: the revival that prepared the ground for the Advent movement.',
    people: ['barton-stone', 'charles-finney', 'francis-asbury'],
    places: ['cane-ridge', 'rochester'],
    reads: ['the-great-awakening', 'william-miller-the-farmer-preacher'],
    keywords: ['awakening', 'cane ridge', 'finney', 'camp meeting'],
    body: [
      t(
        `At the turn of the nineteenth century a new wave of revival spread across the young United States. In New England it began quietly in colleges and parishes; at Yale, the president Timothy Dwight led a revival among students in 1802. On the frontier it took a louder form. In August 1801 a communion gathering at Cane Ridge, Kentucky, hosted by the Presbyterian minister Barton W. Stone, drew somewhere between ten and twenty thousand people for almost a week of preaching, singing and prayer.`,
        `Cane Ridge became the model for the camp meeting, which Methodists in particular adopted and spread across the frontier.`,
      ),
      t(`## Circuit riders and the burned-over district
The Methodists grew fastest of all. Under Bishop Francis Asbury, who himself rode some 270,000 miles, young circuit riders carried the gospel from cabin to cabin. Baptists, with farmer-preachers who needed no college training, grew almost as quickly. In western New York so many revivals swept the same towns that the region was called the "burned-over district". There, from 1825, the lawyer-turned-evangelist Charles Finney introduced "new measures" such as protracted meetings and the "anxious bench", culminating in a revival at Rochester in 1830 and 1831.`),
      q(
        `Religion is the work of man. It is something for man to do.`,
        'Charles G. Finney, "Lectures on Revivals of Religion", 1835',
        'Grey',
      ),
      t(
        `The Awakening produced a great network of voluntary societies: the American Bible Society in 1816, tract, Sunday school and missionary societies, and movements for temperance and the abolition of slavery. It also encouraged a lively expectation about the future. Many believed the world was about to be transformed, whether gradually through reform or suddenly through Christ's return.`,
        `The same burned-over district and the same habits of Bible reading, camp meetings and itinerant preaching gave William Miller his audience in the late 1830s. Many of the first Adventists came from the Methodist, Baptist and Christian Connexion churches shaped by this revival.`,
      ),
      photo(
        'Camp meetings gathered families for days at a time in forest clearings, with tents in rings around a preaching stand.',
        'map',
      ),
      t(`## Women and the revival
Women formed the majority of converts and of the members of the new reform societies. They organised prayer meetings, raised money for missions and, in some groups, preached. Their experience in these societies later fed into the campaigns against slavery and for women's rights, and prepared many of the women who joined the Advent movement.`),
    ],
    further: [
      'Nathan O. Hatch, *The Democratization of American Christianity* (1989).',
      'Whitney R. Cross, *The Burned-over District* (1950).',
    ],
  },
  {
    uid: 'the-founding-of-the-general-conference',
    title: 'The Founding of the General Conference',
    season: 2,
    cats: ['adventist-pioneers'],
    date: '2025-10-22',
    author: 'ruth-andersson',
    art: 'scroll',
    priority: 65,
    products: ['season-2-dvd', 'pioneers-biography-set'],
    meta: 'How scattered Sabbath-keeping Adventists chose a name and organised a church in Battle Creek in 1863.',
    people: ['james-white', 'john-byington', 'joseph-bates'],
    places: ['battle-creek'],
    reads: ['james-and-ellen-white', 'j-n-andrews-first-missionary'],
    keywords: ['general conference', '1863', 'battle creek', 'organization'],
    body: [
      t(
        `For almost twenty years after 1844 the Sabbath-keeping Adventists avoided formal organisation. Many had been expelled from their churches for their beliefs, and they associated church structures with the "Babylon" they had been called out of. They met in homes, supported travelling preachers informally and owned no property as a body.`,
        `By the late 1850s this arrangement was causing real problems. The publishing office in Battle Creek was legally in James White's name. There was no way to ordain ministers in an orderly way, pay them fairly, or protect congregations from self-appointed preachers.`,
      ),
      t(`## Choosing a name
James White campaigned for organisation through the pages of the *Review and Herald*, against strong opposition from those who feared it. In 1860 a conference in Battle Creek agreed to incorporate the publishing work and, on 1 October, chose the name "Seventh-day Adventist", which expressed both the Sabbath and the expectation of Christ's coming. The Seventh-day Adventist Publishing Association was incorporated the next year, and in October 1861 the Michigan Conference was formed, the first of the state conferences.`),
      q(
        `We, the undersigned, hereby associate ourselves together, as a church, taking the name Seventh-day Adventists, covenanting to keep the commandments of God, and the faith of Jesus Christ.`,
        'The church covenant recommended by the Battle Creek conference, October 1861',
        'Light',
      ),
      t(
        `On 20 May 1863 twenty delegates from six state conferences met in Battle Creek and organised the General Conference of Seventh-day Adventists. They adopted a constitution and elected John Byington, a farmer and former Methodist preacher from New York, as the first president after James White declined the office. The new church had about 3,500 members in some 125 congregations.`,
        `The structure proved flexible enough to grow. Within a decade the church was running a health institute, a college and an overseas mission, and by the early twentieth century it was organised into divisions and unions on several continents.`,
      ),
      photo(
        "The simple meeting rooms of Battle Creek served as the church's headquarters until 1903.",
        'scroll',
      ),
      t(`## Why it mattered
The founders were wary of creeds and hierarchies, and they kept the structure lean: conferences elected their own officers, and delegates, not a single leader, made decisions. Looking back, many Adventist historians see 1863 as the point at which a scattered group of believers became a church capable of worldwide mission, without losing its sense of being a movement.`),
    ],
    footnotes: [
      'The General Conference headquarters moved from Battle Creek to Washington, D.C., in 1903.',
    ],
    further: [
      'Andrew G. Mustard, *James White and SDA Organization* (1988).',
      'George R. Knight, *Organizing for Mission and Growth* (2006).',
    ],
  },
];
