import { e, section } from './event-entry';

export const EVENTS_S1C = [
  ...section('reformation-in-britain', [
    e(
      'tyndales-new-testament-printed',
      "Tyndale's New Testament printed",
      '1526',
      null,
      'william-tyndale | worms london | william-tyndale the-english-reformation',
      `Early in 1526 Peter Schöffer of Worms finished printing William Tyndale's English New Testament, the first translated directly from the Greek and the first printed in English.

About three thousand copies of the small octavo were smuggled into England. The bishop of London bought and burned as many as he could find, which only paid for a revised edition. A first attempt at printing in Cologne in 1525 had been stopped by a raid.`,
      { main: true, products: ['tyndale-new-testament-facsimile'] },
    ),
    e(
      'act-of-supremacy',
      'The Act of Supremacy',
      '1534',
      null,
      '| london | the-english-reformation',
      `In November 1534 Parliament passed the Act of Supremacy, declaring King Henry VIII the supreme head on earth of the Church of England.

The break with Rome was driven mainly by the king's wish to annul his marriage to Catherine of Aragon. Those who refused to accept it, such as Thomas More and John Fisher, were executed the following year. The monasteries were dissolved between 1536 and 1541.`,
    ),
    e(
      'tyndale-executed-at-vilvoorde',
      'Tyndale executed at Vilvoorde',
      '1536-10-06',
      null,
      'william-tyndale | vilvoorde | william-tyndale',
      `Betrayed by Henry Phillips, a young Englishman who had won his trust, William Tyndale was arrested in Antwerp in May 1535 and imprisoned in the castle of Vilvoorde.

After a long trial for heresy he was strangled and his body burned, traditionally on 6 October 1536. The account of his death, published by John Foxe, records his last prayer for the King of England.`,
      {
        main: true,
        quote: [
          "Lord, open the King of England's eyes.",
          'The last words of William Tyndale, as reported by John Foxe',
        ],
      },
    ),
    e(
      'the-great-bible',
      'The Great Bible',
      '1539',
      null,
      'thomas-cranmer william-tyndale | london | the-english-reformation',
      `In 1539 the Great Bible, prepared by Myles Coverdale and based largely on Tyndale's work, was printed for use in the churches of England.

Thomas Cromwell had ordered that a Bible be set up in every parish church where people could read it. The second edition of 1540 carried a preface by Archbishop Thomas Cranmer encouraging ordinary people to read Scripture. Its large size gave it its name.`,
    ),
    e(
      'book-of-common-prayer',
      'The Book of Common Prayer',
      '1549',
      null,
      'thomas-cranmer | london | the-english-reformation',
      `In 1549, early in the reign of the boy king Edward VI, the first Book of Common Prayer came into use. Largely the work of Thomas Cranmer, it brought together the services of the church in English.

A more thoroughly Protestant revision followed in 1552. With further changes in 1559 and 1662 it shaped the worship and the language of English-speaking Christians for centuries.`,
    ),
    e(
      'latimer-and-ridley-burned',
      'Latimer and Ridley burned at Oxford',
      '1555-10-16',
      null,
      'hugh-latimer | oxford | the-english-reformation',
      `Under Queen Mary I, who restored Catholic worship, some three hundred Protestants were burned for heresy. Among them were the bishops Hugh Latimer and Nicholas Ridley, executed together in Broad Street, Oxford, on 16 October 1555.

Latimer's words to his companion became famous: they would that day light a candle in England that would never be put out. A cross set into the road in Broad Street marks the spot.`,
      {
        quote: [
          "Be of good comfort, Master Ridley, and play the man. We shall this day light such a candle, by God's grace, in England, as I trust shall never be put out.",
          'Hugh Latimer at the stake, as recorded by John Foxe',
        ],
      },
    ),
    e(
      'thomas-cranmer-burned',
      'Thomas Cranmer burned',
      '1556-03-21',
      null,
      'thomas-cranmer | oxford | the-english-reformation',
      `Thomas Cranmer watched from his prison as Latimer and Ridley died. Under intense pressure he signed a series of recantations.

On 21 March 1556, expected to read a final recantation in St Mary's Church, he instead withdrew them all. At the stake in Oxford he held the hand that had signed them in the fire first, calling it "this unworthy right hand".`,
    ),
    e(
      'john-knox-returns-to-scotland',
      'John Knox returns to Scotland',
      '1559-05-02',
      null,
      'john-knox | edinburgh geneva | john-knox',
      `On 2 May 1559 John Knox landed at Leith after years of exile in England, Frankfurt and Geneva.

Within days he preached at Perth, and the sermon was followed by the sacking of the town's friaries. Protestant nobles, the Lords of the Congregation, took up arms against the regent Mary of Guise, and Knox became the voice of the Scottish Reformation. Within fifteen months the Reformation had been adopted by Parliament.`,
    ),
    e(
      'scottish-reformation-parliament',
      'The Scottish Reformation Parliament',
      '1560',
      null,
      'john-knox | edinburgh | john-knox',
      `In August 1560 the Scottish Parliament met in Edinburgh, following the death of Mary of Guise and the withdrawal of French troops.

It rejected the authority of the pope, forbade the Mass and approved the Scots Confession, written in four days by Knox and five colleagues. The First Book of Discipline, which proposed a school in every parish, followed. Mary, Queen of Scots, then living in France, never ratified its acts.`,
      { main: true },
    ),
    e(
      'death-of-john-knox',
      'Death of John Knox',
      '1572-11-24',
      null,
      'john-knox | edinburgh | john-knox',
      `Weakened by a stroke, John Knox preached his last sermon at St Giles' in November 1572. He died in Edinburgh on 24 November.

At his burial in the churchyard of St Giles', the Earl of Morton, soon to become regent, is reported to have said that here lay one who never feared the face of man. His History of the Reformation in Scotland was published after his death.`,
    ),
    e(
      'king-james-version',
      'The King James Version',
      '1611',
      null,
      'william-tyndale | london | the-english-reformation',
      `Commissioned by King James I at the Hampton Court Conference of 1604, the Authorised Version was the work of about fifty scholars in six companies at Westminster, Oxford and Cambridge.

Published in 1611, it drew heavily on earlier translations, above all on Tyndale's. Scholars estimate that most of its New Testament wording comes from him. It remained the most widely used English Bible for more than three centuries, and its phrases became part of everyday speech.`,
      { main: true, products: ['tyndale-new-testament-facsimile'] },
    ),
    e(
      'mayflower-sails',
      'The Mayflower sails',
      '1620',
      null,
      '| | the-puritans',
      `In September 1620 the Mayflower left Plymouth with about a hundred passengers, among them a congregation of Separatists who had lived in exile in Leiden.

After a hard crossing they anchored off Cape Cod in November and signed the Mayflower Compact. Their colony at Plymouth was followed by the much larger Puritan migration to Massachusetts Bay from 1630. About half of the passengers died during the first winter.`,
    ),
    e(
      'the-great-ejection',
      'The Great Ejection',
      '1662-08-24',
      null,
      'john-bunyan | london | the-puritans',
      `The Act of Uniformity of 1662 required every minister in England to use the revised Book of Common Prayer and to have episcopal ordination.

About two thousand ministers who could not in conscience conform were ejected from their parishes on St Bartholomew's Day, 24 August 1662. Nonconformist congregations met in secret until the Toleration Act of 1689. Among those who suffered under the laws that followed was John Bunyan, imprisoned at Bedford.`,
    ),
    e(
      'pilgrims-progress-published',
      "The Pilgrim's Progress published",
      '1678',
      null,
      'john-bunyan | london | the-puritans',
      `In 1678 Nathaniel Ponder of London published The Pilgrim's Progress by John Bunyan, the Bedford preacher who had spent twelve years in prison for unlicensed preaching.

The allegory of Christian's journey from the City of Destruction to the Celestial City was an immediate success. It has been translated into more than two hundred languages. A second part, following Christian's wife Christiana and their children, appeared in 1684.`,
    ),
  ]),
  ...section('huguenots-and-persecuted-churches', [
    e(
      'affair-of-the-placards',
      'The Affair of the Placards',
      '1534-10-18',
      null,
      '| paris | the-huguenot-resistance',
      `On the night of 17 to 18 October 1534 posters attacking the Mass appeared in Paris and other French towns, one reportedly on the door of the king's bedchamber at Amboise.

King Francis I, who had tolerated some reformers, turned against them. Arrests and burnings followed, and many French Protestants, among them John Calvin, fled abroad. A solemn procession through Paris in January 1535 was followed by further executions.`,
    ),
    e(
      'massacre-of-vassy',
      'The massacre of Vassy',
      '1562-03-01',
      null,
      '| | the-huguenot-resistance',
      `On 1 March 1562 troops of the Duke of Guise attacked a Huguenot congregation worshipping in a barn at Vassy in Champagne, killing dozens.

The massacre set off the first of the French Wars of Religion, a series of eight wars between Catholics and Protestants that continued, with pauses, until 1598. The Huguenots, led by the Prince of Condé, took up arms in response. The wars cost many thousands of lives.`,
    ),
    e(
      'st-bartholomews-day-massacre',
      "St Bartholomew's Day massacre",
      '1572-08-24',
      null,
      'gaspard-de-coligny | paris | the-huguenot-resistance',
      `Huguenot nobles had gathered in Paris for the wedding of the Protestant Henry of Navarre to the king's sister. In the early hours of 24 August 1572 Admiral Gaspard de Coligny was murdered in his lodgings.

The killing spread through the city and then to the provinces over the following weeks. Estimates of the dead range from five thousand to thirty thousand.`,
      { main: true },
    ),
    e(
      'edict-of-nantes',
      'The Edict of Nantes',
      '1598-04-13',
      null,
      '| paris | the-huguenot-resistance',
      `Henry of Navarre, who had become King Henry IV and converted to Catholicism, signed the Edict of Nantes on 13 April 1598.

It gave the Huguenots freedom of conscience, the right to worship in certain places, access to public office and about a hundred fortified towns as security. It ended the Wars of Religion. Its terms were gradually reduced under his successors, especially after the fall of La Rochelle in 1628.`,
      { main: true },
    ),
    e(
      'revocation-of-the-edict-of-nantes',
      'Revocation of the Edict of Nantes',
      '1685-10-22',
      null,
      '| paris | the-huguenot-resistance',
      `On 22 October 1685 King Louis XIV signed the Edict of Fontainebleau, revoking the Edict of Nantes. Protestant churches were to be demolished and pastors expelled, while lay people were forbidden to leave.

Perhaps two hundred thousand Huguenots fled anyway, to England, the Netherlands, Prussia, Switzerland and South Africa, taking their skills with them. The English word "refugee" first came into common use to describe them.`,
      { main: true },
    ),
    e(
      'the-camisard-revolt',
      'The Camisard revolt',
      '1702',
      '1704',
      '| | the-huguenot-resistance',
      `In the Cévennes mountains of southern France, Protestants who had kept meeting in secret rose in revolt in July 1702 after the killing of a priest who had persecuted them.

The Camisards, led by young men such as Jean Cavalier and Roland, fought royal armies for two years. The revolt was largely crushed by 1704, but secret worship in the "Church of the Desert" continued.`,
    ),
    e(
      'marie-durand-in-the-tower-of-constance',
      'Marie Durand in the Tower of Constance',
      '1730',
      '1768',
      '| | the-huguenot-resistance',
      `In 1730, at the age of nineteen, Marie Durand was imprisoned in the Tower of Constance at Aigues-Mortes because her brother was a Protestant pastor.

She was held there for thirty-eight years and released in 1768. The word "résister" carved into the stone of the tower is associated with her and has become a symbol of the Huguenot refusal to abandon their faith.`,
    ),
  ]),
  ...section('revival-and-missions', [
    e(
      'moravian-pentecost-at-herrnhut',
      'The Moravian Pentecost at Herrnhut',
      '1727-08-13',
      null,
      '| | the-global-missionary-movement',
      `On 13 August 1727, during a communion service, the quarrelling refugees on Count Nikolaus von Zinzendorf's estate at Herrnhut in Saxony experienced a profound spiritual renewal.

The renewed Moravian church began a round-the-clock prayer watch that lasted more than a century, and in 1732 sent its first missionaries to the West Indies, years before most Protestant churches had any missions. John Wesley later visited Herrnhut in 1738.`,
    ),
    e(
      'wesleys-heart-strangely-warmed',
      "Wesley's heart strangely warmed",
      '1738-05-24',
      null,
      'john-wesley charles-wesley | london | john-and-charles-wesley',
      `On the evening of 24 May 1738 John Wesley went, unwillingly by his own account, to a society meeting in Aldersgate Street, London, where someone was reading Luther's preface to Romans.

He wrote in his journal that about a quarter before nine he felt his heart strangely warmed and trusted in Christ alone for salvation. His brother Charles had found the same assurance three days before.`,
      {
        main: true,
        quote: [
          'I felt my heart strangely warmed. I felt I did trust in Christ, Christ alone, for salvation.',
          "John Wesley's journal, 24 May 1738",
        ],
      },
    ),
    e(
      'wesley-preaches-in-the-open-air',
      'Wesley preaches in the open air',
      '1739-04-02',
      null,
      'john-wesley george-whitefield | | john-and-charles-wesley',
      `George Whitefield had begun preaching to the coal miners of Kingswood outside Bristol. He urged John Wesley to take over the work.

On 2 April 1739, after much hesitation about preaching outside a church, Wesley spoke to some three thousand people in a brickyard near Bristol. Field preaching became the chief method of the Methodist revival. He continued preaching outdoors for more than fifty years.`,
    ),
    e(
      'death-of-john-wesley',
      'Death of John Wesley',
      '1791-03-02',
      null,
      'john-wesley | london | john-and-charles-wesley',
      `John Wesley died at his house beside City Road Chapel in London on 2 March 1791, aged eighty-seven.

He had travelled about 250,000 miles and preached more than 40,000 sermons. At his death Methodism had some 72,000 members in Britain and more than 60,000 in America. He was buried behind City Road Chapel. His last words, according to those present, were "The best of all is, God is with us." His brother Charles had died three years earlier.`,
    ),
    e(
      'baptist-missionary-society-founded',
      'The Baptist Missionary Society founded',
      '1792-10-02',
      null,
      'william-carey | | the-global-missionary-movement',
      `Earlier in 1792 William Carey had published An Enquiry into the Obligations of Christians to Use Means for the Conversion of the Heathens and preached a sermon urging his hearers to expect great things from God and attempt great things for God.

On 2 October 1792, in a house in Kettering, twelve ministers formed the Particular Baptist Society for Propagating the Gospel among the Heathen.`,
    ),
    e(
      'carey-arrives-in-india',
      'William Carey arrives in India',
      '1793',
      null,
      'william-carey | serampore | the-global-missionary-movement',
      `William Carey and his family reached Bengal in November 1793. For several years he managed an indigo factory while learning Bengali and translating the New Testament.

In 1800 he moved to the Danish settlement of Serampore, where the mission press, a school and later a college made the town a centre of Bible translation. His colleagues there were the printer William Ward and the schoolmaster Joshua Marshman. Carey never returned to England.`,
      { main: true },
    ),
    e(
      'judson-arrives-in-burma',
      'Adoniram Judson arrives in Burma',
      '1813',
      null,
      'adoniram-judson | | the-global-missionary-movement',
      `Adoniram and Ann Judson, sent out by American Congregationalists, became Baptists on the voyage and so lost their support. After being refused permission to stay in India they reached Rangoon in July 1813.

Six years passed before the first Burmese convert was baptised. Judson later completed a Burmese translation of the whole Bible. Ann Judson's letters home inspired many Americans to support foreign missions.`,
    ),
    e(
      'china-inland-mission-founded',
      'China Inland Mission founded',
      '1865',
      null,
      'hudson-taylor | | the-global-missionary-movement',
      `In June 1865, walking on the beach at Brighton, Hudson Taylor resolved to ask God for twenty-four workers for the inland provinces of China. That month he opened a bank account in the name of the China Inland Mission.

The Lammermuir party sailed the next year. Within a few decades the mission had missionaries in every province of China. It continues today as OMF International.`,
    ),
    e(
      'edinburgh-missionary-conference',
      'The Edinburgh Missionary Conference',
      '1910-06-14',
      '1910-06-23',
      '| edinburgh | the-global-missionary-movement',
      `From 14 to 23 June 1910 about twelve hundred delegates from Protestant missionary societies met in the Assembly Hall in Edinburgh.

Chaired by the American John R. Mott, the World Missionary Conference reviewed a century of missions and planned for the future. It is often seen as the beginning of the modern ecumenical movement. It led to the founding of the International Missionary Council in 1921.`,
      { main: true },
    ),
  ]),
];
