import { type ArticleSpec, photo, q, t } from './article-spec';

/** Missions and blog posts. */
export const missionBlogReads: ArticleSpec[] = [
  {
    uid: 'william-carey-in-india',
    title: 'William Carey in India',
    season: 1,
    cats: ['missions'],
    date: '2025-10-24',
    author: 'daniel-okafor',
    art: 'map',
    meta: 'The shoemaker-linguist of Serampore who translated Scripture into dozens of Indian languages.',
    people: ['william-carey', 'joshua-marshman', 'william-ward'],
    places: ['serampore', 'calcutta', 'kettering'],
    reads: ['the-global-missionary-movement', 'adoniram-judson-in-burma'],
    keywords: ['carey', 'india', 'serampore', 'mission'],
    products: ['season-1-dvd'],
    body: [
      t(
        `William Carey was born on 17 August 1761 at Paulerspury in Northamptonshire, the son of a weaver. Apprenticed to a shoemaker, he taught himself Latin, Greek, Hebrew, Dutch and French, kept a leather globe in his workshop and read Captain Cook's voyages with a growing conviction that the church had a duty to the peoples he described. He became a Baptist pastor at Moulton and then Leicester.`,
        `In 1792 he published his *Enquiry* and preached the sermon that led to the founding of the Baptist Missionary Society, and in June 1793 he sailed for India with his family and the surgeon John Thomas.`,
      ),
      t(
        `## Serampore
The first years in Bengal were hard. The East India Company did not welcome missionaries, money ran short, and Carey worked as manager of an indigo factory while learning Bengali and Sanskrit. In 1800 he moved to the Danish settlement of Serampore, north of Calcutta, where he was joined by the printer William Ward and the schoolmaster Joshua Marshman. The "Serampore trio" lived as a community, pooling their incomes.`,
        `The mission press printed a Bengali New Testament in 1801, and over the next three decades complete Bibles or portions in some forty languages and dialects. Carey became professor of Bengali and Sanskrit at the Company's Fort William College, and in 1818 the missionaries founded Serampore College.`,
      ),
      q(
        `Expect great things from God; attempt great things for God.`,
        'William Carey, sermon at Nottingham, 31 May 1792',
        'Grey',
      ),
      photo(
        'The river front at Serampore, where the mission press and college stood beside the Hooghly.',
        'map',
      ),
      t(
        `Carey also worked as a botanist, founding the Agricultural and Horticultural Society of India in 1820, and campaigned with Indian reformers against the burning of widows, which was banned in Bengal in 1829. A fire in 1812 destroyed the press and years of manuscripts; he started again.`,
        `His personal life held much sorrow, including the long mental illness of his first wife Dorothy. He never returned to England and died at Serampore on 9 June 1834. His motto, from the Nottingham sermon, became a watchword of the missionary movement.`,
      ),
      t(
        `Historians have noted that Carey's respect for Indian languages and learning, including his translations of Sanskrit classics, set him apart from many Europeans of his day, even though he shared some of their assumptions.`,
      ),
    ],
    further: [
      'Mary Drewery, *William Carey: A Biography* (1978).',
      'Timothy George, *Faithful Witness: The Life and Mission of William Carey* (1991).',
    ],
  },
  {
    uid: 'adoniram-judson-in-burma',
    title: 'Adoniram Judson in Burma',
    season: 1,
    cats: ['missions'],
    date: '2025-10-27',
    author: 'grace-tanaka',
    art: 'map',
    meta: 'The first American overseas missionaries, the Burmese Bible and the prison at Ava.',
    people: ['adoniram-judson', 'ann-judson'],
    places: ['rangoon', 'ava'],
    reads: ['william-carey-in-india', 'the-global-missionary-movement'],
    keywords: ['judson', 'burma', 'mission'],
    products: ['season-1-dvd'],
    body: [
      t(
        `Adoniram Judson was born on 9 August 1788 in Malden, Massachusetts, the son of a Congregational minister. A brilliant student, he lost his faith at college and recovered it after a night in a country inn where a young man in the next room died. At Andover Seminary he joined students who wanted to go overseas, and their petition led to the founding of the American Board of Commissioners for Foreign Missions in 1810.`,
        `On 5 February 1812 he married Ann Hasseltine, and within days they sailed for India. On the voyage, studying baptism, both became Baptists, and American Baptists formed their own mission society to support them.`,
      ),
      t(
        `## Rangoon and Ava
Barred from working in British India, the Judsons reached Rangoon in July 1813. It took years to master Burmese, and six years to see the first convert, Maung Nau, baptised in 1819. In 1824, during the First Anglo-Burmese War, Adoniram was arrested as a suspected spy and spent some seventeen months in prisons at Ava and Oungpen-la, often in fetters. Ann kept him alive, bringing food and pleading with officials, and smuggled his manuscript translation of the New Testament to him hidden in a pillow.`,
        `Ann died in 1826, weakened by those months, and their small daughter died soon after.`,
      ),
      q(
        `The future is as bright as the promises of God.`,
        'Words attributed to Adoniram Judson',
        'Grey',
      ),
      photo('The Irrawaddy river linked Rangoon with the royal capital at Ava.', 'map'),
      t(
        `Judson completed the Burmese Bible in 1834 and spent years on a Burmese–English dictionary. He married twice more, to Sarah Boardman and, after her death, to Emily Chubbuck. Much of the growth of the church came among the Karen people, reached first through the Karen convert Ko Tha Byu, who became an evangelist among his own people.`,
        `Judson died at sea on 12 April 1850. Today the Myanmar Baptist Convention, with well over a million members, traces its beginnings to his mission, and his translation is still widely used.`,
      ),
      t(`## A family of translators
The Judsons were not the only translators in the family. Ann wrote a catechism in Burmese and translated the books of Daniel and Jonah, and she was among the first Protestant missionaries to translate part of the Bible into Thai.`),
    ],
    further: ['Courtney Anderson, *To the Golden Shore: The Life of Adoniram Judson* (1956).'],
  },
  {
    uid: 'blog-filming-in-the-waldensian-valleys',
    title: 'Filming in the Waldensian Valleys',
    season: 1,
    cats: ['blog', 'waldensian'],
    tags: ['blog'],
    date: '2026-01-12',
    author: 'samuel-reyes',
    art: 'map',
    priority: 5,
    meta: 'Behind the camera: ten days, three valleys, one drone and a lot of rain.',
    people: ['peter-waldo', 'henri-arnaud'],
    places: ['piedmont-valleys', 'torre-pellice'],
    reads: ['the-waldenses', 'the-glorious-return-1689'],
    keywords: ['waldens', 'valley'],
    products: ['waldensian-valleys-guide'],
    body: [
      t(
        `We planned ten days in the Pellice, Chisone and Germanasca valleys for the Waldensian episode. It rained on seven of them. That turned out to be a gift: cloud hanging in the chestnut woods and water running down the old mule tracks gave us images we could never have planned, and a sense of how hard life in these valleys has always been.`,
        `Our guide was Marta, who grew up in Torre Pellice and whose grandmother still tells stories of hiding places her own grandmother had shown her. Every path seemed to lead to a cave, a chapel or a bridge with a story attached.`,
      ),
      t(
        `## The school under the rock
The hardest day was the climb to the hidden school of the barbes at Pra del Torno, above Angrogna. The building is tiny, with a low door and a single room, and there is no road. We carried the camera, tripod and sound kit up in backpacks and filmed by the light of one small lamp, trying to imagine young preachers memorising the Gospel of John there by candlelight.`,
        `On the way down we met a farmer who invited us in for coffee and then, on learning what we were filming, sang us a Waldensian hymn. We asked permission, set the camera up again, and that recording closes the episode.`,
      ),
      q(
        `In the valleys, everyone is a historian. You just have to sit down long enough to listen.`,
        'Samuel Reyes, director of photography',
        'Light',
      ),
      photo('Drone view of the Pellice valley with the town of Torre Pellice below.', 'map'),
      t(
        `The drone gave us the scale of the landscape: how high the terraces climb, how narrow the gorges are, how close the valleys lie to the passes that the exiles crossed in 1687 and recrossed in 1689. We flew only with permission and never over people or buildings, and on two days the wind simply kept it on the ground.`,
        `If you visit, stay for a Sunday service in one of the valley temples, walk at least part of the Glorious Return trail and take rain gear. You will need it, and you will not regret it.`,
      ),
      t(
        `Thank you to everyone in the valleys who fed us, guided us and put up with our questions.`,
      ),
    ],
  },
  {
    uid: 'blog-why-we-tell-church-history',
    title: 'Why We Tell Church History',
    season: 1,
    cats: ['blog'],
    tags: ['blog'],
    date: '2026-01-19',
    author: 'hannah-keller',
    art: 'scroll',
    priority: 5,
    meta: 'Our editor on why old stories of faith and conscience still matter, and how we try to tell them honestly.',
    reads: ['martin-luther', 'the-huguenot-resistance', 'james-and-ellen-white'],
    keywords: ['history'],
    body: [
      t(
        `People sometimes ask why we spend our time on events five hundred years old when there is so much happening now. My answer is that many of the freedoms and habits we take for granted were won by people who paid dearly for them: the freedom to read the Bible in your own language, to worship according to conscience, to belong to a church without belonging to a state.`,
        `Knowing how hard those freedoms were to win makes us more careful with them, and more ready to defend them for people who disagree with us.`,
      ),
      t(
        `## Heroes with faults
We try not to tell stories of plaster saints. Luther's courage at Worms and his ugly late writings about Jews belong to the same man. Calvin built a city of refuge for persecuted Protestants and supported the execution of Servetus. The Puritans who fled persecution sometimes persecuted others. Telling the whole story is not disrespect; it is what the sources demand, and it makes the real courage of these people easier to believe.`,
        `We also try to give space to people history books often leave out: the women who kept the Waldensian faith alive in kitchens, the Indian and Burmese evangelists whose names appear only in passing in missionary letters, the Black preachers of the Awakenings.`,
      ),
      q(
        `Remember the days of old, consider the years of many generations: ask thy father, and he will shew thee; thy elders, and they will tell thee.`,
        'Deuteronomy 32:7 (KJV)',
        'Grey',
      ),
      photo('Our reading-room desk: sources first, script second.', 'scroll'),
      t(
        `Finally, we tell these stories because they are good stories. A farmer studying his Bible with a concordance at the kitchen table, a widow persuading a congregation to change its mind, a translator working in a prison cell: such stories need little decoration.`,
        `If you have a question about something we have written, or think we have got something wrong, please write to us. Several of our footnotes began as letters from viewers, and we are always glad to be corrected.`,
      ),
      t(`## Sources and care
Every article on the site lists further reading, and where historians disagree we try to say so. Quotations are checked against published editions, and where a famous saying is only traditionally attributed, we tell you that too.`),
    ],
  },
  {
    uid: 'blog-reading-the-reformation-with-children',
    title: 'Reading the Reformation with Children',
    season: 1,
    cats: ['blog'],
    tags: ['blog'],
    date: '2026-01-26',
    author: 'ruth-andersson',
    art: 'window',
    priority: 5,
    meta: 'Practical ideas for families and teachers: maps, hymns, costumes and a lot of questions.',
    reads: ['william-tyndale', 'martin-luther', 'columba-of-iona'],
    keywords: ['reformation', 'children'],
    products: ['reformation-map-poster', 'timeline-wall-chart'],
    body: [
      t(
        `Children love stories of courage, danger and escape, and church history is full of them: a translator smuggling books in bales of cloth, a reformer kidnapped by his friends for his own safety, families crossing the Alps in winter. The challenge is not to make history interesting to children but to keep it from becoming a list of names and dates.`,
        `Here are some ideas that have worked for families and teachers who use the series.`,
      ),
      t(
        `## Start with a map
Put a large map on the wall and let children place a pin for every story. They quickly see patterns: how ideas travelled from Oxford to Prague, how refugees moved from France to Geneva, London and Berlin, how far the missionaries sailed. Our timeline wall chart does the same for dates, and younger children enjoy adding their own birthdays and family events to it.`,
        `## Sing and act
Luther and the Wesleys taught through hymns, so sing them. "A Mighty Fortress" and "O for a Thousand Tongues" become far more meaningful once children know who wrote them and why. Older children can act out the Diet of Worms or the Synod of Whitby, arguing both sides with real reasons, which teaches them more than any worksheet.`,
      ),
      q(
        `Train up a child in the way he should go: and when he is old, he will not depart from it.`,
        'Proverbs 22:6 (KJV)',
        'Light',
      ),
      photo(
        'A family timeline on the kitchen wall, with pins for every story read together.',
        'window',
      ),
      t(
        `Above all, ask questions. Why did Tyndale think a ploughboy should be able to read the Bible? What would you have done at Worms? Is there anything today you would stand up for, even if everyone disagreed? Children's answers are often surprisingly wise.`,
        `Each of our articles ends with further reading. Many of the older books, such as Bede's history, are available free online and contain short, vivid stories that work well read aloud.`,
      ),
      t(`## Visit if you can
If you can, visit a place connected with these stories, even a local church with a long history or a museum with an old Bible on display. Seeing the real thing, a chained Bible or a martyr's memorial, fixes a story in a child's mind as nothing else can.`),
    ],
  },
];
