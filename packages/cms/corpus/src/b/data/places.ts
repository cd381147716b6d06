/** Places on the timeline; `seasons` tags where they matter. */
export interface PlaceEntry {
  uid: string;
  name: string;
  seasons: Array<1 | 2 | 3>;
  priority: number;
  summary: string;
}

const pl = (
  uid: string,
  name: string,
  seasons: Array<1 | 2 | 3>,
  priority: number,
  summary: string,
): PlaceEntry => ({ uid, name, seasons, priority, summary });

export const PLACES: PlaceEntry[] = [
  pl(
    'iona',
    'Iona',
    [1],
    8,
    `A small island off the Isle of Mull in the Inner Hebrides of Scotland. Columba landed here in 563 and founded a monastery that became a centre of learning, copying and mission for the Celtic church.

Monks from Iona founded Lindisfarne in 635. Viking raids from 795 onwards eventually drove much of the community to Kells in Ireland.`,
  ),
  pl(
    'piedmont-valleys',
    'The Piedmont Valleys',
    [1],
    9,
    `The Waldensian valleys of the Cottian Alps west of Turin, chief among them the Pellice, Chisone and Germanasca valleys. For centuries they sheltered the Waldenses from persecution.

Caves, hidden schools such as the one at Pra del Torno, and the temples of Torre Pellice still tell their story.`,
  ),
  pl(
    'oxford',
    'Oxford',
    [1],
    7,
    `The university city on the Thames where John Wycliffe taught in the fourteenth century and where Hugh Latimer, Nicholas Ridley and Thomas Cranmer were burned in 1555 and 1556.

The Martyrs' Memorial of 1843 stands in St Giles'. Two centuries later the Wesley brothers formed their Holy Club here.`,
  ),
  pl(
    'lutterworth',
    'Lutterworth',
    [1],
    5,
    `A market town in Leicestershire where John Wycliffe served as rector of St Mary's Church from 1374 until his death in 1384.

His bones were dug up in 1428 on the order of the Council of Constance, burned, and the ashes thrown into the River Swift.`,
  ),
  pl(
    'prague',
    'Prague',
    [1],
    8,
    `The capital of Bohemia, where Jan Hus preached at the Bethlehem Chapel from 1402 and served as rector of the Charles University.

The city became the heart of the Hussite movement after his death, and the Jan Hus memorial in the Old Town Square was unveiled in 1915, five hundred years after he was burned.`,
  ),
  pl(
    'constance',
    'Constance',
    [1],
    7,
    `A city on Lake Constance where the Council of Constance met from 1414 to 1418 to end the papal schism.

The council condemned John Wycliffe's teaching and sent Jan Hus and Jerome of Prague to the stake. A boulder known as the Hussenstein marks the place of their execution.`,
  ),
  pl(
    'wittenberg',
    'Wittenberg',
    [1],
    10,
    `A university town on the Elbe in Saxony where Martin Luther taught theology from 1512. By tradition he posted his Ninety-five Theses on the door of the Castle Church on 31 October 1517.

Luther and Melanchthon are buried in that church, and Luther's home, the former Augustinian friary, is a museum.`,
  ),
  pl(
    'wartburg',
    'The Wartburg',
    [1],
    7,
    `A medieval castle above Eisenach in Thuringia. After the Diet of Worms, Frederick the Wise had Luther seized and hidden here for his safety.

Disguised as "Junker Jörg", Luther translated the New Testament from Greek into German in about eleven weeks in the winter of 1521–1522.`,
  ),
  pl(
    'worms',
    'Worms',
    [1],
    8,
    `An ancient city on the Rhine where the imperial Diet met in 1521. Before Emperor Charles V, Luther refused to recant his writings unless convinced by Scripture and plain reason.

Five years later Peter Schöffer printed Tyndale's English New Testament in the same city. A large Luther monument was unveiled here in 1868.`,
  ),
  pl(
    'zurich',
    'Zürich',
    [1],
    6,
    `A Swiss city at the north end of Lake Zürich where Ulrich Zwingli began preaching reform at the Great Minster in 1519.

After the public disputations of 1523 the city became the first to adopt the Reformation in Switzerland. The Anabaptist movement also began here in 1525.`,
  ),
  pl(
    'geneva',
    'Geneva',
    [1],
    10,
    `A city at the western end of Lake Geneva that voted for the Reformation in 1536. Under John Calvin it became a refuge for Protestants from France, England, Scotland and Italy.

The Reformation Wall in the Parc des Bastions, built between 1909 and 1917, honours Farel, Calvin, Beza and Knox.`,
  ),
  pl(
    'paris',
    'Paris',
    [1],
    6,
    `The French capital saw both the growth of the Reformed churches and their suffering. The first national synod of the French Reformed churches met here secretly in 1559.

On 24 August 1572, St Bartholomew's Day, thousands of Huguenots were killed in the city and the massacre spread to the provinces.`,
  ),
  pl(
    'vilvoorde',
    'Vilvoorde',
    [1],
    5,
    `A town north of Brussels whose castle served as a state prison. William Tyndale was held here for about sixteen months after his arrest in Antwerp.

He was executed in the town in 1536. A memorial to him stands in a park near the site.`,
  ),
  pl(
    'london',
    'London',
    [1],
    7,
    `The English capital was the scene of the burnings at Smithfield under Mary I and of the printing and preaching that spread the Reformation.

In 1738 John Wesley's conversion took place at a meeting in Aldersgate Street, and City Road Chapel, opened in 1778, became the mother church of Methodism.`,
  ),
  pl(
    'edinburgh',
    'Edinburgh',
    [1],
    7,
    `Scotland's capital, where John Knox was minister of St Giles' from 1559 until his death.

In 1560 the Scottish Parliament met here to abolish papal authority and approve the Scots Confession. Knox's grave lies beneath the car park behind St Giles'.`,
  ),
  pl(
    'serampore',
    'Serampore',
    [1],
    5,
    `A town on the Hooghly River upstream from Calcutta, then a Danish settlement. William Carey, Joshua Marshman and William Ward based their mission here from 1800.

Their press printed Scripture in dozens of Indian languages, and Serampore College was founded in 1818.`,
  ),
  pl(
    'washington-new-hampshire',
    'Washington, New Hampshire',
    [2],
    7,
    `A small hill town in New Hampshire with a white wooden meeting house built in 1842. Here in 1844 Adventist believers began keeping the seventh-day Sabbath after hearing Rachel Oakes.

The meeting house is regarded as the first Seventh-day Adventist church.`,
  ),
  pl(
    'low-hampton',
    'Low Hampton',
    [2],
    6,
    `A farming hamlet in Washington County, New York, near the Vermont border. William Miller farmed here and studied the Bible at his kitchen table.

His restored farmhouse, the chapel he built in 1848 and the nearby Ascension Rock are preserved.`,
  ),
  pl(
    'port-gibson',
    'Port Gibson',
    [2],
    5,
    `A village on the Erie Canal in Ontario County, New York, home of Hiram Edson. On the morning after 22 October 1844, Edson crossed a cornfield near here.

Bible conferences held in his barn in 1848 helped settle the early Adventist understanding of the sanctuary.`,
  ),
  pl(
    'battle-creek',
    'Battle Creek',
    [2],
    8,
    `A city in southern Michigan that became the centre of Seventh-day Adventist work from 1855. The General Conference was organised here in 1863.

The Western Health Reform Institute of 1866 grew into the Battle Creek Sanitarium, and Battle Creek College opened in 1874.`,
  ),
  pl(
    'mount-sinai',
    'Mount Sinai',
    [3],
    8,
    `The mountain in the wilderness where, according to Exodus, Moses received the Ten Commandments and Israel entered into covenant with God.

Its location is debated. Tradition since the fourth century has placed it at Jebel Musa in the southern Sinai peninsula.`,
  ),
  pl(
    'jerusalem',
    'Jerusalem',
    [3],
    10,
    `The city David captured from the Jebusites and made his capital around 1000 BC. Solomon built the first temple here; it was destroyed by Babylon in 586 BC and rebuilt after the exile.

Jesus was crucified outside its walls, and the Roman army destroyed the city and its second temple in AD 70.`,
  ),
  pl(
    'bethlehem',
    'Bethlehem',
    [3],
    7,
    `A town in the hills of Judea about nine kilometres south of Jerusalem. It was the home of Ruth and Boaz and the birthplace of King David.

The Gospels of Matthew and Luke place the birth of Jesus here. The Church of the Nativity was first built under Constantine in the fourth century.`,
  ),
  pl(
    'babylon',
    'Babylon',
    [3],
    8,
    `The capital of Mesopotamian empires on the Euphrates, south of modern Baghdad. Under Nebuchadnezzar II it became one of the largest cities of the ancient world.

The people of Judah were taken into exile here. Babylon fell to Cyrus of Persia in 539 BC, as the book of Daniel recalls.`,
  ),
  pl(
    'rome',
    'Rome',
    [1, 3],
    8,
    `Capital of the empire into which Christianity was born. Paul wrote his letter to the believers here and later arrived as a prisoner.

Tradition holds that both Peter and Paul were martyred in the city under Nero. In later centuries Rome was the seat of the papacy that the reformers challenged.`,
  ),
  pl(
    'ephesus',
    'Ephesus',
    [3],
    6,
    `A great port city of the Roman province of Asia on the Aegean coast of modern Turkey. Paul spent more than two years here on his third journey.

It was the first of the seven churches addressed in Revelation, and tradition says John the apostle lived his last years here.`,
  ),
  pl(
    'patmos',
    'Patmos',
    [3],
    7,
    `A small rocky island in the Aegean Sea, one of the Dodecanese. Revelation records that John was here "for the word of God" when he received his visions.

The Cave of the Apocalypse and the Monastery of Saint John, founded in 1088, stand on the hill above the harbour.`,
  ),
];
