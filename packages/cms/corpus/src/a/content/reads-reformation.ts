import { type ArticleSpec, photo, q, t } from './article-spec';

const ref = { season: 1 as const, cats: ['reformation'], products: ['season-1-dvd' as const] };

/** Season one: more Reformation stories. */
export const reformationReads: ArticleSpec[] = [
  {
    ...ref,
    uid: 'john-wycliffe-morning-star',
    title: 'John Wycliffe, Morning Star of the Reformation',
    date: '2025-09-30',
    author: 'hannah-keller',
    art: 'scroll',
    meta: 'The Oxford theologian who challenged the papacy and inspired the first complete English Bible.',
    people: ['john-wycliffe', 'john-of-gaunt'],
    places: ['oxford', 'lutterworth'],
    reads: ['huss-and-jerome', 'william-tyndale'],
    keywords: ['wycliffe', 'lollard', 'lutterworth'],
    body: [
      t(
        `John Wycliffe was born in Yorkshire in the 1320s and spent most of his working life at Oxford, where he became the leading philosopher and theologian of his generation and, for a time, master of Balliol College. In the 1370s he entered public life as a defender of the crown's right to tax church property and to refuse payments to the papacy, enjoying the protection of the powerful John of Gaunt, Duke of Lancaster.`,
        `His ideas grew more radical. He argued that the Bible is the supreme authority for Christians, that the true church is the company of the saved rather than the institution, and that a corrupt clergy could lose its right to property.`,
      ),
      t(
        `## Scripture for the people
From about 1378 Wycliffe attacked the papacy itself, weakened by the Great Schism in which rival popes reigned in Rome and Avignon, and in 1379 he rejected the doctrine of transubstantiation. That cost him many supporters. In 1382 a council at Blackfriars in London condemned his teachings, and he retired to his parish of Lutterworth in Leicestershire.`,
        `Around him and his followers a translation of the whole Latin Bible into English was produced, probably in the early 1380s, with a smoother revision completed after his death by his secretary John Purvey and others. Handwritten copies circulated widely, and more than 250 manuscripts survive.`,
      ),
      q(
        `Search the scriptures; for in them ye think ye have eternal life: and they are they which testify of me.`,
        'John 5:39 (KJV); the Wycliffite Bible gave English readers such texts in their own language for the first time',
        'Grey',
      ),
      photo(
        'Lutterworth church, where Wycliffe served as rector from 1374 until his death.',
        'scroll',
      ),
      t(
        `Wycliffe died after a stroke on the last day of 1384. His followers, called Lollards, preached his ideas across England, and in 1401 the statute *De heretico comburendo* made heresy punishable by burning. The Council of Constance condemned him posthumously in 1415, and in 1428 his remains were dug up, burned and thrown into the River Swift.`,
        `Through students travelling between Oxford and Prague his writings reached Jan Hus, and through Hus the Reformation of the sixteenth century. The title "morning star of the Reformation" was given to him by later Protestant historians.`,
      ),
      t(
        `Visitors to Lutterworth can still see the church of St Mary, where an eighteenth-century pulpit and a memorial recall its most famous rector.`,
      ),
    ],
    footnotes: [
      "The date of Wycliffe's birth is uncertain; estimates range from about 1320 to 1330.",
    ],
    further: [
      'Stephen E. Lahey, *John Wyclif* (2009).',
      'Anne Hudson, *The Premature Reformation* (1988).',
    ],
  },
  {
    ...ref,
    uid: 'the-ninety-five-theses',
    title: 'The Ninety-five Theses',
    date: '2025-10-02',
    author: 'daniel-okafor',
    art: 'woodcut',
    meta: 'What Luther actually wrote on 31 October 1517, and why a list of academic propositions shook Europe.',
    people: ['martin-luther', 'johann-tetzel', 'albert-of-mainz'],
    places: ['wittenberg'],
    reads: ['martin-luther', 'the-diet-of-worms'],
    keywords: ['theses', '1517', 'luther', 'indulgence'],
    products: ['season-1-dvd', 'luther-rose-mug'],
    body: [
      t(
        `In 1517 the Dominican friar Johann Tetzel was preaching an indulgence in the territories near Wittenberg. The proceeds were to help rebuild St Peter's Basilica in Rome and to repay the loans Archbishop Albert of Mainz had taken out to buy his high office. Indulgences, certificates remitting the temporal punishment due for sin, had become big business, and Tetzel's preaching suggested that a payment could release a soul from purgatory.`,
        `Luther, a professor of Bible and a parish preacher, was troubled that his parishioners were buying indulgences instead of repenting.`,
      ),
      t(
        `## A disputation that became a manifesto
On 31 October 1517, the eve of All Saints, Luther sent a letter to Archbishop Albert enclosing ninety-five theses "on the power and efficacy of indulgences". They were written in Latin as propositions for an academic debate. The first declared that when Jesus said "Repent", he meant the whole life of believers to be one of repentance. Others asked why, if the pope could empty purgatory, he did not do so out of love rather than for money.`,
        `No debate took place. Instead, the theses were translated into German and printed in Nuremberg, Leipzig and Basel, and within weeks they were being read across Germany. Printing turned a local protest into a public controversy.`,
      ),
      q(
        `When our Lord and Master Jesus Christ said, "Repent", he willed the entire life of believers to be one of repentance.`,
        'Ninety-five Theses, thesis 1, 31 October 1517',
        'Black',
      ),
      photo(
        'The bronze doors of the Castle Church in Wittenberg, cast in 1858 with the Latin text of the theses.',
        'woodcut',
      ),
      t(
        `Albert forwarded the theses to Rome, and proceedings against Luther began in 1518. In the same year he wrote the *Explanations* of the theses and met the papal legate Cajetan at Augsburg, refusing to recant. The story of him nailing the theses to the Castle Church door was first told by Philip Melanchthon after Luther's death; whether it happened is still argued over, but the church door was the university's notice board, and posting them there would have been normal.`,
        `Protestants around the world mark 31 October as Reformation Day.`,
      ),
      t(`## Why it spread
Luther had not set out to start a movement, but he had touched a nerve: resentment at money flowing from Germany to Rome, and real anxiety among ordinary people about sin and salvation. The printing press did the rest.`),
    ],
    further: [
      "Timothy J. Wengert (ed.), *Martin Luther's Ninety-five Theses* (2015).",
      'Andrew Pettegree, *Brand Luther* (2015).',
    ],
  },
  {
    ...ref,
    uid: 'the-diet-of-worms',
    title: 'The Diet of Worms',
    date: '2025-10-04',
    author: 'jonas-weber',
    art: 'woodcut',
    video: 'Worms, April 1521',
    meta: 'Luther before the emperor Charles V in April 1521, and the edict that made him an outlaw.',
    people: ['martin-luther', 'charles-v', 'frederick-the-wise'],
    places: ['worms', 'wartburg'],
    reads: ['martin-luther', 'the-ninety-five-theses'],
    keywords: ['worms', 'diet', '1521'],
    products: ['season-1-dvd'],
    body: [
      t(
        `In January 1521 the young emperor Charles V opened his first imperial diet, the assembly of the princes, bishops and cities of the Holy Roman Empire, at Worms on the Rhine. Luther had been excommunicated by Pope Leo X that month, but his prince, Frederick the Wise, Elector of Saxony, insisted that he should not be condemned without a hearing. Charles summoned him with a promise of safe conduct.`,
        `Luther's journey from Wittenberg in April became a triumphal procession, with crowds greeting him in Erfurt and other towns. Friends warned him of the fate of Jan Hus, who had also travelled under a safe-conduct.`,
      ),
      t(`## Two days before the emperor
On 17 April he was brought before the diet, shown a table covered with his books and asked two questions: were these his, and would he recant them? He acknowledged the books and asked for time to consider the second question. The next evening, in a crowded hall, he answered at length, first in German and then in Latin, distinguishing between his devotional books, his attacks on abuses and his polemical works, and said he could not recant unless convinced by Scripture or by clear reason, for his conscience was captive to the Word of God.`),
      q(
        `Unless I am convinced by the testimony of the Scriptures or by clear reason, I am bound by the Scriptures I have quoted and my conscience is captive to the Word of God.`,
        'Martin Luther before the Diet of Worms, 18 April 1521',
        'Black',
      ),
      photo(
        "The bishop's palace at Worms, where Luther stood before the emperor, was destroyed in 1689; a memorial now marks the place.",
        'woodcut',
      ),
      t(
        `Charles replied the next day that a single friar who set himself against a thousand years of Christendom must be wrong. Luther left Worms on 26 April. On the way home he was "kidnapped" by horsemen sent by Frederick and taken to the Wartburg castle above Eisenach, where he lived disguised as a knight named Junker Jörg.`,
        `The Edict of Worms, issued on 25 May 1521, declared Luther an outlaw and banned his writings. It proved impossible to enforce in much of Germany, and the emperor's long wars with France and the Ottomans left him little room to try.`,
      ),
    ],
    further: [
      'Roland H. Bainton, *Here I Stand* (1950), chapters 10–11.',
      'Heinz Schilling, *Martin Luther: Rebel in an Age of Upheaval* (2017).',
    ],
  },
];
