/** The three seasons, their sub-periods, time periods and time categories. */
export const TIME_CATEGORIES: Array<[uid: string, title: string]> = [
  ['ancient-world', 'The Ancient World'],
  ['medieval-europe', 'Medieval Europe'],
  ['early-modern-era', 'The Early Modern Era'],
  ['modern-era', 'The Modern Era'],
];

export const TIME_PERIODS: Array<[uid: string, title: string, category: string, season: string]> = [
  ['patriarchs-and-kingdoms', 'Patriarchs and Kingdoms', 'ancient-world', 'season-3'],
  ['exile-and-empires', 'Exile and Empires', 'ancient-world', 'season-3'],
  ['the-roman-world', 'The Roman World', 'ancient-world', 'season-3'],
  ['the-middle-ages', 'The Middle Ages', 'medieval-europe', 'season-1'],
  ['the-age-of-reformation', 'The Age of Reformation', 'early-modern-era', 'season-1'],
  ['the-evangelical-revival', 'The Evangelical Revival', 'modern-era', 'season-1'],
  ['colonial-awakenings', 'Colonial Awakenings', 'early-modern-era', 'season-2'],
  ['nineteenth-century-america', 'Nineteenth-Century America', 'modern-era', 'season-2'],
];

export interface SubPeriodEntry {
  uid: string;
  title: string;
  timePeriod: string;
  season: string;
}

const sp = (uid: string, title: string, timePeriod: string, season: string): SubPeriodEntry => ({
  uid,
  title,
  timePeriod,
  season,
});

export const SUB_PERIODS: SubPeriodEntry[] = [
  sp(
    'celtic-church-and-waldenses',
    'The Celtic Church and the Waldenses',
    'the-middle-ages',
    'season-1',
  ),
  sp(
    'morning-star-of-the-reformation',
    'Wycliffe, Hus and the Morning Star',
    'the-middle-ages',
    'season-1',
  ),
  sp(
    'german-and-swiss-reformation',
    'The German and Swiss Reformation',
    'the-age-of-reformation',
    'season-1',
  ),
  sp('reformation-in-britain', 'The Reformation in Britain', 'the-age-of-reformation', 'season-1'),
  sp(
    'huguenots-and-persecuted-churches',
    'Huguenots and Persecuted Churches',
    'the-age-of-reformation',
    'season-1',
  ),
  sp(
    'revival-and-missions',
    'Revival and the Missionary Movement',
    'the-evangelical-revival',
    'season-1',
  ),
  sp('great-awakenings', 'The Great Awakenings', 'colonial-awakenings', 'season-2'),
  sp('the-advent-awakening', 'The Advent Awakening', 'nineteenth-century-america', 'season-2'),
  sp('sabbath-and-sanctuary', 'Sabbath and Sanctuary', 'nineteenth-century-america', 'season-2'),
  sp('organising-a-church', 'Organising a Church', 'nineteenth-century-america', 'season-2'),
  sp(
    'health-education-and-mission',
    'Health, Education and Mission',
    'nineteenth-century-america',
    'season-2',
  ),
  sp('creation-to-kings', 'Creation to Kings', 'patriarchs-and-kingdoms', 'season-3'),
  sp('kings-to-captivity', 'Kings to Captivity', 'patriarchs-and-kingdoms', 'season-3'),
  sp('empires', 'Empires', 'exile-and-empires', 'season-3'),
  sp('manger-to-messiah', 'Manger to Messiah', 'the-roman-world', 'season-3'),
  sp('pentecost-to-patmos', 'Pentecost to Patmos', 'the-roman-world', 'season-3'),
  sp('the-seven-churches', 'The Seven Churches', 'the-roman-world', 'season-3'),
];

export interface SeasonEntry {
  uid: string;
  title: string;
  seasonTitle: string;
  begin: string;
  end: string;
  jumpTo: string;
  description: string;
}

export const SEASONS: SeasonEntry[] = [
  {
    uid: 'season-1',
    title: 'Season 1',
    seasonTitle: 'The Reformation',
    begin: '432',
    end: '1910',
    jumpTo: '1517-10-31',
    description: `Season one follows the long story of men and women who held on to the Bible when it was scarce and dangerous to own. It begins with the Celtic monks of Iona and the Waldenses of the Alpine valleys, and moves through John Wycliffe and Jan Hus to Martin Luther, Ulrich Zwingli, John Calvin, William Tyndale and John Knox.

It continues with the English martyrs, the Puritans and the Huguenots, and ends with the Wesleys' revival and the missionaries who carried the Scriptures around the world.`,
  },
  {
    uid: 'season-2',
    title: 'Season 2',
    seasonTitle: 'Pioneers',
    begin: '1734',
    end: '1915',
    jumpTo: '1844-10-22',
    description: `Season two crosses the Atlantic to the revivals of the Great Awakenings and the Second Advent movement led by William Miller. It tells how a small group of believers came through the disappointment of 22 October 1844, studied their Bibles afresh and formed the Seventh-day Adventist Church.

Among its pioneers are Joseph Bates, James and Ellen White, J. N. Andrews, Uriah Smith and John Harvey Kellogg, whose work in publishing, health, education and mission spread across the world.`,
  },
  {
    uid: 'season-3',
    title: 'Season 3',
    seasonTitle: 'The Bible Story',
    begin: '2091 BC',
    end: '155',
    jumpTo: '1446 BC',
    description: `Season three walks through the Bible story itself, from the call of Abraham, the Exodus and the kings of Israel to the captivity in Babylon and the empires that followed.

It continues with the birth, ministry, death and resurrection of Jesus, the spread of the early church from Pentecost to the journeys of Paul, and the letters to the seven churches sent from the island of Patmos. Dates for the early periods are approximate.`,
  },
];
