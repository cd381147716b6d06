import { e, section } from './event-entry';

export const EVENTS_S1B = section('german-and-swiss-reformation', [
  e(
    'luthers-vow-in-the-thunderstorm',
    "Luther's vow in the thunderstorm",
    '1505-07-02',
    null,
    'martin-luther | | martin-luther',
    `On 2 July 1505 the law student Martin Luther was caught in a violent thunderstorm near the village of Stotternheim. Thrown to the ground by a lightning strike close by, he cried out to Saint Anne and vowed to become a monk.

Two weeks later, against his father's wishes, he entered the Augustinian friary at Erfurt. His search for peace with God there would shape the rest of his life.`,
  ),
  e(
    'luther-becomes-doctor-of-theology',
    'Luther becomes a doctor of theology',
    '1512-10-19',
    null,
    'martin-luther | wittenberg | martin-luther',
    `On 19 October 1512 Martin Luther received the degree of doctor of theology at the young University of Wittenberg, founded by Elector Frederick the Wise ten years earlier.

He took over the chair of biblical studies and lectured on the Psalms, then on Romans and Galatians. In studying Paul's letters he came to understand the righteousness of God as a gift received by faith.`,
  ),
  e(
    'the-ninety-five-theses',
    'The Ninety-five Theses',
    '1517-10-31',
    null,
    'martin-luther | wittenberg | martin-luther season1-movements',
    `On 31 October 1517 Martin Luther sent his Ninety-five Theses on the power of indulgences to Archbishop Albrecht of Mainz. By long tradition he also posted them on the door of the Castle Church in Wittenberg, which served as the university notice board.

Written in Latin as points for academic debate, the theses were soon translated and printed. Within weeks they were read across Germany, and the Reformation had begun.`,
    { main: true, products: ['luther-rose-mug', 'reformation-map-poster'] },
  ),
  e(
    'melanchthon-arrives-in-wittenberg',
    'Melanchthon arrives in Wittenberg',
    '1518',
    null,
    'philip-melanchthon martin-luther | wittenberg | martin-luther',
    `In August 1518 the twenty-one-year-old Philip Melanchthon arrived in Wittenberg as the university's first professor of Greek. His slight build disappointed some, but his inaugural lecture on reforming studies won over his hearers.

Luther was delighted. The two became lifelong colleagues, Luther the bold preacher and Melanchthon the careful scholar who gave Lutheran teaching its systematic form. He stayed in Wittenberg for the rest of his life.`,
  ),
  e(
    'zwingli-preaches-at-the-great-minster',
    'Zwingli preaches at the Great Minster',
    '1519-01-01',
    null,
    'ulrich-zwingli | zurich |',
    `On 1 January 1519, his thirty-fifth birthday, Ulrich Zwingli began his ministry at the Great Minster in Zürich. Instead of following the set readings he announced that he would preach straight through the Gospel of Matthew.

This practice of continuous exposition of Scripture became a mark of the Reformed churches. Later that year Zwingli nearly died of plague, an experience that deepened his faith.`,
  ),
  e(
    'leipzig-debate',
    'The Leipzig Debate',
    '1519',
    null,
    'martin-luther | wittenberg | martin-luther',
    `In the summer of 1519 Johann Eck debated Andreas Karlstadt and then Martin Luther at the Pleissenburg castle in Leipzig.

Eck pressed Luther into saying that church councils could err and that some of Jan Hus's teachings, condemned at Constance, were truly Christian. The debate made the break with Rome clearer and brought Luther to the attention of a wider public. Eck then travelled to Rome to press the case against him.`,
  ),
  e(
    'luther-burns-the-papal-bull',
    'Luther burns the papal bull',
    '1520-12-10',
    null,
    'martin-luther | wittenberg | martin-luther',
    `In June 1520 Pope Leo X issued the bull Exsurge Domine, giving Luther sixty days to recant. That year Luther published three major treatises, among them To the Christian Nobility and On the Babylonian Captivity of the Church.

On 10 December 1520, outside the Elster Gate of Wittenberg, he threw a copy of the bull and volumes of canon law into a bonfire before students and colleagues.`,
  ),
  e(
    'luther-at-the-diet-of-worms',
    'Luther at the Diet of Worms',
    '1521-04-18',
    null,
    'martin-luther | worms | martin-luther',
    `Summoned under safe conduct to the imperial Diet at Worms, Martin Luther stood before Emperor Charles V and the princes of the empire. Asked on 17 April whether he would retract his books, he requested time to consider.

The next day he answered that unless convinced by Scripture and plain reason he could not recant, for his conscience was captive to the Word of God. In May the Edict of Worms declared him an outlaw.`,
    {
      main: true,
      quote: [
        'Here I stand, I can do no other. God help me. Amen.',
        'Words traditionally attributed to Martin Luther at Worms, 18 April 1521',
      ],
    },
  ),
  e(
    'luther-hidden-at-the-wartburg',
    'Luther hidden at the Wartburg',
    '1521-05-04',
    null,
    'martin-luther | wartburg | martin-luther',
    `On his way home from Worms, on 4 May 1521, Luther's carriage was stopped in the Thuringian forest by horsemen who carried him off. The "kidnapping" had been arranged by his prince, Frederick the Wise, to keep him safe.

Luther spent ten months at the Wartburg castle above Eisenach, living as the knight Junker Jörg, growing a beard and writing constantly. Few people knew where he was hidden.`,
  ),
  e(
    'the-september-testament',
    'The September Testament',
    '1522',
    null,
    'martin-luther philip-melanchthon | wartburg wittenberg | martin-luther',
    `At the Wartburg, Luther translated the New Testament from Erasmus's Greek text into German in about eleven weeks. Back in Wittenberg, Melanchthon helped him revise it.

Printed in September 1522 with woodcuts from the workshop of Lucas Cranach, the first edition of several thousand copies sold out within months. Its vivid, everyday language helped shape modern written German. It is still known by the month of its publication.`,
  ),
  e(
    'first-zurich-disputation',
    'The First Zürich Disputation',
    '1523-01-29',
    null,
    'ulrich-zwingli | zurich |',
    `On 29 January 1523 the city council of Zürich held a public disputation in the town hall. Zwingli defended sixty-seven articles summarising his teaching against a representative of the bishop of Constance.

The council declared that Zwingli should continue preaching from Scripture and that other preachers should do the same. A second disputation in October led to the removal of images and, in 1525, the end of the Mass.`,
  ),
  e(
    'first-anabaptist-baptisms',
    'First Anabaptist baptisms in Zürich',
    '1525-01-21',
    null,
    'ulrich-zwingli | zurich |',
    `On the evening of 21 January 1525, in a house near the Great Minster, Conrad Grebel baptised George Blaurock, who then baptised the others present.

These former students of Zwingli believed that baptism should follow a confession of faith. The Zürich council outlawed them, and in 1527 Felix Manz was drowned in the Limmat, but the Anabaptist movement spread across Europe. Their descendants include the Mennonites, the Amish and the Hutterites.`,
  ),
  e(
    'protestation-at-speyer',
    'The Protestation at Speyer',
    '1529-04-19',
    null,
    '| |',
    `At the Diet of Speyer in 1529 the Catholic majority voted to enforce the Edict of Worms and halt further reforms.

On 19 April six evangelical princes and fourteen imperial cities issued a formal protest, declaring that in matters of God's honour and salvation each must answer to God for himself. From this protestation the reformers gained the name Protestants. The city of Speyer later built a memorial church to mark the event.`,
  ),
  e(
    'marburg-colloquy',
    'The Marburg Colloquy',
    '1529-10-01',
    '1529-10-04',
    'martin-luther ulrich-zwingli philip-melanchthon | |',
    `Philip of Hesse invited Luther, Zwingli, Melanchthon and other reformers to his castle at Marburg in October 1529, hoping to unite the Protestant cause.

They agreed on fourteen of fifteen articles. On the Lord's Supper, however, Luther insisted on the real presence of Christ's body, chalking "This is my body" on the table, while Zwingli held the meal to be a memorial. They parted without full agreement.`,
  ),
  e(
    'augsburg-confession',
    'The Augsburg Confession',
    '1530-06-25',
    null,
    'philip-melanchthon martin-luther | |',
    `At the Diet of Augsburg the Lutheran princes presented a statement of their faith to Emperor Charles V. Drafted by Melanchthon, it was read aloud in German on 25 June 1530.

Luther, still an outlaw, followed events from the Coburg fortress. The Augsburg Confession became the founding statement of the Lutheran churches and remains in use today. The emperor rejected it, but copies spread quickly in print.`,
  ),
  e(
    'death-of-zwingli-at-kappel',
    'Death of Zwingli at Kappel',
    '1531-10-11',
    null,
    'ulrich-zwingli | zurich |',
    `Tension between Protestant Zürich and the Catholic cantons of central Switzerland ended in war in October 1531.

On 11 October the Catholic forces surprised the Zürich troops at Kappel am Albis. Zwingli, who had gone with the army as chaplain, was killed in the battle. Heinrich Bullinger succeeded him and led the Zürich church for more than forty years. The peace that followed kept the Swiss cantons divided by faith.`,
  ),
  e(
    'luthers-complete-german-bible',
    "Luther's complete German Bible",
    '1534',
    null,
    'martin-luther philip-melanchthon | wittenberg | martin-luther',
    `In 1534 Hans Lufft of Wittenberg printed the complete Bible in Luther's German translation, including the Old Testament and the Apocrypha.

Luther had worked on the Old Testament for twelve years with a team of colleagues who met weekly to debate difficult words. He continued to revise the translation until his death, and it became the standard German Bible. About one hundred thousand copies were printed in Wittenberg during his lifetime.`,
    { products: ['reformation-map-poster'] },
  ),
  e(
    'calvins-institutes-published',
    "Calvin's Institutes published",
    '1536',
    null,
    'john-calvin | geneva | john-calvin',
    `In March 1536 a Basel printer published the Institutes of the Christian Religion by the twenty-six-year-old John Calvin, a French refugee. It opened with a letter to King Francis I defending persecuted French Protestants.

Calvin expanded the work through many editions. The final Latin edition of 1559 ran to eighty chapters and became one of the most influential books of Protestant theology.`,
    { main: true },
  ),
  e(
    'geneva-adopts-the-reformation',
    'Geneva adopts the Reformation',
    '1536-05-21',
    null,
    'william-farel john-calvin | geneva | john-calvin',
    `On 21 May 1536 the citizens of Geneva, assembled in general council, voted to live according to the gospel and abolish the Mass.

William Farel had preached in the city for several years. That summer, when John Calvin stopped for a night in Geneva on his way to Strasbourg, Farel persuaded him to stay and help organise the new church. The city had only recently won its independence from the Duke of Savoy.`,
  ),
  e(
    'calvin-returns-to-geneva',
    'Calvin returns to Geneva',
    '1541-09-13',
    null,
    'john-calvin | geneva | john-calvin',
    `Expelled from Geneva in 1538 after a dispute with the city council, Calvin spent three happy years ministering to French refugees in Strasbourg, where he married Idelette de Bure.

The council asked him back, and he returned on 13 September 1541. Within weeks he presented the Ecclesiastical Ordinances, which set out the offices of pastor, teacher, elder and deacon. He remained in Geneva until his death.`,
  ),
  e(
    'death-of-martin-luther',
    'Death of Martin Luther',
    '1546-02-18',
    null,
    'martin-luther | wittenberg | martin-luther',
    `In January 1546 Luther travelled to his birthplace, Eisleben, to settle a dispute between the counts of Mansfeld. He fell ill there and died early on 18 February 1546.

Asked by friends whether he stood firm in the faith he had taught, he answered yes. His body was taken to Wittenberg and buried in the Castle Church near the pulpit. Justus Jonas preached at his funeral and Melanchthon gave the oration.`,
  ),
  e(
    'peace-of-augsburg',
    'The Peace of Augsburg',
    '1555-09-25',
    null,
    '| |',
    `The Peace of Augsburg, agreed on 25 September 1555, ended decades of conflict between Lutheran and Catholic states in the Holy Roman Empire.

Each prince could choose whether his territory would be Lutheran or Catholic, a principle later summed up as "whose realm, his religion". Reformed churches were not included, and the settlement broke down in the Thirty Years' War. Subjects who disagreed with their ruler were allowed to emigrate.`,
  ),
  e(
    'geneva-academy-founded',
    'The Geneva Academy founded',
    '1559',
    null,
    'john-calvin theodore-beza | geneva | john-calvin',
    `In June 1559 Geneva opened its academy, with a school for younger pupils and a higher school for theology, languages and the arts. Theodore Beza was its first rector.

Students came from across Europe. Many returned home as pastors, and the academy trained a large share of the ministers who served the fast-growing Reformed churches of France. It is the forerunner of the University of Geneva.`,
  ),
  e(
    'death-of-john-calvin',
    'Death of John Calvin',
    '1564-05-27',
    null,
    'john-calvin theodore-beza | geneva | john-calvin',
    `Worn out by years of work and illness, John Calvin died in Geneva on 27 May 1564, at the age of fifty-four.

At his own request he was buried in the common cemetery of Plainpalais without a headstone. Theodore Beza succeeded him as moderator of the Company of Pastors and wrote the first account of his life. The exact site of his grave is unknown, though a simple marker now stands there.`,
  ),
  e(
    'reformation-wall-built',
    'The Reformation Wall is built',
    '1909',
    '1917',
    'john-calvin william-farel theodore-beza john-knox | geneva | the-reformation-wall',
    `To mark the four-hundredth anniversary of John Calvin's birth and the three-hundred-and-fiftieth of the Geneva Academy, the foundation stone of the International Monument to the Reformation was laid in 1909.

Set against the old city walls in the Parc des Bastions, it shows Farel, Calvin, Beza and Knox in five-metre statues, with smaller figures and reliefs on either side. It was completed in 1917.`,
    { main: true },
  ),
]);
