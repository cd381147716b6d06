import { type ArticleSpec, photo, q, t } from './article-spec';

const ref = { season: 1 as const, cats: ['reformation'], products: ['season-1-dvd' as const] };

/** Season one: Zurich, Speyer and the King James Bible. */
export const reformationReads2: ArticleSpec[] = [
  {
    ...ref,
    uid: 'ulrich-zwingli-and-zurich',
    title: 'Ulrich Zwingli and Zurich',
    date: '2025-10-07',
    author: 'jonas-weber',
    art: 'map',
    meta: "The people's priest of Zurich who preached through Matthew and led the Swiss Reformation.",
    people: ['ulrich-zwingli', 'heinrich-bullinger'],
    places: ['zurich', 'kappel', 'einsiedeln'],
    reads: ['john-calvin', 'the-protest-at-speyer'],
    keywords: ['zwingli', 'zurich', 'swiss'],
    body: [
      t(
        `Ulrich Zwingli was born on 1 January 1484 at Wildhaus in the Toggenburg valley, the son of a village headman. He studied at Vienna and Basel, became parish priest of Glarus in 1506 and served as chaplain to Swiss mercenaries in Italy, an experience that made him a lifelong opponent of the mercenary trade. A keen humanist, he taught himself Greek and copied out Paul's letters from Erasmus's Greek New Testament of 1516.`,
        `After two years as preacher at the pilgrimage church of Einsiedeln, he was elected people's priest at the Grossmünster in Zurich and began there on 1 January 1519, his thirty-fifth birthday.`,
      ),
      t(
        `## Preaching through the Bible
Instead of following the set readings, Zwingli announced that he would preach straight through the Gospel of Matthew, then Acts and the epistles. The effect on the city was profound. In 1522 some of his supporters publicly ate sausages during Lent; Zwingli defended them in a sermon on freedom in food. In January 1523 the city council held a public disputation, with the Bible on the table as the judge, and decided that Zwingli should continue preaching.`,
        `Images were removed from the churches in 1524, and the Mass was replaced by a simple Lord's Supper at Easter 1525. That year Zwingli also founded the *Prophezei*, daily sessions of Bible study in the original languages that led to the Zurich Bible, completed in 1531.`,
      ),
      q(
        `For God's sake, do something brave.`,
        'Words commonly attributed to Ulrich Zwingli',
        'Grey',
      ),
      photo('The twin towers of the Grossmünster above the River Limmat in Zurich.', 'map'),
      t(
        `Zwingli met Luther at Marburg in October 1529. They agreed on fourteen of fifteen articles but not on the Lord's Supper, which Zwingli understood as a memorial, and the division between Lutheran and Reformed Protestants dates from that meeting. On 11 October 1531 Zwingli, serving as chaplain with the Zurich forces, was killed at the battle of Kappel against the Catholic cantons.`,
        `His successor, Heinrich Bullinger, led the Zurich church for more than forty years and, with Calvin, drew the Swiss churches together in the Consensus Tigurinus of 1549.`,
      ),
      t(
        `Zurich's reform shaped the Reformed tradition in its emphasis on preaching, simplicity in worship and the role of the civil community in the life of the church.`,
      ),
    ],
    further: [
      'G. R. Potter, *Zwingli* (1976).',
      "Bruce Gordon, *Zwingli: God's Armed Prophet* (2021).",
    ],
  },
  {
    ...ref,
    uid: 'the-protest-at-speyer',
    title: 'The Protest at Speyer',
    date: '2025-10-09',
    author: 'hannah-keller',
    art: 'scroll',
    meta: 'How a protest by six princes and fourteen cities in 1529 gave Protestants their name.',
    people: ['philip-of-hesse', 'john-of-saxony', 'philip-melanchthon'],
    places: ['speyer', 'augsburg'],
    reads: ['the-diet-of-worms', 'ulrich-zwingli-and-zurich'],
    keywords: ['speyer', 'protest', '1529', 'augsburg'],
    body: [
      t(
        `Eight years after the Edict of Worms, the emperor's ban on Luther's teaching had still not been enforced. At the first Diet of Speyer in 1526 the estates of the empire had agreed that, until a general council met, each ruler should act in religious matters as he could answer for to God and the emperor. Evangelical princes took this as permission to reform the churches of their territories.`,
        `In 1529, with Charles V absent, the Catholic majority at a second diet at Speyer reversed that decision. No further religious changes were to be made, and the Mass was to be allowed everywhere.`,
      ),
      t(
        `## "We protest"
On 19 April 1529 the evangelical minority presented a formal protestation. It was signed by John, Elector of Saxony, Landgrave Philip of Hesse, Margrave George of Brandenburg-Ansbach, Dukes Ernest and Francis of Brunswick-Lüneburg and Prince Wolfgang of Anhalt, and supported by fourteen imperial cities, including Strasbourg, Nuremberg, Ulm and Constance. They declared that in matters concerning God's honour and the salvation of souls each must stand before God alone, and that a majority vote could not bind their consciences.`,
        `From this protest came the name "Protestants", first used of the signatories and soon of everyone who accepted the Reformation.`,
      ),
      q(
        `In matters which concern God's honour and the salvation and eternal life of our souls, everyone must stand and give account before God for himself.`,
        'The Protestation of Speyer, 19 April 1529 (modern translation)',
        'Black',
      ),
      photo(
        'Speyer Cathedral, where the emperors of the Salian dynasty are buried, dominated the city of the diet.',
        'scroll',
      ),
      t(
        `The protest led to the next great statement of Lutheran faith. At the Diet of Augsburg in 1530 the evangelical princes presented a confession drafted by Philip Melanchthon, read aloud in German before the emperor on 25 June 1530. The Augsburg Confession remains the chief confession of Lutheran churches around the world.`,
        `In 1904 a memorial church, the Gedächtniskirche, was consecrated in Speyer to commemorate the protest, with statues of the six princes in its entrance hall.`,
      ),
      t(`## What the name meant
To "protest" in the sixteenth century meant to bear public witness, to declare something openly, as much as to object. The protesters at Speyer were affirming a conviction about conscience and Scripture, not merely saying no to a decision of the majority.`),
    ],
    further: [
      'Hans J. Hillerbrand, *The Division of Christendom* (2007).',
      'Euan Cameron, *The European Reformation* (2nd ed., 2012).',
    ],
  },
  {
    ...ref,
    uid: 'the-king-james-bible',
    title: 'The King James Bible',
    date: '2025-10-11',
    author: 'ewan-macleod',
    art: 'scroll',
    meta: 'How forty-seven scholars produced the Authorized Version of 1611, and how much of it came from Tyndale.',
    people: ['james-i', 'lancelot-andrewes', 'william-tyndale'],
    places: ['london', 'oxford', 'cambridge', 'hampton-court'],
    reads: ['william-tyndale', 'the-puritans', 'the-english-reformation'],
    keywords: ['king james', 'bible', '1611'],
    products: ['tyndale-new-testament-facsimile', 'season-1-dvd'],
    body: [
      t(
        `By 1603 English readers had several Bibles to choose from. The Bishops' Bible of 1568 was read in churches, while the Geneva Bible of 1560, smaller, cheaper and full of Calvinist notes, was the Bible of the household and of Shakespeare. When James VI of Scotland became James I of England he met church leaders at Hampton Court in January 1604. The Puritan scholar John Rainolds proposed a new translation, and the king, who disliked the Geneva notes, agreed.`,
      ),
      t(
        `## Six companies of translators
About forty-seven scholars were organised into six companies, two each at Westminster, Oxford and Cambridge, each responsible for a section of the Bible. Among them was Lancelot Andrewes, dean of Westminster and a celebrated preacher. They were instructed to follow the Bishops' Bible and alter it as little as the original languages allowed, and to consult the earlier translations, including Tyndale's, Coverdale's, the Great Bible and the Geneva Bible. There were to be no marginal notes except to explain Hebrew and Greek words.`,
        `Drafts passed between the companies and were reviewed by a general committee. The work was printed by Robert Barker, the king's printer, in 1611.`,
      ),
      q(
        `In the beginning was the Word, and the Word was with God, and the Word was God.`,
        "John 1:1, King James Version, 1611, following Tyndale's wording of 1526",
        'Light',
      ),
      photo(
        'A folio of 1611, large enough to be chained to a lectern in a parish church.',
        'scroll',
      ),
      t(
        `The translators' preface, "The Translators to the Reader", defended the value of translation and admitted that no translation is perfect. The new Bible replaced the Bishops' Bible in churches and, more slowly, the Geneva Bible in homes. Its cadences shaped English prose for three centuries, from Milton and Bunyan to Lincoln and Martin Luther King.`,
        `Most of its New Testament wording goes back to William Tyndale, who had been executed seventy-five years earlier for translating Scripture into English. Phrases such as "the spirit is willing, but the flesh is weak" and "eat, drink, and be merry" came into it from his work.`,
      ),
      t(`## A living text
The King James Version was revised many times in its first century and a half, and most modern printings follow the standard text prepared at Oxford in 1769. Spelling, punctuation and italics all changed; the translators' words, for the most part, did not.`),
    ],
    further: [
      'David Norton, *The King James Bible: A Short History from Tyndale to Today* (2011).',
      'Adam Nicolson, *Power and Glory* (2003).',
    ],
  },
];
