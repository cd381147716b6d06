import { type ArticleSpec, photo, q, t } from './article-spec';

/** Season one: the Celtic church and the Waldenses. */
export const celticWaldensianReads: ArticleSpec[] = [
  {
    uid: 'patrick-of-ireland',
    title: 'Patrick of Ireland',
    season: 1,
    cats: ['celtic-church'],
    date: '2025-08-25',
    author: 'ewan-macleod',
    art: 'map',
    meta: 'A Briton carried into slavery who returned to evangelise the land of his captors.',
    people: ['patrick'],
    places: ['armagh', 'slemish'],
    reads: ['columba-of-iona', 'aidan-and-lindisfarne'],
    keywords: ['patrick', 'ireland', 'celtic'],
    products: ['season-1-dvd'],
    body: [
      t(
        `Patrick lived in the fifth century, and almost everything reliable we know about him comes from two short Latin texts he wrote himself: his *Confession* and a *Letter to the Soldiers of Coroticus*. He was born in Roman Britain, the son of a deacon named Calpornius and grandson of a priest, at a place he calls Bannavem Taburniae, whose location is unknown. At about sixteen he was seized by Irish raiders and taken to Ireland as a slave.`,
        `For six years he herded animals, and in his loneliness he began to pray, he says, a hundred times a day and as often at night.`,
      ),
      t(
        `## Return to the land of his captivity
In a dream he was told that a ship was ready for him. He escaped, walked some two hundred miles to the coast and eventually reached home. Years later, after training for the ministry, he dreamed that a man named Victoricus brought him letters from Ireland, and heard "the voice of the Irish" calling him to come and walk among them again.`,
        `He returned as a bishop, probably in the second half of the fifth century, and spent the rest of his life travelling, baptising, ordaining clergy and negotiating with local kings. He writes of the dangers he faced, of being robbed and imprisoned, and of the many sons and daughters of Irish chieftains who became monks and virgins dedicated to Christ.`,
      ),
      q(
        `I, Patrick, a sinner, a most simple countryman, the least of all the faithful and most contemptible to many.`,
        'Patrick, the opening of his Confession (modern translation)',
        'Grey',
      ),
      photo(
        'Slemish mountain in County Antrim, where later tradition says Patrick herded sheep as a slave.',
        'map',
      ),
      t(
        `Patrick's Latin is rough, and he was painfully aware of his lack of education, yet his *Confession* is one of the most personal documents of the early church. His *Letter to the Soldiers of Coroticus* is a furious protest against a British warlord who had killed and enslaved newly baptised Irish Christians, and it is among the earliest Christian writings against slavery.`,
        `Later legends, such as the banishing of snakes and the use of the shamrock to explain the Trinity, date from centuries after his death. His feast on 17 March is kept around the world, and the monastic church he helped to plant sent Columba to Iona a century later.`,
      ),
    ],
    footnotes: [
      'The traditional dates of 432 for his arrival and 461 or 493 for his death come from later annals and are uncertain.',
    ],
    further: [
      "Thomas O'Loughlin, *Discovering Saint Patrick* (2005).",
      'Philip Freeman, *St. Patrick of Ireland* (2004).',
    ],
  },
  {
    uid: 'aidan-and-lindisfarne',
    title: 'Aidan and Lindisfarne',
    season: 1,
    cats: ['celtic-church'],
    date: '2025-08-27',
    author: 'ewan-macleod',
    art: 'map',
    meta: 'The gentle monk from Iona who founded Lindisfarne in 635 and evangelised Northumbria.',
    people: ['aidan', 'oswald', 'cuthbert'],
    places: ['lindisfarne', 'iona', 'bamburgh'],
    reads: ['columba-of-iona', 'the-synod-of-whitby'],
    keywords: ['aidan', 'lindisfarne', 'northumbria', 'celtic'],
    products: ['season-1-dvd'],
    body: [
      t(
        `In 634 Oswald, a prince of the Northumbrian royal house who had spent his exile among the monks of Iona, won back his father's kingdom at the battle of Heavenfield near Hexham. He asked Iona to send a missionary to his people. The first, a monk named Corman, came back complaining that the English were stubborn and barbarous. In the discussion that followed, a monk named Aidan suggested that Corman had been too hard on them, and that they should first have been given the milk of simpler teaching. The community chose Aidan to go himself.`,
      ),
      t(
        `## An island by the king's fortress
In 635 Aidan chose as his base the tidal island of Lindisfarne, within sight of the royal fortress of Bamburgh, perhaps because it reminded him of Iona. At first he spoke little English, and King Oswald, who had learned Irish in exile, translated his sermons for the nobles.`,
        `Bede, writing almost a century later and no friend of Irish customs, nonetheless praised Aidan warmly. He travelled on foot so that he could talk with everyone he met, gave away the gifts of the rich to the poor, bought the freedom of slaves and trained twelve English boys who became leaders of the church.`,
      ),
      q(
        `He was wont to traverse both town and country on foot, never on horseback, unless compelled by some urgent necessity.`,
        'Bede, Ecclesiastical History III.5, on Aidan',
        'Grey',
      ),
      photo('Lindisfarne, reached twice a day across the sands when the tide is out.', 'map'),
      t(
        `Aidan died on 31 August 651 at the royal estate of Bamburgh, leaning against a wooden buttress of the church. That night a young shepherd named Cuthbert saw a vision of a soul being carried to heaven and soon afterwards entered the monastery at Melrose. Cuthbert became the most loved saint of northern England and bishop of Lindisfarne.`,
        `Around 700 the monks of Lindisfarne produced the Lindisfarne Gospels, one of the great masterpieces of early medieval art. In 793 the island became the first target of the Viking raids on England, and the community later left, carrying Cuthbert's body, which came to rest at Durham.`,
      ),
      t(
        `Lindisfarne today is still reached by a causeway that floods twice a day, and pilgrims walk the older route across the sands, marked by tall wooden posts.`,
      ),
    ],
    further: [
      'Bede, *Ecclesiastical History of the English People*, Book III.',
      'Michelle P. Brown, *The Lindisfarne Gospels* (2003).',
    ],
  },
  {
    uid: 'the-synod-of-whitby',
    title: 'The Synod of Whitby',
    season: 1,
    cats: ['celtic-church'],
    date: '2025-08-29',
    author: 'hannah-keller',
    art: 'scroll',
    meta: 'How a quarrel over the date of Easter in 664 brought Northumbria into line with Rome.',
    people: ['oswy', 'hilda-of-whitby', 'wilfrid', 'colman'],
    places: ['whitby', 'lindisfarne', 'iona'],
    reads: ['aidan-and-lindisfarne', 'columba-of-iona'],
    keywords: ['whitby', 'easter', 'celtic'],
    products: ['season-1-dvd'],
    body: [
      t(
        `By the 660s two Christian traditions met in Northumbria. The church founded by Aidan and the monks of Iona followed Irish customs, including a method of calculating the date of Easter that had been abandoned elsewhere and a distinctive form of the monastic tonsure. Missionaries connected with Canterbury and Rome followed the newer reckoning. In the royal household itself the results were awkward: King Oswy, raised in the Irish tradition, could be celebrating Easter while his queen, Eanflæd, from Kent, was still keeping the Lenten fast.`,
      ),
      t(
        `## The debate at Streoneshalh
In 664 Oswy called a council at the double monastery of Streoneshalh, later called Whitby, ruled by the abbess Hilda. Bishop Colman of Lindisfarne spoke for the Irish customs, appealing to the example of Columba and of the apostle John. Wilfrid, a young abbot who had travelled to Rome, spoke for the Roman practice, appealing to Peter and to the custom of the whole church outside Ireland and Britain.`,
        `According to Bede, the decisive moment came when Oswy asked both sides whether it was true that Christ had given Peter the keys of the kingdom of heaven. When Colman agreed, the king decided he would not oppose the doorkeeper of heaven.`,
      ),
      q(
        `If Saint Peter holds the keys of heaven, I would rather not contradict him, lest when I come to the gates there should be none to open them.`,
        'King Oswy at Whitby, as told by Bede (paraphrased)',
        'Black',
      ),
      photo(
        "The ruins of the later Benedictine abbey stand on the cliff where Hilda's monastery once stood.",
        'scroll',
      ),
      t(
        `Colman and many of his monks withdrew to Iona and later to Ireland, and Lindisfarne adopted the Roman customs. Iona itself changed its Easter reckoning in 716. Historians today see Whitby less as a defeat of a separate "Celtic church" than as one step in the gradual alignment of the churches of Britain and Ireland with continental practice.`,
        `Hilda, one of the most remarkable women of the early English church, trained five future bishops at Whitby and encouraged the cowherd Cædmon, the first English poet known by name.`,
      ),
      t(
        `The synod is also a reminder of how much the early churches of these islands had in common: the same Scriptures, the same creeds and, for all the argument over dates, the same Easter hope.`,
      ),
    ],
    footnotes: [
      "Bede's account of the synod is in his Ecclesiastical History, Book III, chapter 25.",
    ],
    further: [
      'Bede, *Ecclesiastical History of the English People*, III.25.',
      'Thomas Charles-Edwards, *Early Christian Ireland* (2000).',
    ],
  },
  {
    uid: 'peter-waldo-of-lyon',
    title: 'Peter Waldo of Lyon',
    season: 1,
    cats: ['waldensian'],
    date: '2025-08-31',
    author: 'marta-bianchi',
    art: 'woodcut',
    meta: 'The rich merchant who gave away his wealth, commissioned a Bible translation and started the Waldensian movement.',
    people: ['peter-waldo'],
    places: ['lyon'],
    reads: ['the-waldenses', 'the-glorious-return-1689'],
    keywords: ['waldo', 'lyon', 'waldens'],
    products: ['waldensian-valleys-guide'],
    body: [
      t(
        `Valdes, known to later generations as Peter Waldo, was a wealthy merchant of Lyon in the second half of the twelfth century, a time when the city's trade was booming. According to a chronicle written soon afterwards, around 1173 he heard a wandering minstrel sing the story of Saint Alexis, a rich young man who left everything to live as a beggar. Deeply moved, he consulted a theologian, who quoted to him the words of Jesus to the rich young ruler: "If thou wilt be perfect, go and sell that thou hast, and give to the poor."`,
      ),
      t(
        `## The Poor of Lyon
Valdes provided for his wife and placed his daughters in a convent, repaid those he had wronged in business, and distributed the rest of his wealth to the poor, reportedly throwing coins in the streets. He paid two clerics to translate the Gospels and other books of the Bible into the Franco-Provençal language spoken in Lyon, and began to preach in the streets, soon joined by men and women who also gave up their property.`,
        `In 1179 he went to Rome during the Third Lateran Council. Pope Alexander III embraced him and approved his vow of poverty, but the clergy who examined his followers mocked their lack of theological learning, and they were forbidden to preach unless invited by the local clergy.`,
      ),
      q(
        `We ought to obey God rather than men.`,
        'Acts 5:29 (KJV), the text the Poor of Lyon cited when forbidden to preach',
        'Black',
      ),
      photo(
        'The narrow streets of old Lyon along the Saône, where the Poor first preached.',
        'woodcut',
      ),
      t(
        `The archbishop of Lyon expelled them, and in 1184 Pope Lucius III included the "Poor of Lyon" in a list of heretics condemned at Verona. Around 1180 Valdes had signed a profession of orthodox faith, and he never intended to found a separate church. But he and his followers would not stop preaching, and the movement spread to Languedoc, Lombardy and beyond.`,
        `Valdes probably died around 1205 or earlier. His followers, whom others called Waldenses, kept his two convictions for centuries: that ordinary believers should have the Scriptures in their own language, and that the gospel must be lived as well as preached.`,
      ),
      t(
        `A modern statue of Valdes stands at Worms, among the forerunners on the great Luther monument unveiled there in 1868.`,
      ),
    ],
    footnotes: [
      'The story of the minstrel comes from the Anonymous Chronicle of Laon, written in the early thirteenth century.',
    ],
    further: [
      'Gabriel Audisio, *The Waldensian Dissent* (1999).',
      'Malcolm Lambert, *Medieval Heresy* (3rd ed., 2002).',
    ],
  },
  {
    uid: 'the-glorious-return-1689',
    title: 'The Glorious Return of 1689',
    season: 1,
    cats: ['waldensian'],
    date: '2025-09-02',
    author: 'marta-bianchi',
    art: 'map',
    video: 'Across the Alps with Henri Arnaud',
    meta: 'How about a thousand exiled Waldenses marched back over the Alps to reclaim their valleys.',
    people: ['henri-arnaud', 'victor-amadeus-ii'],
    places: ['piedmont-valleys', 'lake-geneva', 'balsiglia'],
    reads: ['the-waldenses', 'peter-waldo-of-lyon'],
    keywords: ['glorious return', '1689', 'arnaud', 'waldens'],
    products: ['waldensian-valleys-guide', 'season-1-dvd'],
    body: [
      t(
        `In January 1686 Duke Victor Amadeus II of Savoy, under pressure from Louis XIV of France, who had just revoked the Edict of Nantes, ordered the Waldenses of Piedmont to abandon their faith. Those who resisted were overwhelmed. Some eight thousand were imprisoned in fortresses, where many died of hunger and disease during the winter. In 1687 about 2,500 survivors were released and allowed to go into exile in Switzerland, crossing the snow-covered passes in small groups.`,
      ),
      t(
        `## The march
Protestant Switzerland welcomed them, but the exiles longed to return. On the night of 16 to 17 August 1689, about nine hundred to a thousand armed men, led by the pastor and soldier Henri Arnaud, crossed Lake Geneva from near Nyon and landed at Yvoire in Savoy. Over the next two weeks they marched through the mountains, crossing high passes including the Col du Mont Cenis and fighting a pitched battle at the bridge of Salbertrand, and reached the valleys at the end of August.`,
        `On the hill of Sibaud, near Bobbio Pellice, they swore an oath to remain united and to restore their churches.`,
      ),
      q(
        `Our help is in the name of the LORD, who made heaven and earth.`,
        'Psalm 124:8 (KJV); Psalm 124 became a hymn of the Waldensian return',
        'Grey',
      ),
      photo(
        'The route of the Glorious Return from Lake Geneva over the Alpine passes to the Pellice valley.',
        'map',
      ),
      t(
        `During the winter of 1689 to 1690 a few hundred survivors held out on the fortified rock of the Balsiglia in the Germanasca valley against French and Savoyard troops. In May 1690, when capture seemed certain, they escaped at night through the fog. Days later the political situation changed: Victor Amadeus broke with Louis XIV and joined the alliance against France, and he allowed the Waldenses to return to their valleys.`,
        `Arnaud wrote an account of the march, published in 1710. The oath of Sibaud is commemorated by a monument on the hill, and the Balsiglia is a place of pilgrimage for Waldenses from Italy, Switzerland and the Americas.`,
      ),
      t(`## Remembering the return
Every year, in late August, Waldenses gather at Sibaud for a service of remembrance. Hikers can follow much of the route of 1689 on marked trails, and museums at Torre Pellice and Prali tell the story with maps, weapons and letters from the exile.`),
    ],
    footnotes: [
      'Figures for the returning force vary between about 900 and 1,000 men in the contemporary accounts.',
    ],
    further: [
      'Henri Arnaud, *The Glorious Recovery by the Vaudois of Their Valleys* (1710; English translation 1827).',
      'Giorgio Tourn, *The Waldensians: The First 800 Years* (1980).',
    ],
  },
];
