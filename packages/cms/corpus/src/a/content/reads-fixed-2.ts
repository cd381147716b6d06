import { type ArticleSpec, photo, q, t } from './article-spec';

/** Fixed uids that old /reformation/... URLs redirect to (part 2). */
export const fixedReads2: ArticleSpec[] = [
  {
    uid: 'the-english-reformation',
    title: 'The English Reformation',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-17',
    author: 'hannah-keller',
    art: 'woodcut',
    priority: 90,
    video: 'Oxford: the place of the martyrs',
    meta: "From Henry VIII's break with Rome to the Elizabethan settlement, and the martyrs in between.",
    people: ['henry-viii', 'thomas-cranmer', 'hugh-latimer', 'nicholas-ridley', 'elizabeth-i'],
    places: ['oxford', 'london', 'canterbury'],
    reads: ['william-tyndale', 'the-puritans'],
    keywords: ['english', 'england', 'cranmer', 'oxford'],
    products: ['season-1-dvd', 'timeline-wall-chart'],
    body: [
      t(
        `England's Reformation began as a matter of state. Henry VIII wanted his marriage to Catherine of Aragon annulled, and when Pope Clement VII would not grant it, Parliament cut the church's ties to Rome. The Act of Supremacy of 1534 declared the king supreme head of the Church of England. Under Thomas Cromwell the monasteries were dissolved between 1536 and 1541, and in 1538 every parish was ordered to obtain an English Bible; the Great Bible of 1539, built on Tyndale's work, was the result.`,
        `Henry himself remained conservative in doctrine. It was under his son Edward VI, who reigned from 1547 to 1553, that Archbishop Thomas Cranmer introduced the Book of Common Prayer in 1549, revised it in a more Protestant direction in 1552, and drafted the Forty-Two Articles.`,
      ),
      t(`## Fire and settlement
Edward's half-sister Mary I restored the old faith in 1553. Some 280 Protestants were burned in her reign, most of them ordinary men and women from London and the south-east. At Oxford the bishops Hugh Latimer and Nicholas Ridley were burned together on 16 October 1555, and Cranmer, after a series of recantations, withdrew them and died at the same place on 21 March 1556, holding his right hand in the flames first.`),
      q(
        `Be of good comfort, Master Ridley, and play the man; we shall this day light such a candle, by God's grace, in England, as I trust shall never be put out.`,
        'Hugh Latimer at the stake, Oxford, 16 October 1555, as reported by John Foxe',
        'Black',
      ),
      photo(
        "The Martyrs' Memorial in St Giles, Oxford, was raised in 1843 near the place of the burnings.",
      ),
      t(
        `Elizabeth I's accession in 1558 brought a settlement: the Acts of Supremacy and Uniformity of 1559 restored a Protestant church with bishops and a revised prayer book, and the Thirty-Nine Articles were fixed in 1571. John Foxe's *Acts and Monuments*, first published in English in 1563, told the stories of the Marian martyrs and was placed in many churches. The settlement satisfied many but not all, and those who wanted further reform became known as Puritans.`,
      ),
      t(`## Words that lasted
The English Reformation's deepest legacy may be its language. Cranmer's collects and liturgy, and the Bible translations that ran from Tyndale through the Great Bible and the Geneva Bible to the King James Version of 1611, gave English-speaking Christians a shared vocabulary of prayer that lasted for centuries.`),
    ],
    footnotes: [
      'The figure of about 280 burned under Mary comes from counts based on Foxe and diocesan records.',
    ],
    further: [
      'Diarmaid MacCulloch, *Thomas Cranmer: A Life* (1996).',
      'Eamon Duffy, *The Stripping of the Altars* (1992).',
      'A. G. Dickens, *The English Reformation* (1964).',
    ],
  },
  {
    uid: 'the-puritans',
    title: 'The Puritans',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-19',
    author: 'samuel-reyes',
    art: 'map',
    priority: 85,
    meta: 'The reformers who wanted a purer Church of England, and the emigrants who carried their ideals to New England.',
    people: ['john-bunyan', 'john-winthrop', 'william-bradford', 'richard-baxter'],
    places: ['plymouth', 'london', 'boston'],
    reads: ['the-english-reformation', 'the-king-james-bible'],
    keywords: ['puritan', 'pilgrim', 'mayflower'],
    products: ['season-1-dvd'],
    body: [
      t(
        `"Puritan" began as an insult for those in Elizabeth I's church who wanted it purified further, with fewer ceremonies, better preaching and stricter discipline. In the 1560s clergy argued over whether to wear surplices; in 1570 the Cambridge professor Thomas Cartwright lectured that the church should be governed by elders rather than bishops and lost his chair for it. Most Puritans stayed in the Church of England and worked for change from within; a minority of Separatists left it.`,
        `When James I met bishops and Puritan leaders at Hampton Court in January 1604, he rejected most of their requests but agreed to one: a new translation of the Bible, published in 1611.`,
      ),
      t(`## Across the Atlantic
A congregation of Separatists from Scrooby in Nottinghamshire fled to Leiden in Holland and then, in 1620, sailed on the *Mayflower*. Before landing at Cape Cod they signed the Mayflower Compact on 11 November 1620 and founded Plymouth Colony. Ten years later a far larger emigration began under John Winthrop, who led about a thousand settlers to Massachusetts Bay in 1630.`),
      q(
        `For we must consider that we shall be as a city upon a hill. The eyes of all people are upon us.`,
        'John Winthrop, "A Model of Christian Charity", 1630',
        'Grey',
      ),
      t(
        `In England the conflict with Charles I and Archbishop William Laud led to civil war. The Westminster Assembly, meeting from 1643, produced the Westminster Confession of Faith and the Shorter Catechism, still used by Presbyterians. After the Restoration, the Act of Uniformity of 1662 forced about two thousand ministers out of their parishes in the "Great Ejection".`,
        `The Puritans left a large devotional literature. Richard Baxter wrote *The Saints' Everlasting Rest*, and John Bunyan, a tinker from Bedfordshire imprisoned for preaching without a licence, wrote *The Pilgrim's Progress*, published in 1678 and one of the most widely read books in English.`,
      ),
      photo('The voyage of the Mayflower took sixty-six days, from Plymouth to Cape Cod.', 'map'),
      t(`## Why they matter
The Puritans are often caricatured as joyless, but their own writings are full of warmth, family affection and delight in creation. Their insistence that every believer should read the Bible, their emphasis on preaching and education, and their experiments in self-government left marks on both English and American life, for better and sometimes for worse.`),
    ],
    footnotes: ['The *Mayflower* left Plymouth, England, on 6 September 1620 (Old Style).'],
    further: [
      'Patrick Collinson, *The Elizabethan Puritan Movement* (1967).',
      'Francis J. Bremer, *Puritanism: A Very Short Introduction* (2009).',
    ],
  },
  {
    uid: 'the-huguenot-resistance',
    title: 'The Huguenot Resistance',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-22',
    author: 'jonas-weber',
    art: 'woodcut',
    priority: 85,
    meta: 'French Protestants through massacre, toleration, revocation and the Church of the Desert.',
    people: ['gaspard-de-coligny', 'henry-iv', 'marie-durand'],
    places: ['paris', 'la-rochelle', 'aigues-mortes', 'cevennes'],
    reads: ['john-calvin', 'the-reformation-wall', 'the-waldenses'],
    keywords: ['huguenot', 'france', 'french'],
    products: ['season-1-dvd'],
    body: [
      t(
        `Calvin's teaching spread quickly in France, and by 1559 the Reformed churches were strong enough to hold a national synod in Paris and adopt a confession of faith. Their members, nicknamed Huguenots, included artisans, merchants and a significant part of the nobility. The killing of worshippers at Wassy on 1 March 1562 began a series of religious wars that lasted, with pauses, for more than thirty years.`,
        `On 24 August 1572, St Bartholomew's Day, the Protestant leader Admiral Gaspard de Coligny was murdered in Paris, and the killing spread through the city and then to the provinces. Thousands died.`,
      ),
      t(
        `## From Nantes to the Desert
Henry of Navarre, raised a Protestant, became King Henry IV, converted to Catholicism in 1593 and issued the Edict of Nantes on 13 April 1598, granting Protestants freedom of worship in defined places. Toleration eroded in the seventeenth century: Cardinal Richelieu besieged La Rochelle in 1627–28, and from 1681 soldiers were billeted in Protestant homes to force conversions. On 22 October 1685 Louis XIV revoked the edict at Fontainebleau.`,
        `Perhaps two hundred thousand Huguenots fled to the Netherlands, England, Prussia, Switzerland and as far as the Cape of Good Hope. Those who stayed worshipped secretly in the "Desert", in ravines and forests. In the Cévennes the Camisards took up arms between 1702 and 1704.`,
      ),
      q(
        `Résister.`,
        'The word "resist" carved in the stone of the Tower of Constance, traditionally attributed to Marie Durand',
        'Black',
      ),
      photo('The Tower of Constance at Aigues-Mortes held Protestant women prisoners for decades.'),
      t(
        `Marie Durand was imprisoned in the Tower of Constance at Aigues-Mortes in 1730 and released only in 1768. Pastors such as Antoine Court rebuilt the churches in secret from 1715. Legal recognition of Protestant marriages came with the Edict of Tolerance of 1787, and full freedom of worship with the Revolution.`,
      ),
      t(`## The Refuge
The refugees of 1685 carried their skills with them. Silk weavers settled in Spitalfields in London, watchmakers in Geneva, and farmers at Franschhoek in South Africa, whose name means "French corner". In Berlin the French community made up a significant share of the population. Many English and Dutch family names today have Huguenot roots.

In France, the Museum of the Desert at Le Mas Soubeyran in the Cévennes, in the birthplace of the Camisard leader Roland, keeps the memory of the hidden churches, with their portable pulpits, secret Bibles and lists of prisoners sent to the galleys.`),
    ],
    footnotes: [
      "Estimates of the St Bartholomew's Day dead vary widely, from about 5,000 to over 10,000 across France.",
    ],
    further: [
      'Geoffrey Treasure, *The Huguenots* (2013).',
      'Carolyn Lougee Chappell, *Facing the Revocation* (2016).',
    ],
  },
  {
    uid: 'john-and-charles-wesley',
    title: 'John and Charles Wesley',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-24',
    author: 'grace-tanaka',
    art: 'window',
    priority: 85,
    video: 'Preaching in the fields',
    meta: 'Two brothers from Epworth whose preaching and hymns began the Methodist revival.',
    people: ['john-wesley', 'charles-wesley', 'george-whitefield', 'susanna-wesley'],
    places: ['oxford', 'london', 'bristol', 'epworth'],
    reads: ['the-great-awakening', 'the-global-missionary-movement', 'the-puritans'],
    keywords: ['wesley', 'methodis'],
    products: ['season-1-dvd'],
    body: [
      t(
        `John Wesley was born on 17 June 1703 and his brother Charles on 18 December 1707, two of the nineteen children of Samuel and Susanna Wesley at the rectory of Epworth in Lincolnshire. At Oxford, from 1729, Charles and John led a small society of students who met to pray, study the Greek New Testament, take communion weekly and visit prisoners. Other students mocked them as the Holy Club and the "Methodists".`,
        `In 1735 the brothers sailed to the colony of Georgia. The mission went badly, but on the voyage John was deeply impressed by the calm faith of Moravian emigrants during an Atlantic storm.`,
      ),
      q(
        `I felt my heart strangely warmed. I felt I did trust in Christ, Christ alone, for salvation.`,
        'John Wesley, Journal, 24 May 1738',
        'Light',
      ),
      t(
        `## The world as a parish
Back in London, Charles found assurance of faith on 21 May 1738 and John three days later, at a meeting in Aldersgate Street where someone was reading Luther's preface to Romans. In April 1739, urged by George Whitefield, John preached in the open air near Bristol to several thousand colliers and their families. For the next fifty years he travelled mainly on horseback, some 250,000 miles by his own reckoning, organising converts into societies, classes and bands led by lay preachers.`,
        `Charles wrote about six thousand hymns, among them "And Can It Be", "O for a Thousand Tongues to Sing" and "Hark! the Herald Angels Sing". They taught doctrine through song and are still sung in churches of every tradition.`,
      ),
      photo(
        'Field preaching took the revival to miners, weavers and farm labourers who never entered a parish church.',
        'window',
      ),
      t(
        `Both brothers intended Methodism to stay within the Church of England. But in 1784 John ordained preachers for America, and the Methodist Episcopal Church was organised at the Christmas Conference in Baltimore that year. Charles died on 29 March 1788 and John on 2 March 1791.`,
      ),
      t(`## A disciplined movement
The secret of Methodism's growth lay partly in its organisation. Members met weekly in classes of about twelve, each with a leader, to give account of their spiritual lives and to collect a penny a week for the poor. John published cheap books and medical advice, opened dispensaries and schools, and spoke strongly against the slave trade in the last years of his life.`),
    ],
    footnotes: ["The Aldersgate reading was of Luther's preface to the Epistle to the Romans."],
    further: [
      'Henry D. Rack, *Reasonable Enthusiast: John Wesley and the Rise of Methodism* (1989).',
      'Gary Best, *Charles Wesley: A Biography* (2006).',
    ],
  },
  {
    uid: 'the-global-missionary-movement',
    title: 'The Global Missionary Movement',
    season: 1,
    cats: ['missions'],
    date: '2025-09-26',
    author: 'daniel-okafor',
    art: 'map',
    priority: 85,
    meta: "How a Northamptonshire shoemaker's pamphlet of 1792 helped launch a century of Protestant missions.",
    people: ['william-carey', 'adoniram-judson', 'hudson-taylor', 'robert-morrison'],
    places: ['serampore', 'kettering', 'calcutta'],
    reads: ['william-carey-in-india', 'adoniram-judson-in-burma', 'john-and-charles-wesley'],
    keywords: ['mission', 'carey'],
    products: ['season-1-dvd', 'reformation-map-poster'],
    body: [
      t(
        `For two centuries after the Reformation, Protestant churches sent relatively few missionaries overseas, with exceptions such as the Danish-Halle mission to Tranquebar from 1706 and the Moravians from 1732. That changed at the end of the eighteenth century. In 1792 William Carey, a Baptist shoemaker and schoolmaster, published *An Enquiry into the Obligations of Christians to use Means for the Conversion of the Heathens*, with statistics on the population and religion of every country he could find.`,
        `In October that year twelve ministers meeting at Kettering formed the Baptist Missionary Society, and in November 1793 Carey arrived in Bengal.`,
      ),
      q(
        `Expect great things from God; attempt great things for God.`,
        "The summary of William Carey's sermon at Nottingham, 31 May 1792",
        'Grey',
      ),
      t(
        `## A wave of societies
Other societies followed: the London Missionary Society in 1795, the Church Missionary Society in 1799, the British and Foreign Bible Society in 1804 and the American Board of Commissioners for Foreign Missions in 1810. Robert Morrison reached Canton in 1807 and completed a Chinese Bible with William Milne. Adoniram and Ann Judson sailed from Massachusetts in 1812 and reached Burma the next year.`,
        `Translation was at the centre of the work. Carey and his colleagues at Serampore printed Scripture in some forty languages and dialects. Schools, presses and hospitals grew up around mission stations, and local evangelists, often unnamed in the records, did most of the preaching.`,
      ),
      photo(
        'Mission routes of the early nineteenth century followed the sea lanes of trade to India, Burma and China.',
        'map',
      ),
      t(
        `In 1865 Hudson Taylor founded the China Inland Mission, which took missionaries beyond the treaty ports and accepted unmarried women as workers. By the World Missionary Conference at Edinburgh in 1910, the churches planted by this movement were becoming a world church, one whose centre of gravity has since moved to Africa, Asia and Latin America.`,
      ),
      t(`## Lives behind the statistics
The cost was high. Many early missionaries died within a few years of arriving, often of fever, and their families suffered too. Carey's first wife, Dorothy, never recovered from the strain of the voyage and the loss of a child. The letters and journals of these workers, now kept in mission archives, show both great courage and the limits of their understanding of the peoples they served.

Later missionaries and historians have looked critically at the links between missions and empire, while also recognising the schools, dictionaries and Bible translations that local churches built on.`),
    ],
    footnotes: ['Carey\'s sermon text was Isaiah 54:2–3, "Enlarge the place of thy tent".'],
    further: [
      'Brian Stanley, *The Bible and the Flag* (1990).',
      'Stephen Neill, *A History of Christian Missions* (1964).',
    ],
  },
  {
    uid: 'the-reformation-wall',
    title: 'The Reformation Wall',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-29',
    author: 'jonas-weber',
    art: 'window',
    priority: 85,
    video: 'Walking the wall in the Parc des Bastions',
    meta: "Geneva's International Monument to the Reformation: who stands on the wall and why.",
    people: [
      'john-calvin',
      'william-farel',
      'theodore-beza',
      'john-knox',
      'roger-williams',
      'oliver-cromwell',
    ],
    places: ['geneva'],
    reads: ['john-calvin', 'john-knox', 'the-huguenot-resistance', 'the-puritans'],
    keywords: ['geneva', 'wall', 'calvin'],
    products: ['reformation-map-poster', 'season-1-dvd'],
    body: [
      t(
        `In the Parc des Bastions in Geneva, below the old city walls and beside the university, stands a stone wall about a hundred metres long. Officially the International Monument to the Reformation, it is usually called the Reformation Wall. It was built between 1909 and 1917 to mark the four hundredth anniversary of Calvin's birth and the 350th of the founding of the Genevan Academy, after an international design competition won by the Swiss architects Monod, Laverrière, Taillens and Dubois. The sculptors were the Frenchmen Paul Landowski and Henri Bouchard.`,
      ),
      t(`## Four in the centre
At the centre stand four figures about five metres tall: William Farel, who persuaded Geneva to accept the Reformation; John Calvin; Theodore Beza, Calvin's successor and first rector of the Academy; and John Knox, who ministered to the English congregation in Geneva before returning to Scotland. Above them is carved the city's motto.`),
      q(
        `Post Tenebras Lux — after darkness, light.`,
        'The motto of Geneva, carved above the central figures',
        'Black',
      ),
      t(
        `On either side are smaller statues of political figures who protected or spread Reformed faith: Admiral Gaspard de Coligny of France; William the Silent of the Netherlands; Frederick William, the Great Elector of Brandenburg, who welcomed Huguenot refugees in 1685; Roger Williams, founder of Rhode Island and champion of religious liberty; Oliver Cromwell; and Stephen Bocskai of Transylvania. Bas-reliefs show scenes such as the Mayflower Compact and the reading of the Edict of Nantes.`,
        `Luther and Zwingli are remembered by inscribed blocks at either end rather than statues, a reminder that the monument tells the Reformed story in particular. The wall is a good place to start a walk through Geneva: the cathedral of Saint-Pierre, where Calvin preached, and the Auditoire, where Knox's congregation met, are a few minutes away.`,
      ),
      photo(
        'The wall follows the line of the sixteenth-century fortifications, with the old town above it.',
        'window',
      ),
      t(`## Reading the wall
The monument is deliberately international. The inscriptions appear in several languages, and the side statues represent France, the Netherlands, Germany, England, North America and Hungary. Its builders, writing after four centuries of Reformed history, wanted to show the Reformation as a movement that shaped nations and laws as well as churches, and that linked faith with liberty.

The wall is lit at night, and in summer the park around it is full of students, chess players and tourists. Few monuments to theologians are so much a part of ordinary city life.`),
    ],
    footnotes: ['The motto adapts the Latin Vulgate of Job 17:12, "post tenebras spero lucem".'],
    further: [
      "Bruce Gordon, *Calvin* (2009), on Calvin's Geneva.",
      'William G. Naphy, *Calvin and the Consolidation of the Genevan Reformation* (1994).',
    ],
  },
];
