import { prices, type SeedProduct } from './seed-types';

const PRESS = 'History & Faith Press';

/** Books and reading material. Ids are fixed so gids stay stable across databases and reseeds. */
export const BOOKS: SeedProduct[] = [
  {
    id: 1001,
    handle: 'the-great-controversy-hardcover',
    title: 'The Great Controversy (Hardcover)',
    productType: 'Book',
    vendor: PRESS,
    tags: ['book', 'great-controversy', 'reformation'],
    descriptionHtml:
      '<p>A cloth-bound edition of the classic survey of Christian history, from the fall of Jerusalem ' +
      'through the Reformation to the great awakenings.</p><p>Sewn binding, ribbon marker and a ' +
      'reading guide keyed to the video series.</p>',
    image: {
      id: 3001,
      file: 'great-controversy-hardcover.svg',
      alt: 'Dark red hardcover book with gold lettering',
    },
    options: [],
    variants: [
      {
        id: 2001,
        sku: 'BK-GC-HC',
        options: [],
        stock: 40,
        price: prices(2499, 2899, 4299, 4599, 4999, 3199),
      },
    ],
  },
  {
    id: 1002,
    handle: 'the-great-controversy-paperback',
    title: 'The Great Controversy (Paperback)',
    productType: 'Book',
    vendor: PRESS,
    tags: ['book', 'great-controversy', 'reformation'],
    descriptionHtml:
      '<p>The same text in a light paperback that fits a coat pocket, printed on recycled paper.</p>' +
      '<p>Chapter summaries at the back make it a handy companion for study groups.</p>',
    image: {
      id: 3002,
      file: 'great-controversy-paperback.svg',
      alt: 'Cream paperback book with a red spine',
    },
    options: [],
    variants: [
      {
        id: 2002,
        sku: 'BK-GC-PB',
        options: [],
        stock: 120,
        price: prices(1299, 1499, 2199, 2399, 2599, 1699),
      },
    ],
  },
  {
    id: 1007,
    handle: 'waldensian-valleys-guide',
    title: 'Guide to the Waldensian Valleys',
    productType: 'Book',
    vendor: PRESS,
    tags: ['book', 'travel', 'waldenses'],
    descriptionHtml:
      '<p>A walker\u2019s guide to the Alpine valleys of Piedmont where the Waldenses kept their faith ' +
      'through centuries of persecution.</p><p>Twelve routes, hand-drawn maps and the story behind ' +
      'each cave, church and college along the way.</p>',
    image: {
      id: 3007,
      file: 'waldensian-valleys-guide.svg',
      alt: 'Green guidebook cover showing mountain peaks',
    },
    options: [],
    variants: [
      {
        id: 2007,
        sku: 'BK-WAL-GD',
        options: [],
        stock: 50,
        price: prices(1599, 1849, 2749, 2949, 3199, 1999),
      },
    ],
  },
  {
    id: 1008,
    handle: 'pioneers-biography-set',
    title: 'Pioneers Biography Set',
    productType: 'Book',
    vendor: PRESS,
    tags: ['book', 'pioneers', 'box-set'],
    descriptionHtml:
      '<p>Four short biographies of the men and women who carried the advent message across ' +
      'nineteenth-century America and beyond, in a slipcase.</p><p>Each volume closes with a timeline ' +
      'and questions for discussion.</p>',
    image: {
      id: 3008,
      file: 'pioneers-biography-set.svg',
      alt: 'Four blue books standing in a slipcase',
    },
    options: [],
    variants: [
      {
        id: 2008,
        sku: 'BK-PIO-SET',
        options: [],
        stock: 15,
        price: prices(4999, 5799, 8499, 8999, 9799, 6299),
      },
    ],
  },
  {
    id: 1009,
    handle: 'tyndale-new-testament-facsimile',
    title: 'Tyndale New Testament Facsimile',
    productType: 'Book',
    vendor: PRESS,
    tags: ['book', 'tyndale', 'bible', 'collector'],
    descriptionHtml:
      '<p>A page-for-page facsimile of the 1526 Worms edition, the first New Testament printed in ' +
      'English.</p><p>Reproduced at full size with an introduction on Tyndale\u2019s life, his ' +
      'translation choices and his death at Vilvoorde.</p>',
    image: {
      id: 3009,
      file: 'tyndale-new-testament-facsimile.svg',
      alt: 'Brown leather-look book with a clasp',
    },
    options: [],
    variants: [
      {
        id: 2009,
        sku: 'BK-TYN-FAC',
        options: [],
        stock: 8,
        price: prices(7500, 8700, 12900, 13900, 14900, 9500),
        compareAt: prices(8500, 9900, 14500, 15500, 16900, 10900),
      },
    ],
  },
  {
    id: 1014,
    handle: 'bible-study-journal',
    title: 'Bible Study Journal',
    productType: 'Stationery',
    vendor: PRESS,
    tags: ['journal', 'gift', 'study'],
    descriptionHtml:
      '<p>A lay-flat journal with dated reading plans, wide ruled margins and a timeline of the ' +
      'biblical kings on the endpapers.</p><p>192 pages of cream paper that takes fountain-pen ink ' +
      'without bleeding.</p>',
    image: { id: 3014, file: 'bible-study-journal.svg', alt: 'Olive journal with an elastic band' },
    options: [],
    variants: [
      {
        id: 2014,
        sku: 'ST-JOURNAL',
        options: [],
        stock: 65,
        price: prices(1400, 1599, 2399, 2599, 2799, 1799),
      },
    ],
  },
];
