import { e, section } from './event-entry';

export const EVENTS_S1A = [
  ...section('celtic-church-and-waldenses', [
    e(
      'patrick-begins-his-mission-in-ireland',
      'Patrick begins his mission in Ireland',
      '432',
      null,
      '| | columba-of-iona',
      `By the traditional reckoning of the Irish annals, Patrick returned in 432 to the island where he had once been held as a slave. A Briton by birth, he had escaped, trained for the ministry and now came back as a missionary bishop.

His own Confession describes long journeys, baptisms and dangers from local kings. The churches and monasteries that grew in Ireland after him later sent out men such as Columba.`,
    ),
    e(
      'columba-lands-on-iona',
      'Columba lands on Iona',
      '563',
      null,
      'columba | iona | columba-of-iona season1-locations',
      `In 563 the Irish monk Columba and twelve companions crossed from Ireland and settled on Iona, a small island off the coast of Mull granted to them by the king of Dál Riata.

They built a simple monastery of timber and wattle. From this base Columba travelled to the court of the Pictish king Bridei near Inverness, and his monks spent their days in prayer, study, farming and the careful copying of the Scriptures.`,
      { main: true },
    ),
    e(
      'death-of-columba',
      'Death of Columba',
      '597-06-09',
      null,
      'columba | iona | columba-of-iona',
      `Columba died on Iona in the early hours of Sunday 9 June 597, according to the account written about a century later by Adomnán, one of his successors as abbot.

Adomnán tells that the old man spent his last day copying a psalter and blessing the island. The same year a mission sent from Rome under Augustine landed in Kent, and the two streams of Christianity would meet in Britain in the decades that followed.`,
    ),
    e(
      'aidan-founds-lindisfarne',
      'Aidan founds Lindisfarne',
      '635',
      null,
      '| iona | columba-of-iona',
      `At the request of King Oswald of Northumbria, who had been sheltered on Iona in his youth, the monk Aidan came south from Iona and founded a monastery on the tidal island of Lindisfarne in 635.

Aidan walked rather than rode so that he could talk with the people he met. Lindisfarne became a school for English missionaries, and the Lindisfarne Gospels were later produced there around the year 700.`,
    ),
    e(
      'synod-of-whitby',
      'Synod of Whitby',
      '664',
      null,
      '| iona | columba-of-iona',
      `In 664 King Oswiu of Northumbria called a meeting at the abbey of Whitby to settle disputes between the Celtic and Roman customs, above all the method of calculating the date of Easter.

After hearing both sides he chose the Roman practice. Bishop Colman and many Irish monks withdrew to Iona and Ireland, and the independence of the Celtic churches in England steadily declined.`,
    ),
    e(
      'vikings-raid-iona',
      'Vikings raid Iona',
      '795',
      null,
      '| iona | columba-of-iona',
      `In 795 Norse raiders attacked Iona for the first time. Further raids followed in 802 and 806, when sixty-eight members of the community were killed.

To protect the community and its relics, the abbot moved its centre to a new monastery at Kells in Ireland. Iona continued as a place of prayer, but its role as the leading house of the Columban churches passed elsewhere.`,
    ),
    e(
      'peter-waldo-gives-away-his-wealth',
      'Peter Waldo gives away his wealth',
      '1173',
      null,
      'peter-waldo | | the-waldenses',
      `Around 1173 a wealthy merchant of Lyon named Waldo was moved by the story of a saint who gave up everything. He provided for his wife, placed his daughters in a convent and gave the rest of his fortune to the poor.

He paid two clerics to translate Gospel passages into the language of the people and began to preach. Followers gathered, and they became known as the Poor of Lyon.`,
      { main: true, products: ['waldensian-valleys-guide'] },
    ),
    e(
      'waldenses-condemned-at-verona',
      'Waldenses condemned at Verona',
      '1184',
      null,
      'peter-waldo | | the-waldenses',
      `In 1184 Pope Lucius III issued the decree Ad abolendam at a council in Verona. It condemned several groups as heretics, among them the Poor of Lyon, who had kept on preaching after being told to stop.

Banned from the towns, the Waldenses spread quietly through southern France, northern Italy and beyond. Their travelling preachers, called barbes, taught from memorised portions of Scripture in the local language.`,
    ),
    e(
      'crusade-against-the-waldenses',
      'Crusade against the Waldenses',
      '1487',
      '1488',
      '| piedmont-valleys | the-waldenses',
      `In 1487 Pope Innocent VIII authorised a crusade against the Waldenses of the Alps. Troops entered the valleys of the Dauphiné and Piedmont the following year.

In the Val Pellice the defenders held their ground at the hamlet of Pra del Torno, while in the French valleys many who hid in caves were killed. The survivors kept their faith in secret, meeting at night and training their barbes in remote places.`,
    ),
    e(
      'synod-of-chanforan',
      'Synod of Chanforan',
      '1532',
      null,
      '| piedmont-valleys | the-waldenses',
      `In September 1532 the Waldensian barbes met at Chanforan in the Angrogna valley with the reformer William Farel and other envoys from Switzerland.

After long discussion the majority agreed to bring their teaching into line with the Reformation, to worship openly and to pay for a new French translation of the Bible. The resulting Olivétan Bible was printed at Neuchâtel in 1535.`,
      { products: ['waldensian-valleys-guide'] },
    ),
    e(
      'piedmont-easter-massacre',
      'The Piedmont Easter massacre',
      '1655-04-24',
      null,
      '| piedmont-valleys | the-waldenses',
      `On 24 April 1655, during Easter week, troops of the Duke of Savoy quartered in the Waldensian valleys turned on their hosts. Some 1,700 people were killed, and villages were burned.

News of the Piedmont Easter spread across Protestant Europe. Oliver Cromwell protested, sent an envoy and raised funds for the survivors, and John Milton wrote his sonnet "On the Late Massacre in Piedmont".`,
      { main: true },
    ),
    e(
      'glorious-return-of-the-waldenses',
      'The Glorious Return of the Waldenses',
      '1689',
      '1690',
      'henri-arnaud | piedmont-valleys | the-waldenses',
      `In August 1689 about a thousand Waldensian exiles, led by the pastor Henri Arnaud, crossed Lake Geneva by night and marched over the Alps towards their home valleys.

After fighting their way through, they held out through the winter on the rocky spur of the Balsiglia. In May 1690 they slipped away from a besieging army just before the Duke of Savoy changed sides and allowed them to stay.`,
      { main: true },
    ),
    e(
      'waldensian-emancipation',
      'Emancipation of the Waldenses',
      '1848-02-17',
      null,
      '| piedmont-valleys | the-waldenses',
      `On 17 February 1848 King Charles Albert of Sardinia signed letters patent granting civil and political rights to the Waldenses for the first time.

After centuries of restriction they could now live, study and work outside their valleys. Bonfires were lit on the hills to celebrate, and 17 February is still marked by Waldensian communities each year. The decree came in the same weeks as a wider wave of reform across Italy.`,
    ),
  ]),
  ...section('morning-star-of-the-reformation', [
    e(
      'wycliffe-becomes-rector-of-lutterworth',
      'Wycliffe becomes rector of Lutterworth',
      '1374',
      null,
      'john-wycliffe | lutterworth oxford |',
      `In 1374 the Crown appointed John Wycliffe rector of the parish of Lutterworth in Leicestershire. The same year he served on a royal embassy to Bruges to discuss papal taxation with envoys of the pope.

Wycliffe kept his teaching post at Oxford for some years, but Lutterworth gave him a secure income and later a refuge, and it was there that he spent his final years writing.`,
    ),
    e(
      'wycliffe-condemned-at-blackfriars',
      'Wycliffe condemned at Blackfriars',
      '1382',
      null,
      'john-wycliffe | london oxford |',
      `In May 1382 Archbishop William Courtenay called a council at the Blackfriars priory in London to examine Wycliffe's teachings. While it met, an earthquake shook the city, which each side read as a sign in its favour.

The council condemned twenty-four propositions drawn from his writings. His supporters at Oxford were forced to submit, and Wycliffe withdrew to Lutterworth. Because of the tremor, the meeting became known as the Earthquake Synod.`,
    ),
    e(
      'the-wycliffe-bible',
      'The Wycliffe Bible',
      '1382',
      '1395',
      'john-wycliffe | oxford lutterworth |',
      `Between about 1382 and 1395 Wycliffe's followers produced the first complete Bible in English, translated from the Latin Vulgate. An early version kept close to the Latin word order; a later revision read more naturally.

Copied by hand, it circulated widely despite the Constitutions of Oxford of 1409, which forbade unauthorised translations. More than 250 manuscripts survive. Nicholas of Hereford and John Purvey are often named among the translators.`,
      { main: true },
    ),
    e(
      'death-of-john-wycliffe',
      'Death of John Wycliffe',
      '1384-12-31',
      null,
      'john-wycliffe | lutterworth |',
      `On 28 December 1384, while hearing Mass in his church at Lutterworth, Wycliffe suffered a stroke. He died on the last day of the year.

He was buried in the churchyard. His followers, known as Lollards, carried his ideas on in England, and students from Bohemia took his writings home to Prague, where they deeply influenced Jan Hus. In England the movement survived underground into the sixteenth century.`,
    ),
    e(
      'hus-preaches-at-the-bethlehem-chapel',
      'Hus preaches at the Bethlehem Chapel',
      '1402',
      null,
      'jan-hus | prague | huss-and-jerome',
      `In 1402 Jan Hus was appointed preacher at the Bethlehem Chapel in Prague, a large hall founded to hold sermons in Czech rather than Latin.

He preached there twice a day on holy days to crowds of up to three thousand people. His sermons called the clergy to holiness and criticised the sale of church offices, and the chapel became the centre of reform in Bohemia.`,
    ),
    e(
      'council-of-constance',
      'The Council of Constance',
      '1414-11-05',
      '1418-04-22',
      'jan-hus jerome-of-prague | constance | huss-and-jerome',
      `The Council of Constance opened on 5 November 1414 to end the Western Schism, in which three rival popes claimed authority.

By deposing or accepting the resignation of all three and electing Martin V in 1417, it restored a single papacy. It also condemned John Wycliffe and sent Jan Hus and Jerome of Prague to their deaths. The council closed on 22 April 1418.`,
    ),
    e(
      'jan-hus-burned-at-constance',
      'Jan Hus burned at Constance',
      '1415-07-06',
      null,
      'jan-hus | constance prague | huss-and-jerome',
      `On 6 July 1415, after months in prison, Jan Hus was brought before the Council of Constance and declared a heretic. He refused to recant teachings that he said he had never held.

He was stripped of his priestly garments and led outside the city, where he was burned. His ashes were thrown into the Rhine. In Bohemia his death was seen as a betrayal, and protest soon turned to revolt.`,
      {
        main: true,
        quote: [
          'God is my witness that I have never taught what false witnesses have testified against me.',
          'Jan Hus at the stake, 6 July 1415, in the words of an eyewitness account (paraphrased)',
        ],
      },
    ),
    e(
      'jerome-of-prague-burned',
      'Jerome of Prague burned',
      '1416-05-30',
      null,
      'jerome-of-prague | constance | huss-and-jerome',
      `Jerome of Prague had travelled to Constance in 1415 to support his friend Jan Hus. Arrested and held in chains, he recanted that September.

In May 1416 he appeared again before the council, withdrew his recantation and praised Hus as a good and holy man. He was condemned and burned on 30 May 1416 on the same spot as Hus. Eyewitnesses, including the humanist Poggio Bracciolini, admired his eloquence and courage.`,
    ),
    e(
      'wycliffes-remains-burned',
      "Wycliffe's remains burned",
      '1428',
      null,
      'john-wycliffe | lutterworth constance |',
      `The Council of Constance had ordered that Wycliffe's bones be removed from consecrated ground. The order was finally carried out in 1428 at the command of Pope Martin V.

His remains were dug up at Lutterworth, burned, and the ashes thrown into the River Swift. Later writers noted that the Swift flows into the Avon, the Avon into the Severn and the Severn into the sea, as his teaching spread.`,
    ),
    e(
      'hussite-wars',
      'The Hussite Wars',
      '1419',
      '1434',
      'jan-hus | prague | huss-and-jerome',
      `After the first Defenestration of Prague in July 1419, the followers of Hus in Bohemia rose against King Sigismund, whom they blamed for his death.

Under the blind general Jan Žižka they defeated five crusades sent against them, using wagon forts and early firearms. Divisions between moderate Utraquists and radical Taborites ended in the battle of Lipany in 1434. The Compacts of Basel later allowed the Bohemians to receive communion in both kinds.`,
    ),
    e(
      'unity-of-the-brethren-founded',
      'Unity of the Brethren founded',
      '1457',
      null,
      'jan-hus | prague | huss-and-jerome',
      `In 1457 a group of Hus's spiritual heirs gathered at Kunvald in eastern Bohemia and formed the Unitas Fratrum, the Unity of the Brethren.

They sought a simple, peaceful life based on the Sermon on the Mount. Scattered by persecution after 1620, the Brethren were renewed at Herrnhut in Saxony in the 1720s and became the Moravian Church. Their bishop Jan Amos Comenius became famous as a pioneer of education.`,
    ),
  ]),
];
