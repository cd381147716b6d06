/**
 * The 42 chapters of The Great Controversy, titles as in the 1911 edition (later
 * printings renamed chapters 3, 28, 34 and 35; the later titles are noted). The
 * summaries and questions are our own.
 */
export type GcChapter = {
  title: string;
  laterTitle?: string;
  summary: string;
  questions: string[];
  /** words to find related timeline events, people and reads */
  keywords: string[];
  people?: string[];
  reads?: string[];
};

export const GC_CHAPTERS: GcChapter[] = [
  {
    title: 'The Destruction of Jerusalem',
    keywords: ['jerusalem', 'titus', '70'],
    people: ['jesus'],
    summary:
      'The book opens on the Mount of Olives, where Jesus weeps over Jerusalem and foretells that not one stone of the temple will be left on another. The chapter follows the forty years of warning that followed, the revolt against Rome and the siege by Titus in AD 70. It notes that the Christians of the city, remembering the warning, fled before the end, and it presents the fall of Jerusalem as a foreshadowing of the final judgment of the world.',
    questions: [
      'Why did Jesus weep over a city that was about to reject him?',
      'What did the Christians of Jerusalem do with the warning they had received, and what does that suggest about prophecy?',
    ],
  },
  {
    title: 'Persecution in the First Centuries',
    keywords: ['nero', 'persecution', 'rome', 'constantine'],
    people: ['paul-the-apostle'],
    summary:
      'From Nero onward the Roman state treated Christians as enemies. This chapter recalls the martyrs of the first centuries, the worship in the catacombs and the steadiness of believers who would not offer incense to the emperor. It then makes a sharper point: persecution purified the church, but the end of persecution brought a greater danger, as converts with divided loyalties entered a church that began to seek the favour of the world.',
    questions: [
      'Why might peace have been more dangerous to the early church than persecution?',
      'What kept ordinary believers faithful under threat of death?',
    ],
  },
  {
    title: 'The Apostasy',
    laterTitle: 'An Era of Spiritual Darkness',
    keywords: ['constantine', '321', '538', 'dark ages'],
    summary:
      'The chapter traces how tradition gradually displaced Scripture in the Western church. It describes the growth of the authority of the bishop of Rome, the veneration of images and relics, the Sunday law of Constantine in AD 321 and the claims of papal supremacy, dated in the prophetic reading of the book from AD 538. The result, it argues, was a long period in which the Bible was little known and human authority stood in its place.',
    questions: [
      'How can a community drift from its founding convictions without ever deciding to?',
      'What part does access to Scripture play in the story this chapter tells?',
    ],
  },
  {
    title: 'The Waldenses',
    keywords: ['waldens', 'valley', 'celtic', 'piedmont'],
    people: ['peter-waldo'],
    reads: ['the-waldenses', 'columba-of-iona'],
    summary:
      'Through the Middle Ages some communities kept a simpler faith centred on the Bible. The chapter names the churches of the British Isles and, above all, the Waldenses of the Alpine valleys, who copied the Scriptures by hand, memorised them and sent young missionaries out disguised as merchants. It describes their schools in the mountains, their persecution by crusade and inquisition, and their endurance as a witness that the light of the gospel was never wholly put out.',
    questions: [
      'Why did the Waldenses put such effort into memorising Scripture?',
      'What can a small, persecuted community teach a large and comfortable one?',
    ],
  },
  {
    title: 'John Wycliffe',
    keywords: ['wycliffe', 'lollard', 'oxford', 'lutterworth'],
    people: ['john-wycliffe'],
    reads: ['john-wycliffe-morning-star'],
    summary:
      'John Wycliffe, an Oxford scholar of the fourteenth century, challenged papal taxation of England, the friars and the doctrine of the Mass, and argued that the Bible was the final authority for Christians. The chapter follows his work of translating the Scriptures into English, the wandering preachers later called Lollards, and his protection by powerful friends. He died at Lutterworth in 1384, and decades later his bones were dug up and burned, but his writings had already reached Bohemia.',
    questions: [
      'Why was a Bible in English such a threat in the fourteenth century?',
      "How did Wycliffe's ideas travel beyond England?",
    ],
  },
  {
    title: 'Huss and Jerome',
    keywords: ['hus', 'jerome', 'constance', 'prague'],
    people: ['jan-hus', 'jerome-of-prague'],
    reads: ['huss-and-jerome'],
    summary:
      'In Prague, Jan Hus preached reform in the Bethlehem Chapel and defended the authority of Scripture over that of the pope. Summoned to the Council of Constance under an imperial safe-conduct, he was imprisoned and burned in 1415. His friend Jerome, after a moment of weakness in which he recanted, withdrew his recantation and died the same death in 1416. The chapter closes with the Hussite resistance and the survival of a faithful remnant in Bohemia.',
    questions: [
      'What gave Hus the courage to refuse to recant?',
      'How does the story of Jerome speak to people who have failed under pressure?',
    ],
  },
  {
    title: "Luther's Separation From Rome",
    keywords: ['luther', 'theses', '1517', 'wittenberg', 'tetzel'],
    people: ['martin-luther'],
    reads: ['martin-luther', 'the-ninety-five-theses'],
    summary:
      'This chapter follows Martin Luther from a strict childhood to the Erfurt monastery, where he found a Latin Bible and struggled for peace with God. It describes his visit to Rome, his discovery of justification by faith, and his protest against the indulgence preaching of Johann Tetzel in the Ninety-five Theses of 1517. Debates, pamphlets and a papal bull followed, and by the end of 1520 Luther had publicly broken with Rome.',
    questions: [
      "How did Luther's personal search for peace with God shape his public protest?",
      'Why did the sale of indulgences become the spark for reform?',
    ],
  },
  {
    title: 'Luther Before the Diet',
    keywords: ['worms', 'diet', '1521', 'charles v'],
    people: ['martin-luther', 'charles-v'],
    reads: ['the-diet-of-worms', 'martin-luther'],
    summary:
      "Summoned by the young emperor Charles V, Luther appeared before the Diet of Worms in April 1521. The chapter describes his journey through cheering towns, his request for a day to consider his answer and his refusal to recant unless convinced by Scripture and reason. It notes the part played by Frederick the Wise, Luther's protector, and ends with his secret removal to the Wartburg, where he began to translate the New Testament.",
    questions: [
      'Why did Luther ask for time before giving his answer?',
      'What does it mean for conscience to be "captive to the Word of God"?',
    ],
  },
  {
    title: 'The Swiss Reformer',
    keywords: ['zwingli', 'zurich', 'swiss'],
    people: ['ulrich-zwingli'],
    reads: ['ulrich-zwingli-and-zurich'],
    summary:
      "Ulrich Zwingli, a priest from the Toggenburg, came independently to convictions close to Luther's. The chapter follows him from Glarus and the pilgrimage church of Einsiedeln to Zurich, where from 1519 he preached through the Gospel of Matthew chapter by chapter. Public disputations before the city council carried the reform forward, and the chapter presents Zurich as an example of the Bible reshaping the life of a whole community.",
    questions: [
      'Why did preaching straight through a book of the Bible have such an effect in Zurich?',
      'How did the Swiss reform differ in setting from the German one?',
    ],
  },
  {
    title: 'Progress of Reform in Germany',
    keywords: ['wartburg', 'zwickau', 'peasants', 'german'],
    people: ['martin-luther', 'philip-melanchthon'],
    summary:
      "While Luther was hidden at the Wartburg, radical preachers known as the Zwickau prophets unsettled Wittenberg with claims of direct revelation. The chapter describes Luther's return in 1522, his sermons urging patience and persuasion instead of force, and the rapid spread of his German New Testament. It contrasts the reform grounded in Scripture with fanaticism and violence, and explains why the reformers insisted that the Spirit never contradicts the written Word.",
    questions: [
      'Why did Luther oppose using force to advance reform?',
      'How can a movement be damaged more by its extremists than by its enemies?',
    ],
  },
  {
    title: 'Protest of the Princes',
    keywords: ['speyer', 'augsburg', '1529', '1530', 'protest'],
    people: ['philip-melanchthon'],
    reads: ['the-protest-at-speyer'],
    summary:
      'At the Diet of Speyer in 1529 the Catholic majority moved to halt the spread of reform. A group of evangelical princes and cities entered a formal protest, declaring that in matters of conscience the majority has no power, and from their protest came the name Protestant. The chapter goes on to the Diet of Augsburg in 1530, where the Augsburg Confession, drafted by Philip Melanchthon, was read before Charles V.',
    questions: [
      'What principle did the princes defend at Speyer?',
      'Why is the freedom of conscience a recurring theme of the book?',
    ],
  },
  {
    title: 'The French Reformation',
    keywords: ['france', 'french', 'huguenot', 'calvin', 'placards'],
    people: ['john-calvin', 'william-farel'],
    reads: ['john-calvin', 'the-huguenot-resistance'],
    summary:
      "The gospel reached France through scholars such as Jacques Lefèvre d'Étaples and preachers such as William Farel. The chapter tells of the nobleman Louis de Berquin, burned in Paris in 1529, of the young John Calvin, and of the placards of 1534 that provoked fierce persecution. It reflects on France's choice to reject the Reformation and traces the consequences through the massacres of the following decades.",
    questions: [
      'Why did the placards of 1534 prove so costly for French Protestants?',
      "How does the chapter connect a nation's choices with its later history?",
    ],
  },
  {
    title: 'The Netherlands and Scandinavia',
    keywords: ['netherlands', 'menno', 'sweden', 'denmark', 'tausen'],
    people: ['menno-simons'],
    summary:
      'Reform came early to the Low Countries, where the Bible circulated in Dutch and the first martyrs of the Reformation were burned at Brussels in 1523. The chapter describes the ministry of Menno Simons and the heavy persecution under Charles V and Philip II. It then turns north to Denmark, where Hans Tausen preached, and to Sweden, where the brothers Olaus and Laurentius Petri translated the Bible and King Gustavus Vasa supported reform.',
    questions: [
      'How did the Bible in the language of the people change these countries?',
      'What role did rulers play in the northern Reformation?',
    ],
  },
  {
    title: 'Later English Reformers',
    keywords: ['tyndale', 'latimer', 'bunyan', 'wesley', 'english'],
    people: ['william-tyndale', 'john-wesley'],
    reads: ['william-tyndale', 'the-english-reformation', 'john-and-charles-wesley'],
    summary:
      "The chapter surveys England and Scotland from Tyndale's New Testament through the martyrs Latimer, Ridley and Cranmer, John Knox in Scotland, and the Puritan and Nonconformist writers who suffered under later kings, among them John Bunyan and Richard Baxter. It closes with the eighteenth-century revival led by George Whitefield and John and Charles Wesley, whose preaching of salvation by faith and a changed life reached those the established church had neglected.",
    questions: [
      'What links the martyrs of the 1550s with the revival of the 1740s?',
      'Why did Bunyan write some of his best work in prison?',
    ],
  },
  {
    title: 'The Bible and the French Revolution',
    keywords: ['revolution', 'france', '1793', 'bible society'],
    summary:
      'Reading the two witnesses of Revelation 11 as the Old and New Testaments, the chapter interprets the French Revolution as the outcome of a society that had suppressed the Bible. It describes the official rejection of religion in 1793, the worship of Reason and the Terror, and then the recovery that followed: within a few years Bible societies were founded and the Scriptures were printed and carried into more languages than ever before.',
    questions: [
      'What connection does the chapter draw between religious persecution and later unbelief?',
      'Why did the Bible societies of the early 1800s matter so much?',
    ],
  },
  {
    title: 'The Pilgrim Fathers',
    keywords: ['pilgrim', 'mayflower', '1620', 'plymouth', 'roger williams'],
    people: ['john-robinson', 'roger-williams'],
    reads: ['the-puritans'],
    summary:
      "English Separatists who would not conform to the state church fled to Holland and in 1620 sailed on the Mayflower to New England. The chapter dwells on their pastor John Robinson's counsel to stay open to further light from Scripture. It notes with regret that the colonists soon enforced religious conformity themselves, and honours Roger Williams, who founded Rhode Island on the principle of full liberty of conscience.",
    questions: [
      "What did John Robinson mean by expecting more light to break forth from God's Word?",
      'Why is it hard for the persecuted not to become persecutors?',
    ],
  },
  {
    title: 'Heralds of the Morning',
    keywords: ['lisbon', '1755', '1780', '1833', 'dark day', 'stars'],
    summary:
      "The hope of Christ's return runs through the whole Bible and was cherished by believers in every age. This chapter gathers the signs it sees as foretold in the Gospels and Revelation, among them the Lisbon earthquake of 1755, the Dark Day in New England on 19 May 1780 and the great meteor shower of 13 November 1833. It presents these as a call to watchfulness rather than a timetable.",
    questions: [
      'Why has every generation of Christians hoped to see the second coming?',
      'How should signs be used, and how can they be misused?',
    ],
  },
  {
    title: 'An American Reformer',
    keywords: ['miller', 'low hampton', '2300', 'daniel 8'],
    people: ['william-miller'],
    reads: ['william-miller-the-farmer-preacher'],
    summary:
      'William Miller, a farmer of Low Hampton, New York, and a former deist, began a systematic study of the Bible after the War of 1812, using only a concordance. The chapter follows his reasoning on the prophetic time periods of Daniel, especially the 2,300 days of Daniel 8:14, which he concluded would end around 1843. After years of hesitation he began to preach in 1831, and invitations soon came from churches of many denominations.',
    questions: [
      "What was distinctive about Miller's method of Bible study?",
      'Why did he hesitate so long before speaking publicly?',
    ],
  },
  {
    title: 'Light Through Darkness',
    keywords: ['disappointment', 'disciples'],
    summary:
      'Why would God allow sincere believers to be disappointed? The chapter compares the Millerites with the disciples of Jesus, who proclaimed that the kingdom was at hand and then saw their Master crucified. In both cases, it argues, the message fulfilled prophecy at the right time, but the believers misunderstood the event that was to take place. Their disappointment became the path to a clearer understanding.',
    questions: [
      "How does the chapter compare the disciples' experience with that of the Millerites?",
      'Can a mistaken expectation still contain a true message?',
    ],
  },
  {
    title: 'A Great Religious Awakening',
    keywords: ['first angel', 'awakening', 'advent', 'litch', 'wolff'],
    people: ['william-miller'],
    summary:
      "The first angel's message of Revelation 14, announcing that the hour of God's judgment has come, is linked here with a worldwide stirring of interest in the second advent in the early nineteenth century. The chapter mentions Joseph Wolff's travels through Asia, the writings of Manuel Lacunza in South America, child preachers in Sweden and the growth of the Advent movement in North America in the early 1840s.",
    questions: [
      'Why does the chapter describe the advent awakening as worldwide?',
      'What was the message of the first angel of Revelation 14?',
    ],
  },
  {
    title: 'A Warning Rejected',
    keywords: ['babylon', 'second angel', '1843', 'fitch'],
    summary:
      'As the expected date approached, many churches closed their doors to Advent preaching and disciplined members who accepted it. The chapter interprets this through the second angel\'s message of Revelation 14, "Babylon is fallen", first applied to the churches by Charles Fitch in 1843. It explains the meaning of Babylon as confusion and a union with the world, and reflects on spiritual decline in churches that reject new light.',
    questions: [
      'What does "Babylon" represent in this chapter?',
      'Why might churches have found the Advent message so unwelcome?',
    ],
  },
  {
    title: 'Prophecies Fulfilled',
    keywords: ['1844', 'midnight cry', 'october', 'exeter', 'disappointment'],
    people: ['samuel-snow'],
    reads: ['the-great-disappointment'],
    summary:
      'When spring 1844 passed, the believers entered what they called the tarrying time. In August, at a camp meeting in Exeter, New Hampshire, Samuel Snow presented reasons to expect Christ on 22 October 1844, and the "midnight cry" swept the movement. The chapter reads this experience through the parable of the ten virgins, describes the earnest preparation of those weeks and the bitter disappointment when the day passed.',
    questions: [
      'How did the parable of the ten virgins shape how the Millerites understood their experience?',
      'How would you describe the spiritual atmosphere of autumn 1844?',
    ],
  },
  {
    title: 'What is the Sanctuary?',
    keywords: ['sanctuary', 'edson', '1844', 'daniel 8'],
    people: ['hiram-edson'],
    summary:
      'After the disappointment a small group returned to Daniel 8:14, "unto two thousand and three hundred days; then shall the sanctuary be cleansed". The chapter explains why they concluded that the sanctuary was not the earth, as Miller had taught, but the heavenly sanctuary described in Hebrews, of which the tabernacle built by Moses was a copy. The prophecy had not failed; the event had been misidentified.',
    questions: [
      'How does the book of Hebrews connect the earthly tabernacle with heaven?',
      'Why was this study so important to the disappointed believers?',
    ],
  },
  {
    title: 'In the Holy of Holies',
    keywords: ['holy of holies', 'day of atonement', 'third angel', 'sanctuary'],
    summary:
      "In the ancient tabernacle the high priest entered the most holy place once a year, on the Day of Atonement. The chapter explains the belief that in 1844 Christ began a corresponding final phase of his ministry in heaven. It describes how attention to the ark of the covenant, with the Ten Commandments inside, led the same believers to the seventh-day Sabbath and to the third angel's message of Revelation 14.",
    questions: [
      'What did the Day of Atonement mean for ancient Israel?',
      'How did the study of the sanctuary lead to the Sabbath?',
    ],
  },
  {
    title: "God's Law Immutable",
    keywords: ['sabbath', 'law', 'ten commandments', 'bates'],
    people: ['joseph-bates'],
    reads: ['joseph-bates-and-the-sabbath'],
    summary:
      "The chapter argues that the Ten Commandments, written by God and kept in the ark, remain the standard of his government, and that the fourth commandment's seventh-day Sabbath is a memorial of creation. It discusses the third angel's warning against the mark of the beast and presents the controversy over the Sabbath as a test of loyalty between divine and human authority.",
    questions: [
      'Why does the chapter call the Sabbath a memorial of creation?',
      'What is the relationship between grace and the law as the chapter presents it?',
    ],
  },
  {
    title: 'A Work of Reform',
    keywords: ['sabbath', 'isaiah', 'reform'],
    summary:
      'Drawing on Isaiah 56 and 58, the chapter describes a last-day reform in which the Sabbath is restored as a delight and the "breach" in God\'s law is repaired. It recounts the experience of believers who, after accepting the Sabbath, faced ridicule and loss of employment, and encourages readers to weigh truth by Scripture rather than by the number of its supporters.',
    questions: [
      'What does Isaiah 58 connect the Sabbath with, besides rest?',
      'Why should truth not be judged by majority opinion?',
    ],
  },
  {
    title: 'Modern Revivals',
    keywords: ['revival', 'finney', 'awakening'],
    summary:
      'Genuine revivals, the chapter says, have always produced changed lives: debts repaid, wrongs confessed and a new love for Scripture. It contrasts these with popular excitement that leaves behaviour unchanged, and it criticises teachings of instant sanctification that set aside the law of God. True holiness is described as the work of a lifetime, grounded in obedience and dependence on Christ.',
    questions: [
      'How can a genuine revival be recognised?',
      'Why does the chapter describe sanctification as a lifelong work?',
    ],
  },
  {
    title: 'The Investigative Judgment',
    laterTitle: "Facing Life's Record",
    keywords: ['judgment', 'daniel 7', 'books'],
    summary:
      'Daniel 7 describes thrones set in place and books opened before the Ancient of Days. The chapter explains the belief that, before Christ returns, the lives of all who have professed faith are reviewed in heaven, with Christ as their advocate. It stresses that those who confess and forsake their sins have them blotted out, and calls readers to seriousness and hope rather than fear.',
    questions: [
      'What is the role of Christ in the judgment scene as this chapter describes it?',
      'How can the thought of judgment bring hope rather than fear?',
    ],
  },
  {
    title: 'The Origin of Evil',
    keywords: ['lucifer', 'rebellion', 'evil'],
    summary:
      "Why is there evil in a universe made by a good God? The chapter traces evil to Lucifer, a high angel who grew jealous of the Son of God and stirred up rebellion in heaven. God, it says, did not destroy him at once, because the universe needed to see the true nature of sin. The cross finally displayed both God's justice and his love, and settled the question for ever.",
    questions: [
      'Why, according to the chapter, did God not destroy Lucifer immediately?',
      'How does the cross answer the questions raised by the rebellion?',
    ],
  },
  {
    title: 'Enmity Between Man and Satan',
    keywords: ['genesis 3', 'enmity'],
    summary:
      "Genesis 3:15 promises enmity between the serpent and the woman, and between their descendants. The chapter explains that human nature does not naturally resist evil; the enmity is a gift of grace, planted by Christ. It warns that Satan works most effectively when people doubt his existence or make peace with the world, and describes Christ's life as the pattern of resistance to temptation.",
    questions: [
      'Why does the chapter describe hatred of sin as a gift?',
      'What makes compromise with evil so subtle?',
    ],
  },
  {
    title: 'Agency of Evil Spirits',
    keywords: ['angels', 'demons', 'spirits'],
    summary:
      "Scripture speaks plainly of angels who serve God and of fallen angels who oppose him. The chapter reviews Christ's encounters with people held by evil spirits, including the man among the tombs at Gadara, and warns that denying the existence of the devil leaves people unguarded. It ends with the assurance that those who trust Christ are under the protection of stronger angels.",
    questions: [
      'What do the Gospel accounts of Jesus and evil spirits show about his authority?',
      'Why does the chapter think doubt about the devil is dangerous?',
    ],
  },
  {
    title: 'Snares of Satan',
    keywords: ['snares', 'doubt', 'scripture'],
    summary:
      'The chapter describes the methods by which Satan keeps people from Scripture and prayer: busyness, doubt, attractive errors and a critical spirit toward the Bible. It warns against treating revelation as a matter of human reasoning alone and against dropping one biblical truth after another. The remedy is humble, prayerful study and a readiness to obey what is already understood.',
    questions: [
      'What distractions keep people from the Bible today?',
      'Why does the chapter link understanding with willingness to obey?',
    ],
  },
  {
    title: 'The First Great Deception',
    keywords: ['immortality', 'eden', 'death', 'resurrection'],
    summary:
      'The serpent told Eve, "Ye shall not surely die." The chapter argues that this first lie lives on in the belief that the soul is naturally immortal. It examines Bible texts on death as a sleep until the resurrection and challenges the doctrine of eternal torment as a misrepresentation of God\'s character. Immortality, it says, is a gift granted through Christ at his return.',
    questions: [
      'How does the chapter understand the words of the serpent in Eden?',
      'What does the Bible mean when it compares death to sleep?',
    ],
  },
  {
    title: 'Spiritualism',
    laterTitle: 'Can Our Dead Speak to Us?',
    keywords: ['spiritualism', 'fox sisters', 'dead'],
    summary:
      "Spiritualism, which grew rapidly in America after 1848, claimed that the living could communicate with the dead. The chapter argues that such communication rests on the belief in natural immortality and that the spirits are not the dead at all but deceiving powers. It quotes the Bible's warnings against consulting the dead and urges readers to test every message by Scripture.",
    questions: [
      'Why does the chapter connect spiritualism with the doctrine of the immortal soul?',
      'How does Isaiah 8:20 apply to claims of new revelation?',
    ],
  },
  {
    title: 'Aims of the Papacy',
    laterTitle: 'Liberty of Conscience Threatened',
    keywords: ['liberty', 'conscience', 'church and state'],
    summary:
      'Protestant attitudes toward Rome had softened by the late nineteenth century. The chapter argues that the Roman system, as an institution, has not renounced its claim to authority over conscience, and it warns against any union of church and state that enforces religious observance. Its central theme is religious liberty: faith that is coerced is not faith, and the state has no authority in matters of worship.',
    questions: [
      'Why is a union of church and state dangerous to conscience?',
      'How should Christians defend the religious liberty of people who disagree with them?',
    ],
  },
  {
    title: 'The Impending Conflict',
    keywords: ['sunday law', 'conflict', 'law'],
    summary:
      'The chapter foresees a final conflict over the law of God, focused on the day of worship. It predicts religious legislation enforcing Sunday observance and describes how calamities might be blamed on those who keep the seventh-day Sabbath. Throughout, it presents the conflict as a struggle between divine authority and human tradition rather than between groups of people, and it calls for courage without bitterness.',
    questions: [
      'Why does the chapter see worship as the centre of the final conflict?',
      'How can believers hold firm convictions without hostility toward others?',
    ],
  },
  {
    title: 'The Scriptures a Safeguard',
    keywords: ['scripture', 'bible study'],
    summary:
      "Only those who know the Bible, the chapter says, will withstand the deceptions of the last days. It recalls how the disciples misunderstood Jesus's plain predictions of his death because they held on to popular expectations, and urges readers to study Scripture for themselves, with prayer, instead of depending on ministers or tradition. A faith resting on Scripture, it argues, will not be overturned by appearances or by popular opinion.",
    questions: [
      'Why did the disciples miss what Jesus told them plainly?',
      'What habits help someone study the Bible for themselves?',
    ],
  },
  {
    title: 'The Final Warning',
    keywords: ['latter rain', 'loud cry', 'revelation 18'],
    summary:
      'Revelation 18 describes an angel whose glory lights the earth, calling God\'s people out of Babylon. The chapter links this with the outpouring of the Holy Spirit in the "latter rain" and a final proclamation of the gospel to the world. It describes people in every church and nation responding, and the moment when every person makes a settled choice.',
    questions: [
      'What is the "latter rain", and why is it compared to harvest rain?',
      'Why does the chapter expect people from every church to respond?',
    ],
  },
  {
    title: 'The Time of Trouble',
    keywords: ['time of trouble', 'daniel 12', 'plagues'],
    summary:
      "When Christ's work as intercessor ends, the chapter says, a time of trouble such as never was will follow, as Daniel 12:1 foretells. It describes the seven last plagues and compares the experience of God's people to Jacob's night of wrestling. Although they suffer hardship, they are protected and sustained, and their faith holds through the darkest hour, resting on promises they had learned before the crisis came.",
    questions: [
      "What does Jacob's night of wrestling teach about persevering faith?",
      'How does the chapter balance warning with reassurance?',
    ],
  },
  {
    title: "God's People Delivered",
    keywords: ['second coming', 'deliverance', 'resurrection'],
    summary:
      'At the darkest hour God intervenes. The chapter describes the voice of God shaking the earth, the sign of the Son of Man in the sky and the return of Christ in glory. The righteous dead are raised, the living are changed, and together they are taken to meet the Lord, while families separated by death are reunited. Those who rejected mercy, by contrast, seek to hide from the presence they once despised.',
    questions: [
      'Which Bible passages describe the events of the second coming?',
      'What hope does this chapter offer to those who grieve?',
    ],
  },
  {
    title: 'Desolation of the Earth',
    keywords: ['millennium', 'revelation 20', 'babylon'],
    summary:
      "The chapter describes the fall of Babylon and the desolation of the earth at Christ's return. Drawing on Revelation 20, it presents the thousand years as a period when the earth lies empty, Satan is bound by circumstance with no one to tempt, and the redeemed take part with Christ in judgment in heaven. The scapegoat of the Day of Atonement is read as a figure of Satan's final responsibility.",
    questions: [
      'How does the chapter interpret Satan being "bound" for a thousand years?',
      'Why might the redeemed take part in judgment?',
    ],
  },
  {
    title: 'The Controversy Ended',
    keywords: ['new jerusalem', 'new earth', 'millennium'],
    summary:
      "At the end of the thousand years the holy city descends, the wicked are raised and Satan gathers them for a last assault. Before the great white throne the whole history of the controversy is reviewed, and every knee bows to acknowledge God's justice. Fire cleanses the earth, which is then made new. The book closes with a universe in harmony, declaring that God is love.",
    questions: [
      "Why does the chapter insist that every knee will acknowledge God's justice?",
      'What picture of the new earth does the closing chapter give?',
    ],
  },
];
