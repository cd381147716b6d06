import { type ArticleSpec, photo, q, t } from './article-spec';

/** Fixed uids that old /reformation/... URLs redirect to (part 1). */
export const fixedReads1: ArticleSpec[] = [
  {
    uid: 'columba-of-iona',
    title: 'Columba of Iona',
    season: 1,
    cats: ['celtic-church'],
    date: '2025-09-01',
    author: 'ewan-macleod',
    art: 'map',
    priority: 90,
    video: 'Iona at dawn',
    meta: 'How an Irish monk and twelve companions made a small Hebridean island the heart of a missionary church.',
    people: ['columba', 'adomnan'],
    places: ['iona'],
    reads: ['the-waldenses', 'aidan-and-lindisfarne', 'patrick-of-ireland'],
    keywords: ['columba', 'iona', 'celtic'],
    products: ['season-1-dvd', 'reformation-map-poster'],
    body: [
      t(
        `Columba, known in Irish as Colmcille, "dove of the church", was born around 521 at Gartan in what is now County Donegal. He came from the powerful Uí Néill kindred and might have been a king. Instead he was trained for the church, studied under teachers such as Finnian, and founded monastic communities in Ireland, the best remembered of them at Durrow.`,
        `In 563, in his early forties, he sailed from Ireland with twelve companions. Later tradition links the journey to a dispute over a copied psalter and a battle at Cúl Dreimne in 561, but his biographers present it above all as voluntary exile for Christ, a "white martyrdom" of leaving home for good. The company landed on Iona, a small island off the Isle of Mull, on land granted by the king of Dál Riata.`,
      ),
      photo(
        'Iona lies at the western tip of Mull, a short crossing from the mainland and a long voyage from Donegal.',
        'map',
      ),
      t(
        `## A school as much as a monastery
The community at Iona lived by a rhythm of prayer, manual work and study. Monks copied the Psalms and Gospels by hand, trained younger brothers and sent them out to found daughter houses. Columba travelled east across the mountains to the court of the Pictish king Bridei near Inverness, and his monks carried the gospel through the glens of Scotland and, a generation later, to Northumbria.`,
        `Columba died on Iona on 9 June 597, the same year Augustine landed in Kent with a mission from Rome. Almost everything we know of him comes from the *Life of Columba* written about a century later by Adomnán, the ninth abbot of Iona, who gathered the memories of the community.`,
      ),
      q(
        `The young lions do lack, and suffer hunger: but they that seek the LORD shall not want any good thing.`,
        'Psalm 34:10 (KJV), the verse Adomnán says Columba was copying on the eve of his death',
        'Grey',
      ),
      t(
        `Iona's influence far outlasted its founder. From it Aidan went to Lindisfarne in 635, and its scriptoria shaped the art of illuminated books such as the Book of Kells. For readers of Reformation history, Columba stands for a church that grew on the edge of Europe, centred on the Scriptures, and organised around monasteries rather than cities.`,
      ),
    ],
    footnotes: [
      'The date 563 for the voyage is given in the Irish annals; Adomnán places it in the second year after the battle of Cúl Dreimne.',
      'Bede, writing in 731, records that Iona held a leading place among the monasteries of the northern Irish and the Picts.',
    ],
    further: [
      'Adomnán of Iona, *Life of St Columba*, c. 700 (several modern translations).',
      'Bede, *Ecclesiastical History of the English People*, Book III.',
      'Ian Bradley, *Columba: Pilgrim and Penitent* (1996).',
    ],
  },
  {
    uid: 'the-waldenses',
    title: 'The Waldenses',
    season: 1,
    cats: ['waldensian'],
    date: '2025-09-03',
    author: 'marta-bianchi',
    art: 'woodcut',
    priority: 90,
    video: 'The valleys of the Waldenses',
    meta: 'From a merchant of Lyon to the Alpine valleys of Piedmont: eight centuries of the Waldensian church.',
    people: ['peter-waldo', 'henri-arnaud'],
    places: ['piedmont-valleys', 'lyon', 'torre-pellice'],
    reads: ['peter-waldo-of-lyon', 'the-glorious-return-1689'],
    keywords: ['waldens', 'valley', 'piedmont'],
    products: ['waldensian-valleys-guide', 'season-1-dvd'],
    body: [
      t(
        `Around 1173 a wealthy merchant of Lyon named Valdes, later called Peter Waldo, gave away his property and paid two clerics to translate parts of the Bible into the language of the Rhône valley. He and his followers, the "Poor of Lyon", preached in the streets in pairs and lived simply. In 1179 the Third Lateran Council approved his vow of poverty but forbade preaching without the bishop's permission. The Poor kept preaching, and in 1184 Pope Lucius III condemned them at Verona.`,
      ),
      t(
        `## A church in the mountains
Persecution scattered the movement across southern France, Lombardy, Calabria, Germany and Bohemia, but its lasting home became the Cottian Alps west of Turin: the valleys of the Pellice, the Chisone and the Germanasca. There, in villages such as Angrogna and Pral, families met in kitchens and barns, learned long passages of Scripture by heart, and were visited by travelling preachers, the *barbes*, who moved in pairs disguised as pedlars.`,
        `In 1532 the Waldensian leaders met at Chanforan in the Angrogna valley and decided to join the Swiss Reformation. Three years later they paid for Pierre Robert Olivétan's French Bible, printed at Neuchâtel in 1535, the first Protestant translation into French.`,
      ),
      q(
        `Avenge, O Lord, thy slaughtered saints, whose bones / Lie scattered on the Alpine mountains cold.`,
        'John Milton, sonnet "On the Late Massacre in Piedmont", 1655',
        'Black',
      ),
      photo(
        'Terraced fields and stone temples mark the Pellice valley, the historic centre of the Waldensian church.',
        'map',
      ),
      t(
        `The seventeenth century brought the worst suffering. In April 1655 the troops of the Duke of Savoy attacked the valleys in what became known as the Piedmontese Easter, and protests came from across Protestant Europe, including Oliver Cromwell's England. In 1686 the survivors were imprisoned and then expelled to Switzerland. In August 1689 about a thousand of them, led by the pastor Henri Arnaud, marched back over the Alps in the "Glorious Return".`,
        `Civil rights came only on 17 February 1848, when King Charles Albert granted the Waldenses legal equality, a date still celebrated with bonfires in the valleys. Today the Waldensian Evangelical Church, united with Italian Methodists, has its synod at Torre Pellice.`,
      ),
      t(`## Visiting the valleys
Visitors today can walk to the Chanforan meadow, see the hidden school of the barbes in the hamlet of Pra del Torno, and visit the Waldensian museum and cultural centre in Torre Pellice. The little stone temples of the valleys, most of them built after 1848, are still used every Sunday.`),
    ],
    footnotes: [
      'The name "Peter" is not found in the earliest sources and appears in the fourteenth century.',
      'Cromwell sent Samuel Morland as envoy to Turin in 1655; Milton drafted the Latin letters of protest.',
    ],
    further: [
      'Gabriel Audisio, *The Waldensian Dissent: Persecution and Survival, c.1170–c.1570* (1999).',
      'Euan Cameron, *Waldenses: Rejections of Holy Church in Medieval Europe* (2000).',
      'Giorgio Tourn, *The Waldensians: The First 800 Years* (1980).',
    ],
  },
  {
    uid: 'huss-and-jerome',
    title: 'Huss and Jerome',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-05',
    author: 'hannah-keller',
    art: 'woodcut',
    priority: 90,
    meta: 'The Prague preacher Jan Hus and his friend Jerome, both burned at the Council of Constance.',
    people: ['jan-hus', 'jerome-of-prague', 'john-wycliffe'],
    places: ['prague', 'constance'],
    reads: ['john-wycliffe-morning-star', 'martin-luther'],
    keywords: ['hus', 'jerome', 'constance', 'prague'],
    products: ['season-1-dvd', 'timeline-wall-chart'],
    body: [
      t(
        `Jan Hus was born around 1372 in the Bohemian village of Husinec. He studied at the Charles University in Prague, became a master of arts and, in 1402, preacher at the Bethlehem Chapel, a large hall founded for sermons in Czech rather than Latin. His preaching against simony and the wealth of the clergy drew crowds of townspeople and students.`,
        `Bohemia had close ties with England after Richard II married Anne of Bohemia in 1382, and the writings of John Wycliffe reached Prague. Among those who brought them was Jerome of Prague, a brilliant and restless scholar who had studied at Oxford. Hus did not accept all of Wycliffe's teaching, but he shared his conviction that Christ, not the pope, is the head of the church and that Scripture is the church's final rule.`,
      ),
      t(`## The road to Constance
In 1409 a royal decree gave the Czech nation control of the university and Hus became its rector. Conflict with the archbishop and then with the papacy followed. Excommunicated, he left Prague in 1412 and spent two years preaching in the countryside and writing, including his treatise *On the Church*. When the Council of Constance opened in 1414 to end the schism of three rival popes, Hus travelled there under a safe-conduct from King Sigismund. He was arrested within weeks.`),
      q(
        `Seek the truth, listen to the truth, teach the truth, love the truth, abide by the truth and defend the truth unto death.`,
        'Attributed to Jan Hus',
        'Grey',
      ),
      t(
        `The council demanded that he recant articles he said he had never taught. He refused, and on 6 July 1415 he was burned outside the city walls. Jerome, who had come to Constance to support him, was imprisoned, recanted under pressure, then withdrew his recantation before the council and was burned on 30 May 1416.`,
        `Their deaths set Bohemia alight. The Hussite movement took the chalice as its emblem, defended itself against five crusades, and survived in the Unity of the Brethren, whose heirs later welcomed the Reformation. A century after Constance, Martin Luther read Hus's sermons and declared himself surprised to find that he had been a Hussite without knowing it.`,
      ),
      photo('Constance on the Bodensee, where the council met from 1414 to 1418.'),
    ],
    footnotes: [
      '6 July is a public holiday in the Czech Republic, Jan Hus Day.',
      'The safe-conduct guaranteed passage, and the council argued that it did not bind it in a case of heresy.',
    ],
    further: [
      'Matthew Spinka, *John Hus: A Biography* (1968).',
      'Thomas A. Fudge, *Jan Hus: Religious Reform and Social Revolution in Bohemia* (2010).',
    ],
  },
  {
    uid: 'martin-luther',
    title: 'Martin Luther',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-08',
    author: 'daniel-okafor',
    art: 'woodcut',
    priority: 100,
    video: 'Wittenberg and the Castle Church door',
    meta: 'The Augustinian friar and Wittenberg professor whose theses of 1517 opened the German Reformation.',
    people: ['martin-luther', 'philip-melanchthon', 'katharina-von-bora'],
    places: ['wittenberg', 'worms', 'eisleben', 'wartburg'],
    reads: ['the-ninety-five-theses', 'the-diet-of-worms', 'huss-and-jerome'],
    keywords: ['luther', 'wittenberg', 'worms'],
    products: ['luther-rose-mug', 'season-1-dvd', 'reformation-map-poster'],
    body: [
      t(
        `Martin Luther was born in Eisleben on 10 November 1483, the son of a copper-mining entrepreneur who wanted him to become a lawyer. On 2 July 1505, caught in a thunderstorm near Stotternheim, the law student vowed to become a monk, and a fortnight later he entered the Augustinian friary at Erfurt. He was ordained in 1507, and in 1512 he received his doctorate and began lecturing on the Bible at the young university of Wittenberg.`,
        `His lectures on the Psalms, Romans and Galatians led him to a new reading of the phrase "the righteousness of God": not the standard by which God condemns, but the gift by which God makes the sinner right through faith. This insight set him on a collision course with the sale of indulgences.`,
      ),
      t(
        `## From theses to a movement
On 31 October 1517 he sent his Ninety-five Theses to Archbishop Albert of Mainz. Printed copies spread across Germany within weeks. At Leipzig in 1519 he debated Johann Eck and conceded that councils could err. In 1520 he published three tracts that became the programme of the Reformation, and in December he burned the papal bull that threatened him with excommunication.`,
        `Summoned before the Diet of Worms in April 1521, he refused to recant unless convinced by Scripture and plain reason. Declared an outlaw, he was hidden in the Wartburg castle, where in eleven weeks he translated the New Testament into German; it was printed in September 1522.`,
      ),
      q(
        `Here I stand, I can do no other. God help me. Amen.`,
        'Martin Luther at Worms, 18 April 1521, in the words of the early printed accounts',
        'Black',
      ),
      t(
        `Back in Wittenberg he guided the reform of worship, wrote hymns and catechisms, and in 1525 married Katharina von Bora, a former nun. The complete German Bible appeared in 1534. Luther died in Eisleben, the town of his birth, on 18 February 1546, and was buried in the Castle Church at Wittenberg.`,
      ),
      photo(
        'Wittenberg: the Castle Church, the university and the Augustinian friary stood within a few hundred metres of one another.',
        'map',
      ),
      t(`## A lasting legacy
Luther's German Bible shaped the written German language, his hymns, among them "A Mighty Fortress Is Our God", are sung around the world, and his Small Catechism of 1529 is still used to teach the faith. He could also be coarse and, late in life, wrote harshly against Jews and others, a side of his work that historians and churches have openly confronted.`),
    ],
    footnotes: [
      'Whether Luther also posted the theses on the door of the Castle Church is debated; the letter to Albert of Mainz is dated 31 October 1517.',
      'The "Here I stand" sentence appears in the first printed editions of the Worms proceedings but not in the official transcript.',
    ],
    further: [
      'Roland H. Bainton, *Here I Stand: A Life of Martin Luther* (1950).',
      'Lyndal Roper, *Martin Luther: Renegade and Prophet* (2016).',
      'Heiko A. Oberman, *Luther: Man between God and the Devil* (1989).',
    ],
  },
  {
    uid: 'william-tyndale',
    title: 'William Tyndale',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-10',
    author: 'hannah-keller',
    art: 'scroll',
    priority: 90,
    video: 'Printing the English New Testament',
    meta: 'The scholar and exile who gave England its first printed New Testament and died for it at Vilvoorde.',
    people: ['william-tyndale', 'thomas-more', 'henry-viii'],
    places: ['oxford', 'worms', 'antwerp', 'vilvoorde'],
    reads: ['john-wycliffe-morning-star', 'the-english-reformation', 'the-king-james-bible'],
    keywords: ['tyndale', 'bible', 'english'],
    products: ['tyndale-new-testament-facsimile', 'season-1-dvd'],
    body: [
      t(
        `William Tyndale was born in Gloucestershire around 1494 and studied at Oxford, where he took his MA in 1515, and probably at Cambridge. He was a gifted linguist who came to know Greek, Hebrew, Latin, German, French, Italian and Spanish. While working as a tutor at Little Sodbury Manor he grew frustrated with clergy who knew little of Scripture, and resolved to translate the Bible into English from the original languages.`,
        `Translation of the Bible into English without a bishop's licence had been forbidden since the Constitutions of Oxford of 1409. When the Bishop of London declined to support him, Tyndale left England in 1524 and never returned.`,
      ),
      q(
        `If God spare my life, ere many years I will cause a boy that driveth the plough shall know more of the scripture than thou dost.`,
        'Tyndale to a cleric, as reported by John Foxe',
        'Light',
      ),
      t(
        `## Printed abroad, read at home
A first printing at Cologne in 1525 was interrupted by a raid, and Tyndale fled up the Rhine to Worms, where Peter Schöffer printed the complete New Testament in 1526. Copies were smuggled into England in bales of cloth. Bishop Cuthbert Tunstall had them burned at St Paul's Cross, which only increased demand. Tyndale went on to translate the Pentateuch, printed at Antwerp in 1530, and Jonah, revising his New Testament in 1534.`,
        `In May 1535 he was betrayed in Antwerp by an Englishman, Henry Phillips, and imprisoned in the castle of Vilvoorde near Brussels. He was condemned for heresy and, in early October 1536, strangled and burned.`,
      ),
      photo(
        'A small octavo New Testament could be hidden in a sleeve or a bale of cloth.',
        'scroll',
      ),
      t(
        `Within three years of his death an English Bible, largely Tyndale's work, was ordered to be placed in every parish church. His phrases, such as "let there be light", "the powers that be" and "the salt of the earth", passed into the King James Version of 1611 and from there into the English language.`,
      ),
      t(`## Why his English lasted
Tyndale wrote for the ear. He chose short words of everyday English and plain sentence rhythms, avoiding Latinate vocabulary where a homely word would do. That is why so many of his phrases still sound natural four centuries later, and why readers who have never heard his name quote him every week.`),
    ],
    footnotes: [
      'Foxe records Tyndale\'s last words as "Lord, open the King of England\'s eyes."',
      'Studies of the King James New Testament estimate that a large majority of its wording follows Tyndale.',
    ],
    further: [
      'David Daniell, *William Tyndale: A Biography* (1994).',
      'Brian Moynahan, *If God Spare My Life* (2002).',
    ],
  },
  {
    uid: 'john-calvin',
    title: 'John Calvin',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-12',
    author: 'jonas-weber',
    art: 'window',
    priority: 90,
    meta: 'The French lawyer turned theologian who made Geneva a centre of the Reformation.',
    people: ['john-calvin', 'william-farel', 'theodore-beza'],
    places: ['geneva', 'strasbourg', 'noyon'],
    reads: ['the-reformation-wall', 'the-huguenot-resistance', 'john-knox'],
    keywords: ['calvin', 'geneva'],
    products: ['season-1-dvd', 'reformation-map-poster'],
    body: [
      t(
        `Jean Cauvin, known in English as John Calvin, was born at Noyon in Picardy on 10 July 1509. His father sent him to Paris to study theology and then to Orléans and Bourges to study law, where he also learned Greek and absorbed the humanist love of ancient sources. Some time around 1533 he experienced what he later called a "sudden conversion" and identified with the evangelical cause.`,
        `After placards attacking the Mass were posted in Paris and on the king's door at Amboise in October 1534, persecution forced him to leave France. In Basel, in 1536, he published the first edition of the *Institutes of the Christian Religion*, a short handbook that he enlarged throughout his life.`,
      ),
      t(
        `## Geneva
Passing through Geneva in 1536, he was confronted by William Farel, who warned him that God would curse his studies if he refused to help the city's newly adopted reform. Calvin stayed, was expelled with Farel in 1538, and spent three happy years as pastor of the French refugee church in Strasbourg, where he married Idelette de Bure. Recalled in 1541, he drew up the Ecclesiastical Ordinances, which organised the church under pastors, teachers, elders and deacons.`,
        `He preached several times a week, wrote commentaries on most books of the Bible and corresponded with reformers across Europe. In 1559 he founded the Genevan Academy, with Theodore Beza as rector, which trained pastors for France, the Netherlands, Scotland and beyond.`,
      ),
      q(
        `My heart I offer to you, Lord, promptly and sincerely.`,
        'Calvin\'s motto, "Cor meum tibi offero Domine prompte et sincere"',
        'Grey',
      ),
      t(
        `Calvin died on 27 May 1564 and, at his own request, was buried in an unmarked grave. His legacy includes the Reformed and Presbyterian churches, the Geneva Bible of 1560 made by English exiles in his city, and a long and contested debate over the execution of Michael Servetus in 1553, which Calvin supported.`,
      ),
      photo(
        'The emblem of a hand holding out a heart is still used by Reformed churches.',
        'window',
      ),
      t(`## A wider influence
Calvin's ideas on the calling of every believer, on education and on the duties of magistrates travelled far beyond Switzerland. Through French, Dutch, Scottish and English exiles who had studied in Geneva, and through the churches they founded, his influence reached the Netherlands, Hungary, Scotland and eventually North America.`),
    ],
    footnotes: [
      'The final Latin edition of the Institutes (1559) has eighty chapters in four books; the first (1536) had six.',
    ],
    further: [
      'Bruce Gordon, *Calvin* (2009).',
      'T. H. L. Parker, *John Calvin: A Biography* (1975).',
    ],
  },
  {
    uid: 'john-knox',
    title: 'John Knox',
    season: 1,
    cats: ['reformation'],
    date: '2025-09-15',
    author: 'ewan-macleod',
    art: 'woodcut',
    priority: 90,
    meta: 'Galley slave, exile and preacher: the reformer of Scotland and minister of St Giles.',
    people: ['john-knox', 'george-wishart', 'mary-queen-of-scots'],
    places: ['edinburgh', 'st-andrews', 'geneva', 'haddington'],
    reads: ['john-calvin', 'the-reformation-wall', 'the-english-reformation'],
    keywords: ['knox', 'scotland', 'edinburgh'],
    products: ['season-1-dvd'],
    body: [
      t(
        `John Knox was born around 1514 at or near Haddington in East Lothian and trained as a priest and notary. In the 1540s he became a follower of George Wishart, an evangelical preacher, and walked before him carrying a two-handed sword. Wishart was arrested and burned at St Andrews on 1 March 1546 on the orders of Cardinal David Beaton. Weeks later a group of Fife lairds murdered the cardinal and seized the castle, and in 1547 Knox joined them as their preacher.`,
      ),
      t(
        `## Galleys and exile
When French ships took the castle that summer, Knox was made a galley slave and rowed for nineteen months. Released in 1549, he served in England under Edward VI as a preacher at Berwick and Newcastle and as a royal chaplain. The accession of the Catholic Mary Tudor in 1553 sent him abroad to Frankfurt and Geneva, where he ministered to English exiles and admired the discipline of Calvin's city.`,
        `In 1558 he published *The First Blast of the Trumpet Against the Monstrous Regiment of Women*, an attack on the rule of Catholic queens that badly misjudged its timing, since Elizabeth became queen of England that November.`,
      ),
      q(
        `Here lies one who never feared any flesh.`,
        "Words traditionally attributed to the Earl of Morton at Knox's burial, 1572",
        'Black',
      ),
      t(
        `Knox returned to Scotland in May 1559 and preached at Perth and St Andrews as the Lords of the Congregation rose against the regent Mary of Guise. In August 1560 the Scottish Parliament adopted the Scots Confession, written by Knox and five colleagues, and abolished papal authority. The *First Book of Discipline* proposed a school in every parish and a college in every town.`,
        `As minister of St Giles in Edinburgh he confronted Mary, Queen of Scots, in a series of tense interviews after 1561. He died in Edinburgh on 24 November 1572 and was buried in the churchyard of St Giles.`,
      ),
      photo('St Giles in Edinburgh, where Knox preached from 1559 until his death.'),
      t(`## Knox remembered
Knox's grave now lies under a car park beside St Giles, marked by a small stone. His house on the Royal Mile, though he may have lived there only briefly, is a museum. In Scotland his legacy is still argued over, but the parish schools and the Presbyterian form of church government that he championed shaped the nation for centuries.`),
    ],
    footnotes: [
      "Knox's *History of the Reformation in Scotland* is the main source for his own life and is openly partisan.",
    ],
    further: ['Jane Dawson, *John Knox* (2015).', 'Rosalind K. Marshall, *John Knox* (2000).'],
  },
];
