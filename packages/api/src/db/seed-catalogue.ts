import { BOOKS } from './seed-books';
import { GOODS } from './seed-goods';
import type { SeedCollection, SeedProduct } from './seed-types';

export const SEED_PRODUCTS: SeedProduct[] = [...BOOKS, ...GOODS].sort((a, b) => a.id - b.id);

export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    id: 4001,
    handle: 'books',
    title: 'Books',
    descriptionHtml: '<p>Histories, biographies, guides and facsimiles for reading and study.</p>',
    image: 'great-controversy-hardcover.svg',
    products: [
      'the-great-controversy-hardcover',
      'the-great-controversy-paperback',
      'waldensian-valleys-guide',
      'pioneers-biography-set',
      'tyndale-new-testament-facsimile',
      'bible-study-journal',
    ],
  },
  {
    id: 4002,
    handle: 'dvds',
    title: 'DVDs',
    descriptionHtml: '<p>The video series on disc, season by season.</p>',
    image: 'season-1-dvd.svg',
    products: ['season-1-dvd', 'season-2-dvd', 'season-3-dvd'],
  },
  {
    id: 4003,
    handle: 'apparel',
    title: 'Apparel',
    descriptionHtml: '<p>Shirts and bags printed with the lamp emblem.</p>',
    image: 'heritage-t-shirt.svg',
    products: ['heritage-t-shirt', 'heritage-tote-bag'],
  },
  {
    id: 4004,
    handle: 'gifts',
    title: 'Gifts',
    descriptionHtml: '<p>Small things for friends who love history.</p>',
    image: 'luther-rose-mug.svg',
    products: [
      'luther-rose-mug',
      'bible-study-journal',
      'heritage-tote-bag',
      'timeline-wall-chart',
    ],
  },
  {
    id: 4005,
    handle: 'prints',
    title: 'Prints',
    descriptionHtml: '<p>Maps and charts for the study wall.</p>',
    image: 'reformation-map-poster.svg',
    products: ['reformation-map-poster', 'timeline-wall-chart'],
  },
];
