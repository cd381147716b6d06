/** Guided tours (prices per person in GBP) with real coordinates for the map pins. */
export type Day = [title: string, short: string, description: string];
export type Pin = [
  name: string,
  description: string,
  lat: number,
  lng: number,
  part?: 'pre' | 'post',
];

export interface Extension {
  title: string;
  start: string;
  single: number;
  double: number;
  days: Day[];
}

export interface TourEntry {
  uid: string;
  title: string;
  subtitle: string;
  start: string;
  single: number;
  double: number;
  description: string;
  days: Day[];
  pre: Extension;
  post: Extension;
  pins: Pin[];
  reads: string[];
  episodes: string[];
  products: string[];
  faq: Array<[string, string]>;
}

export const TOURS: TourEntry[] = [
  {
    uid: 'reformation-europe',
    title: 'Reformation Europe',
    subtitle: 'Geneva to Prague in the footsteps of the reformers',
    start: '2026-09-06',
    single: 3650,
    double: 3090,
    description: `Ten days through Switzerland, Germany and the Czech Republic, from the Reformation Wall in Geneva to the Bethlehem Chapel in Prague. Our historian-led group visits the places where Calvin, Zwingli, Luther and Hus lived, preached and stood trial, with time to read the sources on location.

Travel is by private coach with comfortable hotels in the old towns.`,
    days: [
      [
        'Arrival in Geneva',
        'Welcome dinner by the lake',
        'Meet the group and your tour historian at the hotel. An evening walk through the old town ends with a welcome dinner.',
      ],
      [
        "Calvin's Geneva",
        'Reformation Wall and St Pierre',
        'Visit St Pierre Cathedral, the International Museum of the Reformation and the Reformation Wall in the Parc des Bastions.',
      ],
      [
        'Zürich',
        'Zwingli and the Great Minster',
        'Travel to Zürich to see the Great Minster where Zwingli preached, the Limmat where Felix Manz was drowned, and the Zwingli statue.',
      ],
      [
        'Constance',
        'The council city on the lake',
        'See the Council building, the Hus Museum and the Hussenstein that marks where Hus and Jerome died.',
      ],
      [
        'Worms',
        'Here I stand',
        'Visit the site of the Diet of 1521, the cathedral and the great Luther Monument of 1868.',
      ],
      [
        'The Wartburg',
        'A hiding place and a translation',
        'Climb to the Wartburg castle above Eisenach and see the room where Luther translated the New Testament.',
      ],
      [
        'Erfurt',
        'Luther the monk',
        "Walk through the Augustinian friary where Luther lived as a monk and the medieval merchants' bridge.",
      ],
      [
        'Wittenberg',
        'Where it began',
        "See the Castle Church door, Luther's house and the home of Philip Melanchthon.",
      ],
      [
        'Prague',
        'The city of Jan Hus',
        'Visit the Bethlehem Chapel, the Old Town Square and the Jan Hus memorial.',
      ],
      ['Departure', 'Farewell from Prague', 'Transfers to Prague airport after breakfast.'],
    ],
    pre: {
      title: 'Paris and the Huguenots',
      start: '2026-09-03',
      single: 890,
      double: 740,
      days: [
        [
          'Huguenot Paris',
          'Sites of the Reformed church in Paris',
          "Walk from the Louvre to the Oratoire, remembering the massacre of St Bartholomew's Day.",
        ],
        [
          'Museum day',
          'The Protestant library and museum',
          'Visit collections on French Protestant history, with an afternoon at leisure.',
        ],
        [
          'Train to Geneva',
          'Join the main tour',
          'Travel by high-speed train to Geneva to meet the main group.',
        ],
      ],
    },
    post: {
      title: 'Bohemia: Hus Country',
      start: '2026-09-16',
      single: 620,
      double: 510,
      days: [
        [
          'Tábor',
          'The Hussite town',
          'Explore the hilltop town founded by the radical Hussites in 1420 and its underground passages.',
        ],
        [
          'Husinec',
          'Birthplace of Jan Hus',
          'Visit the village where Hus was born and return to Prague for a farewell dinner.',
        ],
      ],
    },
    pins: [
      ['Geneva', 'Reformation Wall and St Pierre Cathedral', 46.2044, 6.1432],
      ['Zürich', 'The Great Minster', 47.3769, 8.5417],
      ['Constance', 'Council building and Hussenstein', 47.6603, 9.1758],
      ['Worms', 'Luther Monument', 49.6341, 8.3507],
      ['The Wartburg', "Luther's room", 50.9664, 10.3064],
      ['Erfurt', 'Augustinian friary', 50.9787, 11.0328],
      ['Wittenberg', 'Castle Church', 51.8664, 12.6466],
      ['Prague', 'Bethlehem Chapel', 50.0853, 14.4187],
      ['Paris', 'Huguenot Paris', 48.8566, 2.3522, 'pre'],
      ['Tábor', 'Hussite town', 49.4144, 14.6578, 'post'],
      ['Husinec', 'Birthplace of Hus', 49.055, 13.987, 'post'],
    ],
    reads: ['martin-luther', 'john-calvin', 'huss-and-jerome', 'the-reformation-wall'],
    episodes: ['s1-e05-here-i-stand', 's1-e04-fire-at-constance'],
    products: ['reformation-map-poster', 'luther-rose-mug'],
    faq: [
      [
        'How much walking is involved?',
        'Most days include two to four hours of walking on cobbled streets, with some steep paths at the Wartburg.',
      ],
    ],
  },
  {
    uid: 'waldensian-valleys',
    title: 'The Waldensian Valleys',
    subtitle: 'Caves, schools and mountain paths of an enduring faith',
    start: '2026-06-14',
    single: 2480,
    double: 2090,
    description: `A week in the Cottian Alps west of Turin, staying in Torre Pellice, the heart of the Waldensian valleys. We walk to the cave church of the Gheisa d'la Tana, the meadow of Chanforan and the fortress rock of the Balsiglia, and meet members of today's Waldensian church.

Walks are moderate and local guides accompany us throughout.`,
    days: [
      [
        'Arrival in Turin',
        'Transfer to the valleys',
        'Meet at Turin airport and travel to Torre Pellice for a welcome dinner.',
      ],
      [
        'Torre Pellice',
        'The Waldensian capital',
        'Visit the Waldensian museum, the church house and the historic college.',
      ],
      [
        'Angrogna',
        'Chanforan and the cave church',
        'Walk to the meadow of the Synod of Chanforan and the cave church where the Waldenses worshipped in secret.',
      ],
      [
        'Pra del Torno',
        'The hidden school',
        'See the little school of the barbes in a high side valley and the site of the defence of 1488.',
      ],
      [
        'Germanasca valley',
        'Towards the Balsiglia',
        'Travel to Massello and climb to the Balsiglia, where the returning exiles held out in 1689 and 1690.',
      ],
      [
        'Pinerolo and Bobbio Pellice',
        'The Glorious Return',
        'Follow the last stage of the Glorious Return and visit the Sibaud monument of the oath of 1689.',
      ],
      [
        'Free morning',
        'Rest and reflection',
        'A free morning, then a closing service and farewell dinner.',
      ],
      ['Departure', 'Transfer to Turin', 'Transfers to Turin airport after breakfast.'],
    ],
    pre: {
      title: 'Lyon, City of Peter Waldo',
      start: '2026-06-12',
      single: 540,
      double: 450,
      days: [
        [
          'Old Lyon',
          'Where Waldo preached',
          'Explore the old town of Lyon and the hill of Fourvière with your guide.',
        ],
        [
          'Train to Turin',
          'Join the main tour',
          'Cross the Alps by train to meet the main group in Turin.',
        ],
      ],
    },
    post: {
      title: 'Geneva and the Refuge',
      start: '2026-06-22',
      single: 580,
      double: 480,
      days: [
        [
          'Geneva',
          'Where the exiles gathered',
          'Visit the Reformation Wall and the lakeshore from which the Glorious Return set out in 1689.',
        ],
        ['Departure', 'Farewell from Geneva', 'Transfers to Geneva airport after breakfast.'],
      ],
    },
    pins: [
      ['Turin', 'Arrival city', 45.0703, 7.6869],
      ['Torre Pellice', 'Waldensian museum and college', 44.8197, 7.2206],
      ['Chanforan', 'Synod meadow of 1532', 44.8428, 7.2236],
      ['Pra del Torno', 'School of the barbes', 44.8543, 7.1924],
      ['Balsiglia', 'Fortress rock of 1689–1690', 44.9586, 7.0528],
      ['Bobbio Pellice', 'Sibaud monument', 44.8075, 7.1172],
      ['Lyon', 'City of Peter Waldo', 45.764, 4.8357, 'pre'],
      ['Geneva', 'Starting point of the Glorious Return', 46.2044, 6.1432, 'post'],
    ],
    reads: ['the-waldenses'],
    episodes: ['s1-e02-the-valleys-of-the-waldenses'],
    products: ['waldensian-valleys-guide'],
    faq: [
      [
        'Is this tour suitable for children?',
        'Yes, families with children aged ten and over are welcome; the walks are moderate.',
      ],
    ],
  },
  {
    uid: 'britains-reformers',
    title: "Britain's Reformers",
    subtitle: 'From Lutterworth to Edinburgh',
    start: '2027-05-09',
    single: 2980,
    double: 2490,
    description: `Nine days through England and Scotland tracing Wycliffe, Tyndale, the Oxford martyrs, Bunyan, the Wesleys and Knox. We visit churches, colleges, prisons and pulpits, and read their words where they were first spoken.

Travel is by coach, with two nights in London, two in Oxford and three in Edinburgh.`,
    days: [
      [
        'London',
        'Welcome to the city',
        'Arrival and an evening walk to Smithfield, where many Protestants were burned under Mary I.',
      ],
      [
        "Wesley's London",
        'City Road and Aldersgate',
        "Visit Wesley's Chapel and house on City Road and the Aldersgate memorial.",
      ],
      [
        'Oxford',
        "The martyrs' city",
        "See the Martyrs' Memorial, Broad Street and the University Church of St Mary.",
      ],
      [
        'Lutterworth',
        "Wycliffe's parish",
        "Visit St Mary's Church, Lutterworth, and the River Swift.",
      ],
      [
        'Bedford and Epworth',
        'Bunyan and the Wesleys',
        'See the Bunyan Museum in Bedford, then travel north to the Old Rectory at Epworth.',
      ],
      ['To Scotland', 'Across the border', 'Travel to Edinburgh with a stop at Durham Cathedral.'],
      [
        "Knox's Edinburgh",
        "St Giles' and the Royal Mile",
        "Visit St Giles' Cathedral, John Knox House and the Grassmarket.",
      ],
      [
        'St Andrews',
        'Martyrs and reformers',
        'A day in St Andrews, where Patrick Hamilton and George Wishart were burned.',
      ],
      ['Departure', 'Farewell from Edinburgh', 'Transfers to Edinburgh airport or station.'],
    ],
    pre: {
      title: "Tyndale's Gloucestershire",
      start: '2027-05-07',
      single: 420,
      double: 350,
      days: [
        [
          'North Nibley',
          'The Tyndale Monument',
          'Climb to the Tyndale Monument above North Nibley and visit Little Sodbury, where Tyndale was tutor.',
        ],
        [
          'Gloucester',
          'To London',
          'Morning in Gloucester and travel to London to join the main tour.',
        ],
      ],
    },
    post: {
      title: 'Iona Pilgrimage',
      start: '2027-05-17',
      single: 690,
      double: 570,
      days: [
        [
          'Oban and Mull',
          'Across the water',
          'Travel to Oban and by ferry across Mull to Fionnphort.',
        ],
        [
          'Iona',
          "Columba's island",
          'A full day on Iona with the abbey, the nunnery and the bay where Columba landed.',
        ],
        ['Return', 'Back to Glasgow', 'Return to Glasgow for departures.'],
      ],
    },
    pins: [
      ['London', 'Smithfield and City Road', 51.5074, -0.1278],
      ['Oxford', "Martyrs' Memorial", 51.7548, -1.2586],
      ['Lutterworth', "St Mary's Church", 52.4556, -1.2],
      ['Bedford', 'Bunyan Museum', 52.136, -0.4667],
      ['Epworth', 'Old Rectory', 53.5226, -0.8231],
      ['Edinburgh', "St Giles' Cathedral", 55.9495, -3.1908],
      ['St Andrews', 'Cathedral ruins', 56.3398, -2.7967],
      ['North Nibley', 'Tyndale Monument', 51.6636, -2.3729, 'pre'],
      ['Iona', 'Iona Abbey', 56.3343, -6.3923, 'post'],
    ],
    reads: [
      'william-tyndale',
      'the-english-reformation',
      'john-knox',
      'john-and-charles-wesley',
      'columba-of-iona',
    ],
    episodes: ['s1-e06-gods-outlaw', 's1-e07-geneva-and-the-thundering-scot'],
    products: ['tyndale-new-testament-facsimile'],
    faq: [
      [
        'Can I join in Edinburgh only?',
        'Not on this departure: the group travels together from London, but the Iona extension can be booked on its own.',
      ],
    ],
  },
  {
    uid: 'pioneers-of-new-england',
    title: 'Pioneers of New England',
    subtitle: 'Awakening, Advent and the Sabbath',
    start: '2027-09-19',
    single: 3120,
    double: 2640,
    description: `Eight days through Massachusetts, Maine, New Hampshire and New York visiting the places of the Great Awakening and the Advent movement: Portland, where Ellen Harmon grew up; the Washington meeting house; William Miller's farm at Low Hampton; and Hiram Edson's farm at Port Gibson.

Travel is by coach with a historian of American religion.`,
    days: [
      [
        'Boston',
        'Arrival',
        'Arrive in Boston and meet the group for dinner near the site of the Chardon Street Chapel.',
      ],
      [
        'Portland, Maine',
        'The Harmon family',
        'Visit places associated with the young Ellen Harmon and the Millerite believers of Portland.',
      ],
      [
        'Washington, New Hampshire',
        'The first Sabbath-keeping Adventist church',
        'Spend the morning at the 1842 meeting house and the surrounding hills.',
      ],
      [
        'Vermont to New York',
        'Across the Green Mountains',
        'Travel west across Vermont to the shores of Lake Champlain.',
      ],
      [
        'Low Hampton',
        "William Miller's farm",
        'Visit the Miller farmhouse, chapel and Ascension Rock.',
      ],
      [
        'Rochester',
        'Printing and the Review',
        'See places connected with the early Review and Herald office in Rochester.',
      ],
      [
        'Port Gibson',
        "Hiram Edson's farm",
        "Walk the fields near Edson's farm and hear the story of 23 October 1844.",
      ],
      ['Departure', 'Farewell from Rochester', 'Transfers to Rochester airport.'],
    ],
    pre: {
      title: 'Plymouth and Northampton',
      start: '2027-09-17',
      single: 460,
      double: 390,
      days: [
        [
          'Plymouth',
          'The Pilgrims of 1620',
          'Visit Plymouth Rock and the replica of the Mayflower.',
        ],
        [
          'Northampton',
          'Jonathan Edwards',
          'Travel west to Northampton, home of Jonathan Edwards, then back to Boston.',
        ],
      ],
    },
    post: {
      title: 'Battle Creek',
      start: '2027-09-27',
      single: 540,
      double: 450,
      days: [
        [
          'Battle Creek',
          'Adventist Village',
          'Fly to Michigan and visit the historic Adventist Village and the homes of James and Ellen White.',
        ],
        [
          'Battle Creek',
          'The Sanitarium',
          'See the former Battle Creek Sanitarium building and Oak Hill Cemetery.',
        ],
      ],
    },
    pins: [
      ['Boston', 'Chardon Street', 42.3601, -71.0589],
      ['Portland, Maine', "Ellen Harmon's home town", 43.6591, -70.2568],
      ['Washington, New Hampshire', 'Meeting house of 1842', 43.1761, -72.0948],
      ['Low Hampton', 'William Miller farm', 43.5634, -73.3351],
      ['Rochester', 'Early Review and Herald office', 43.1566, -77.6088],
      ['Port Gibson', 'Hiram Edson farm', 43.0331, -77.1605],
      ['Plymouth', 'Plymouth Rock', 41.9584, -70.6673, 'pre'],
      ['Northampton', 'Jonathan Edwards', 42.3251, -72.6412, 'pre'],
      ['Battle Creek', 'Adventist Village', 42.3212, -85.1797, 'post'],
    ],
    reads: ['season2-pioneer-stories', 'season2-historical-milestones'],
    episodes: ['s2-e02-the-farmer-of-low-hampton', 's2-e05-the-sabbath-in-washington'],
    products: ['pioneers-biography-set'],
    faq: [
      [
        'Do I need a visa?',
        'Visitors from many countries need an ESTA or visa for the United States; please check before booking.',
      ],
    ],
  },
];
