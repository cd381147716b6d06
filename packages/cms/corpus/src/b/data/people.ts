/** Reformers, pioneers and Bible figures. Dates: "YYYY-MM-DD", "YYYY" (year only) or "YYYY BC". */
export interface PersonEntry {
  uid: string;
  name: string;
  born: string | null;
  died: string | null;
  season: 1 | 2 | 3;
  priority: number;
  summary: string;
  products?: string[];
}

const p = (
  uid: string,
  name: string,
  born: string | null,
  died: string | null,
  season: 1 | 2 | 3,
  priority: number,
  summary: string,
  products: string[] = [],
): PersonEntry => ({ uid, name, born, died, season, priority, summary, products });

export const PEOPLE: PersonEntry[] = [
  p(
    'columba',
    'Columba',
    '521',
    '597',
    1,
    8,
    `An Irish monk of noble birth, Columba sailed with twelve companions to the island of Iona in 563 and founded a community that became the mother house of Celtic Christianity in Scotland. From Iona his monks carried the Scriptures to the Picts and later to northern England.

He is remembered for his copying of manuscripts, his simple rule of life and a mission that relied on teaching rather than force.`,
  ),
  p(
    'peter-waldo',
    'Peter Waldo',
    '1140',
    '1205',
    1,
    8,
    `A merchant of Lyon who, around 1173, gave away his wealth, paid for a translation of parts of the Bible into the local Franco-Provençal tongue and began to preach in the streets. His followers, the "Poor of Lyon", were excommunicated in 1184.

The movement found refuge in the Alpine valleys of Piedmont, where the Waldenses kept their faith for centuries.`,
    ['waldensian-valleys-guide'],
  ),
  p(
    'john-wycliffe',
    'John Wycliffe',
    '1328',
    '1384',
    1,
    9,
    `An Oxford theologian and master of Balliol College, Wycliffe argued that Scripture is the highest authority for the Christian and that every believer should be able to read it. Under his inspiration the whole Bible was translated from the Latin Vulgate into English in the 1380s.

He died at Lutterworth in 1384. The Council of Constance later condemned him, and his remains were burned in 1428.`,
  ),
  p(
    'jan-hus',
    'Jan Hus',
    '1372',
    '1415',
    1,
    9,
    `A Czech priest and rector of the University of Prague, Hus preached in Czech at the Bethlehem Chapel and took up many of Wycliffe's ideas about the authority of Scripture and the reform of the clergy.

Summoned to the Council of Constance under a promise of safe conduct, he was imprisoned, refused to recant and was burned on 6 July 1415. His death set off the Hussite movement in Bohemia.`,
  ),
  p(
    'jerome-of-prague',
    'Jerome of Prague',
    '1379',
    '1416',
    1,
    6,
    `A scholar who had studied at Oxford and brought Wycliffe's writings back to Bohemia, Jerome became the friend and ally of Jan Hus. He travelled to Constance to support him, was arrested, and under pressure at first recanted.

He later withdrew that recantation before the council and was burned on 30 May 1416, less than a year after Hus.`,
  ),
  p(
    'martin-luther',
    'Martin Luther',
    '1483-11-10',
    '1546-02-18',
    1,
    10,
    `An Augustinian friar and professor of theology at Wittenberg, Luther came to believe that a person is made right with God by faith alone, through grace. His Ninety-five Theses of 1517 against the sale of indulgences spread across Germany within weeks.

He refused to recant at the Diet of Worms in 1521, translated the New Testament into German at the Wartburg, and shaped the Protestant churches through his hymns, catechisms and sermons.`,
    ['luther-rose-mug', 'season-1-dvd'],
  ),
  p(
    'ulrich-zwingli',
    'Ulrich Zwingli',
    '1484-01-01',
    '1531-10-11',
    1,
    8,
    `Appointed people's priest at the Great Minster in Zürich in 1519, Zwingli began preaching straight through the Gospel of Matthew. Public disputations in 1523 led the city council to adopt the Reformation.

He differed from Luther on the Lord's Supper at the Marburg Colloquy of 1529. He was killed at the battle of Kappel in 1531 while serving as chaplain to the Zürich forces.`,
  ),
  p(
    'william-tyndale',
    'William Tyndale',
    '1494',
    '1536',
    1,
    10,
    `An English scholar fluent in several languages, Tyndale resolved to give his country the Scriptures translated directly from Greek and Hebrew. Unable to work in England, he printed his New Testament at Worms in 1526, and copies were smuggled home in bales of cloth.

Betrayed in Antwerp in 1535, he was strangled and burned at Vilvoorde in 1536. Much of his wording passed into the King James Version.`,
    ['tyndale-new-testament-facsimile'],
  ),
  p(
    'john-calvin',
    'John Calvin',
    '1509-07-10',
    '1564-05-27',
    1,
    10,
    `A French lawyer turned theologian, Calvin published the first edition of his Institutes of the Christian Religion in 1536. That same year William Farel persuaded him to stay in Geneva, where, apart from an exile in Strasbourg, he spent the rest of his life.

His academy, founded in 1559, trained pastors who carried Reformed teaching to France, the Netherlands, Scotland and beyond.`,
  ),
  p(
    'john-knox',
    'John Knox',
    '1514',
    '1572',
    1,
    9,
    `A Scottish priest who joined the reformers, Knox served as a galley slave after the siege of St Andrews, then ministered in England and in Geneva, where he learned from Calvin.

Returning to Scotland in 1559, he preached with great force. In 1560 the Scottish Parliament adopted a Protestant confession he helped to write, and he served as minister of St Giles' in Edinburgh.`,
  ),
  p(
    'philip-melanchthon',
    'Philip Melanchthon',
    '1497-02-16',
    '1560-04-19',
    1,
    7,
    `A gifted classical scholar who came to Wittenberg as professor of Greek in 1518 at the age of twenty-one, Melanchthon became Luther's closest colleague.

He wrote the first Protestant systematic theology, the Loci Communes of 1521, and drafted the Augsburg Confession of 1530. His reforms of schools and universities earned him the title "Teacher of Germany".`,
  ),
  p(
    'thomas-cranmer',
    'Thomas Cranmer',
    '1489-07-02',
    '1556-03-21',
    1,
    8,
    `Archbishop of Canterbury under Henry VIII and Edward VI, Cranmer shaped the worship of the English church through the Book of Common Prayer of 1549 and 1552.

Under Mary I he was tried for heresy and signed several recantations. On the day of his burning at Oxford he renounced them and held his right hand, which had signed them, into the flames first.`,
  ),
  p(
    'hugh-latimer',
    'Hugh Latimer',
    '1487',
    '1555',
    1,
    5,
    `Bishop of Worcester and one of the most popular preachers of the English Reformation, Latimer was known for plain sermons that attacked corruption and spoke up for the poor.

He was burned at Oxford with Nicholas Ridley on 16 October 1555, and his words of encouragement to Ridley at the stake became part of English Protestant memory.`,
  ),
  p(
    'william-farel',
    'William Farel',
    '1489',
    '1565',
    1,
    5,
    `A fiery French evangelist, Farel preached the Reformation in the French-speaking parts of Switzerland and helped bring Geneva to vote for reform in 1536.

When the young John Calvin passed through the city that summer, Farel urged him to stay and warned him of God's displeasure if he refused. Calvin stayed, and the two worked side by side.`,
  ),
  p(
    'theodore-beza',
    'Theodore Beza',
    '1519-06-24',
    '1605-10-13',
    1,
    5,
    `A French humanist poet who embraced the Reformed faith, Beza became the first rector of the Geneva Academy in 1559 and succeeded Calvin as leader of the Genevan church.

He published critical editions of the Greek New Testament and defended the French Protestants at the Colloquy of Poissy in 1561.`,
  ),
  p(
    'gaspard-de-coligny',
    'Gaspard de Coligny',
    '1519-02-16',
    '1572-08-24',
    1,
    6,
    `Admiral of France and a leader of the Huguenots in the French Wars of Religion, Coligny sought peace and toleration for Protestants and planned overseas refuges for them in Brazil and Florida.

He was the first prominent victim of the St Bartholomew's Day massacre, killed in Paris in the early hours of 24 August 1572.`,
  ),
  p(
    'henri-arnaud',
    'Henri Arnaud',
    '1641',
    '1721',
    1,
    5,
    `A Waldensian pastor and soldier, Arnaud led about a thousand exiles from Switzerland back over the Alps to their home valleys in Piedmont in August 1689, a march remembered as the Glorious Return.

The returning Waldenses held out through the winter at the Balsiglia until political change allowed them to stay.`,
    ['waldensian-valleys-guide'],
  ),
  p(
    'john-bunyan',
    'John Bunyan',
    '1628',
    '1688',
    1,
    6,
    `A tinker from Bedfordshire and a Puritan preacher, Bunyan spent about twelve years in Bedford gaol for preaching without a licence.

There he wrote much of The Pilgrim's Progress, first published in 1678, an allegory of the Christian life that became one of the most widely read books in the English language.`,
  ),
  p(
    'john-wesley',
    'John Wesley',
    '1703-06-28',
    '1791-03-02',
    1,
    9,
    `An Anglican clergyman and Oxford fellow, Wesley felt his heart "strangely warmed" at a meeting in Aldersgate Street, London, on 24 May 1738.

He spent the next fifty years travelling on horseback across Britain, preaching in the open air and organising converts into societies and classes. The Methodist movement grew from this work.`,
  ),
  p(
    'charles-wesley',
    'Charles Wesley',
    '1707-12-18',
    '1788-03-29',
    1,
    8,
    `The younger brother of John Wesley, Charles founded the "Holy Club" at Oxford whose members were mocked as Methodists. He experienced an evangelical conversion days before his brother in May 1738.

He wrote some six thousand hymns, among them "And can it be" and "Hark! the herald angels sing", which carried the message of the revival into song.`,
  ),
  p(
    'william-carey',
    'William Carey',
    '1761-08-17',
    '1834-06-09',
    1,
    8,
    `A shoemaker and Baptist pastor from Northamptonshire, Carey urged Christians to take the gospel to other nations and helped found the Baptist Missionary Society in 1792.

He sailed for India in 1793 and, with colleagues at Serampore, translated and printed the Bible in whole or part in more than thirty languages.`,
  ),
  p(
    'adoniram-judson',
    'Adoniram Judson',
    '1788-08-09',
    '1850-04-12',
    1,
    6,
    `One of the first missionaries sent out from the United States, Judson reached Burma in 1813. He endured imprisonment during the Anglo-Burmese war of 1824–1826.

His Burmese translation of the Bible, completed in 1834, and his Burmese–English dictionary remained in use for generations.`,
  ),
  p(
    'hudson-taylor',
    'Hudson Taylor',
    '1832-05-21',
    '1905-06-03',
    1,
    7,
    `A Yorkshire-born missionary to China, Taylor founded the China Inland Mission in 1865 to reach the interior provinces.

He adopted Chinese dress, accepted missionaries from many denominations and social backgrounds, and relied on prayer rather than appeals for money. By his death the mission had hundreds of workers across China.`,
  ),
  p(
    'jonathan-edwards',
    'Jonathan Edwards',
    '1703-10-05',
    '1758-03-22',
    2,
    7,
    `A Congregational pastor at Northampton, Massachusetts, Edwards saw a revival in his town in 1734–1735 and became the leading theologian of the Great Awakening.

His careful accounts of conversion and his sermon "Sinners in the Hands of an Angry God", preached at Enfield in 1741, made him one of the best-known American thinkers of his century.`,
  ),
  p(
    'george-whitefield',
    'George Whitefield',
    '1714-12-27',
    '1770-09-30',
    2,
    7,
    `A friend of the Wesleys from the Oxford Holy Club, Whitefield became the most famous open-air preacher of the eighteenth century. His voice could reach crowds of many thousands.

He crossed the Atlantic seven times and his tour of the American colonies in 1739–1740 spread the Great Awakening from Georgia to New England. He died at Newburyport, Massachusetts.`,
  ),
  p(
    'william-miller',
    'William Miller',
    '1782-02-15',
    '1849-12-20',
    2,
    10,
    `A farmer and former army captain from Low Hampton, New York, Miller studied the prophecies of Daniel for two years after his conversion in 1816 and concluded that the return of Christ was near.

He began to preach in 1831. The Advent movement that grew around him drew tens of thousands of believers from many churches in the early 1840s.`,
    ['pioneers-biography-set'],
  ),
  p(
    'joshua-himes',
    'Joshua V. Himes',
    '1805-05-19',
    '1895-07-27',
    2,
    5,
    `A Boston pastor of the Christian Connexion, Himes became the publicist of the Millerite movement. He launched the paper Signs of the Times in 1840, organised general conferences and bought a great tent for camp meetings.

After 1844 he remained an Adventist preacher and late in life became an Episcopal priest in South Dakota.`,
  ),
  p(
    'joseph-bates',
    'Joseph Bates',
    '1792-07-08',
    '1872-03-19',
    2,
    9,
    `A sea captain from Fairhaven, Massachusetts, Bates gave up alcohol and tobacco long before it was common and joined the Millerite movement in 1839.

After 1844 he accepted the seventh-day Sabbath and wrote a tract on it in 1846. He became one of the three founders of the Sabbath-keeping Adventist body.`,
    ['pioneers-biography-set'],
  ),
  p(
    'hiram-edson',
    'Hiram Edson',
    '1806-12-30',
    '1882-01-08',
    2,
    6,
    `A farmer of Port Gibson, New York, Edson was among the Millerites who waited in vain on 22 October 1844.

Crossing a cornfield the next morning, he became convinced that the prophecy pointed to a change in Christ's ministry in the heavenly sanctuary rather than to his return to earth. Bible study in his home shaped early Adventist teaching.`,
  ),
  p(
    'rachel-oakes-preston',
    'Rachel Oakes Preston',
    '1809',
    '1868',
    2,
    5,
    `A Seventh Day Baptist from New York, Rachel Oakes moved to Washington, New Hampshire, where she shared her conviction about the seventh-day Sabbath with the Adventist congregation there.

Her witness in 1844 led Frederick Wheeler and members of the Washington church to keep the Sabbath, the first Adventists to do so.`,
  ),
  p(
    'james-white',
    'James White',
    '1821-08-04',
    '1881-08-06',
    2,
    9,
    `A schoolteacher and Millerite preacher from Maine, James White married Ellen Harmon in 1846. He founded the paper Present Truth in 1849 and the Review and Herald in 1850.

He led the organisation of the Seventh-day Adventist Church in 1863, served three terms as General Conference president, and promoted its publishing, health and education work.`,
    ['pioneers-biography-set'],
  ),
  p(
    'ellen-white',
    'Ellen G. White',
    '1827-11-26',
    '1915-07-16',
    2,
    10,
    `Born Ellen Gould Harmon in Gorham, Maine, she joined the Millerite movement as a teenager and reported her first vision in December 1844. With her husband James and Joseph Bates she helped found the Seventh-day Adventist Church.

Over seventy years she wrote some forty books, among them The Great Controversy, and encouraged the church's work in health, education and publishing.`,
    ['the-great-controversy-hardcover', 'pioneers-biography-set'],
  ),
  p(
    'annie-smith',
    'Annie R. Smith',
    '1828',
    '1855',
    2,
    4,
    `The sister of Uriah Smith, Annie Smith was a gifted writer who gave up a promising career to work at the Review and Herald office in Rochester, New York, from 1851.

She wrote hymns that were sung in early Adventist gatherings. She died of tuberculosis at twenty-seven.`,
  ),
  p(
    'uriah-smith',
    'Uriah Smith',
    '1832-05-03',
    '1903-03-06',
    2,
    6,
    `A talented writer and engraver, Uriah Smith joined the Review and Herald in 1853 and was its editor for most of the next fifty years.

His commentaries on the books of Daniel and Revelation were widely read, and he served as the first secretary of the General Conference in 1863.`,
  ),
  p(
    'john-byington',
    'John Byington',
    '1798',
    '1887',
    2,
    4,
    `A Methodist preacher and farmer from Bucks Bridge, New York, Byington kept the Sabbath from 1852 and opened his property to early Adventist meetings.

In May 1863 he was chosen as the first president of the General Conference of Seventh-day Adventists.`,
  ),
  p(
    'j-n-andrews',
    'J. N. Andrews',
    '1829-07-22',
    '1883-10-21',
    2,
    8,
    `John Nevins Andrews was a careful scholar whose History of the Sabbath appeared in 1861. He served as General Conference president from 1867 to 1869.

In 1874 he sailed for Switzerland as the church's first official overseas missionary, founded a French-language paper in Basel and died there in 1883.`,
    ['pioneers-biography-set'],
  ),
  p(
    'john-harvey-kellogg',
    'John Harvey Kellogg',
    '1852-02-26',
    '1943-12-14',
    2,
    6,
    `A physician trained at Bellevue Hospital Medical College in New York, Kellogg directed the Battle Creek Sanitarium from 1876 and made it famous for its regime of diet, exercise and hydrotherapy.

He invented flaked cereals with his brother Will. In 1907 he was separated from the Adventist church after disputes over control of the institutions.`,
  ),
  p(
    'abraham',
    'Abraham',
    '2166 BC',
    '1991 BC',
    3,
    9,
    `The patriarch of Israel, called to leave Ur of the Chaldeans and Haran for the land of Canaan. Genesis records the promise that his descendants would be numerous and that through him all families of the earth would be blessed.

The dates given follow one traditional chronology and are approximate.`,
  ),
  p(
    'moses',
    'Moses',
    '1526 BC',
    '1406 BC',
    3,
    10,
    `Raised in the Egyptian court, Moses fled to Midian and was called at the burning bush to lead Israel out of slavery. He received the Ten Commandments at Mount Sinai and led the people through forty years in the wilderness.

He died on Mount Nebo within sight of the promised land. The dates follow the early dating of the Exodus and are approximate.`,
  ),
  p(
    'david',
    'David',
    '1040 BC',
    '970 BC',
    3,
    9,
    `A shepherd from Bethlehem who defeated Goliath and became the second king of Israel. David captured Jerusalem and made it his capital, bringing the ark of the covenant there.

Many of the psalms are attributed to him. Dates are approximate.`,
  ),
  p(
    'solomon',
    'Solomon',
    '1010 BC',
    '931 BC',
    3,
    7,
    `The son of David and Bathsheba, Solomon reigned over a united Israel and built the first temple in Jerusalem. He was renowned for wisdom, trade and building.

After his death the kingdom divided into Israel in the north and Judah in the south. Dates are approximate.`,
  ),
  p(
    'hezekiah',
    'Hezekiah',
    '739 BC',
    '687 BC',
    3,
    6,
    `King of Judah during the Assyrian crisis, Hezekiah restored temple worship and had a tunnel cut to bring the Gihon spring inside Jerusalem's walls.

When Sennacherib besieged the city in 701 BC, the prophet Isaiah encouraged him to trust God, and Jerusalem was spared. Dates are approximate.`,
  ),
  p(
    'josiah',
    'Josiah',
    '648 BC',
    '609 BC',
    3,
    6,
    `Crowned king of Judah at eight years old, Josiah began a sweeping reform after a book of the law was found in the temple in 622 BC.

He removed idolatrous shrines and held a great Passover. He was killed at Megiddo in 609 BC while opposing Pharaoh Necho II. Birth date approximate.`,
  ),
  p(
    'nebuchadnezzar-ii',
    'Nebuchadnezzar II',
    '634 BC',
    '562 BC',
    3,
    6,
    `King of Babylon from 605 to 562 BC, Nebuchadnezzar defeated Egypt at Carchemish, took Jerusalem in 597 BC and destroyed it in 586 BC.

He rebuilt Babylon on a grand scale, including the Ishtar Gate. The book of Daniel records his dreams and his humbling. Birth date approximate.`,
  ),
  p(
    'daniel',
    'Daniel',
    '620 BC',
    '535 BC',
    3,
    8,
    `Taken from Jerusalem to Babylon as a young man in 605 BC, Daniel served in the courts of Babylon and then of Persia.

The book that bears his name tells of his faithfulness in the lions' den and records visions of empires rising and falling that were central to later Adventist study. Dates are approximate.`,
  ),
  p(
    'cyrus-the-great',
    'Cyrus the Great',
    '600 BC',
    '530 BC',
    3,
    6,
    `Founder of the Achaemenid Persian Empire, Cyrus conquered Babylon in 539 BC.

His decree allowed exiled peoples, among them the Jews, to return home and rebuild their temples, as the books of Ezra and Isaiah record. Dates are approximate.`,
  ),
  p(
    'john-the-baptist',
    'John the Baptist',
    '5 BC',
    '31',
    3,
    7,
    `The son of Zechariah and Elizabeth, John preached repentance in the wilderness of Judea and baptised in the Jordan River, among them Jesus of Nazareth.

He was imprisoned and beheaded by Herod Antipas. Dates are approximate.`,
  ),
  p(
    'jesus',
    'Jesus of Nazareth',
    '4 BC',
    '31',
    3,
    10,
    `Born in Bethlehem in the reign of Herod the Great and raised in Nazareth, Jesus taught and healed in Galilee and Judea for about three and a half years.

He was crucified in Jerusalem under Pontius Pilate at Passover. The Gospels record his resurrection on the third day. Dates are approximate and vary between chronologies.`,
  ),
  p(
    'peter-the-apostle',
    'Peter the Apostle',
    null,
    '64',
    3,
    7,
    `A fisherman from Bethsaida on the Sea of Galilee, Simon Peter was one of the first disciples called by Jesus and became a leader of the early church in Jerusalem.

He preached at Pentecost and welcomed the first Gentile believers. Early tradition holds that he was martyred in Rome under Nero. Date approximate.`,
  ),
  p(
    'paul-the-apostle',
    'Paul the Apostle',
    '5',
    '64',
    3,
    9,
    `Saul of Tarsus, a Pharisee who persecuted the first Christians, was converted on the road to Damascus. As Paul he made three missionary journeys across Asia Minor and Greece and wrote letters that form much of the New Testament.

He was taken to Rome as a prisoner and, by tradition, executed there. Dates are approximate.`,
  ),
  p(
    'john-the-apostle',
    'John the Apostle',
    '6',
    '100',
    3,
    8,
    `A son of Zebedee and one of the twelve disciples, John is traditionally identified as the author of the fourth Gospel, three letters and the book of Revelation.

He was exiled to the island of Patmos, where Revelation records his visions, and tradition says he died in old age at Ephesus. Dates are approximate.`,
  ),
];
