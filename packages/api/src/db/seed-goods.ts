import { prices, type SeedProduct } from './seed-types';

const STUDIO = 'History & Faith Studio';

/** DVDs, prints, apparel and gifts. */
export const GOODS: SeedProduct[] = [
  ...[1, 2, 3].map((season): SeedProduct => ({
    id: 1002 + season,
    handle: `season-${season}-dvd`,
    title: `Season ${season} on DVD`,
    productType: 'DVD',
    vendor: STUDIO,
    tags: ['dvd', 'video', `season-${season}`],
    descriptionHtml: [
      '<p>Every episode of the first season, filmed on location from Iona to Wittenberg, on three discs ' +
        'with subtitles in six languages.</p>',
      '<p>The second season follows the pioneers of the nineteenth century, with behind-the-scenes ' +
        'features on the reconstructed camp meetings.</p>',
      '<p>The third season walks from creation to Patmos in one sweep of Bible history, with maps ' +
        'and a printed episode guide.</p>',
    ][season - 1]!,
    image: {
      id: 3002 + season,
      file: `season-${season}-dvd.svg`,
      alt: `DVD case for season ${season}`,
    },
    options: [],
    variants: [
      {
        id: 2002 + season,
        sku: `DVD-S${season}`,
        options: [],
        stock: [60, 45, 25][season - 1]!,
        price: prices(1999, 2299, 3399, 3699, 3999, 2499),
      },
    ],
  })),
  {
    id: 1006,
    handle: 'reformation-map-poster',
    title: 'Map of the Reformation Poster',
    productType: 'Print',
    vendor: STUDIO,
    tags: ['print', 'map', 'reformation'],
    descriptionHtml:
      '<p>Europe in 1550, hand-lettered: the cities of the reformers, the routes of smuggled Bibles ' +
      'and the universities where the new ideas spread.</p><p>A2 on heavyweight matte stock, shipped ' +
      'rolled in a tube.</p>',
    image: {
      id: 3006,
      file: 'reformation-map-poster.svg',
      alt: 'Parchment-coloured map of Europe',
    },
    options: [],
    variants: [
      {
        id: 2006,
        sku: 'PR-MAP-A2',
        options: [],
        stock: 80,
        price: prices(1499, 1699, 2599, 2799, 2999, 1899),
        compareAt: prices(1999, 2299, 3399, 3699, 3999, 2499),
      },
    ],
  },
  {
    id: 1010,
    handle: 'timeline-wall-chart',
    title: 'Timeline Wall Chart',
    productType: 'Print',
    vendor: STUDIO,
    tags: ['print', 'timeline'],
    descriptionHtml:
      '<p>Two thousand years of church history on one folding chart, colour-coded by era, with the ' +
      'people and places from the site\u2019s timeline.</p><p>Folds to A4; opens to 1.8 metres.</p>',
    image: {
      id: 3010,
      file: 'timeline-wall-chart.svg',
      alt: 'Long chart with coloured bands for each era',
    },
    options: [],
    variants: [
      {
        id: 2010,
        sku: 'PR-TIMELINE',
        options: [],
        stock: 70,
        price: prices(1799, 2099, 3099, 3299, 3599, 2299),
      },
    ],
  },
  {
    id: 1011,
    handle: 'heritage-tote-bag',
    title: 'Heritage Tote Bag',
    productType: 'Apparel',
    vendor: STUDIO,
    tags: ['apparel', 'bag', 'gift'],
    descriptionHtml:
      '<p>A heavy organic-cotton tote printed with the site\u2019s lamp emblem, roomy enough for a ' +
      'study Bible and a week of groceries.</p>',
    image: {
      id: 3011,
      file: 'heritage-tote-bag.svg',
      alt: 'Natural cotton tote bag with a lamp emblem',
    },
    options: [],
    variants: [
      {
        id: 2011,
        sku: 'AP-TOTE',
        options: [],
        stock: 90,
        price: prices(1200, 1399, 1999, 2199, 2399, 1499),
      },
    ],
  },
  {
    id: 1012,
    handle: 'heritage-t-shirt',
    title: 'Heritage T-Shirt',
    productType: 'Apparel',
    vendor: STUDIO,
    tags: ['apparel', 'shirt'],
    descriptionHtml:
      '<p>A soft navy T-shirt with the lamp emblem on the chest and \u201cHere I stand\u201d across ' +
      'the back.</p><p>Organic cotton, regular fit; order your usual size.</p>',
    image: { id: 3012, file: 'heritage-t-shirt.svg', alt: 'Navy T-shirt with a small lamp emblem' },
    options: ['Size'],
    variants: (['S', 'M', 'L', 'XL'] as const).map((size, i) => ({
      id: 2012 + i * 100,
      sku: `AP-TEE-${size}`,
      options: [size],
      stock: [20, 30, 25, 3][i]!,
      price: prices(1800, 2099, 2999, 3299, 3599, 2299),
    })),
  },
  {
    id: 1013,
    handle: 'luther-rose-mug',
    title: 'Luther Rose Mug',
    productType: 'Gift',
    vendor: STUDIO,
    tags: ['gift', 'mug', 'luther'],
    descriptionHtml:
      '<p>A stoneware mug with the Luther rose in blue and gold, dishwasher safe and sized for a ' +
      'long morning of reading.</p>',
    image: { id: 3013, file: 'luther-rose-mug.svg', alt: 'White mug with a blue and gold rose' },
    options: [],
    variants: [
      {
        id: 2013,
        sku: 'GF-MUG-ROSE',
        options: [],
        stock: 55,
        price: prices(1100, 1299, 1899, 1999, 2199, 1399),
      },
    ],
  },
];
