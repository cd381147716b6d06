import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small corpus written to a temp folder, so tests never depend on the real corpus. */
export interface FixtureCorpus {
  root: string;
  documentsDir: string;
  imagesDir: string;
  customTypesDir: string;
  writeDocument: (doc: FixtureDoc) => void;
  remove: () => void;
}

export interface FixtureDoc {
  id: string;
  uid: string | null;
  type: string;
  lang?: string;
  tags?: string[];
  first_publication_date?: string;
  last_publication_date?: string;
  data: Record<string, unknown>;
}

export const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
export const paragraph = (text: string) => [{ type: 'paragraph', text, spans: [] }];
export const link = (id: string) => ({ link_type: 'Document', id });
export const image = (name: string) => ({
  url: `/cms/images/fixture/${name}.svg`,
  dimensions: { width: 160, height: 90 },
  alt: name,
  copyright: null,
  thumbnail: {
    url: `/cms/images/fixture/${name}.svg?w=80`,
    dimensions: { width: 80, height: 45 },
    alt: name,
    copyright: null,
  },
});

export const IDS = {
  luther: 'peopleLuther0001',
  calvin: 'peopleCalvin0001',
  hus: 'peopleHus0000001',
  theses: 'readTheses000001',
  worms: 'readWorms0000001',
  geneva: 'readGeneva000001',
  thesesFr: 'readThesesFr0001',
  posting: 'eventPosting0001',
  jerusalem: 'eventJerusalem01',
  about: 'aboutSingleton01',
  missing: 'doesNotExist0001',
} as const;

export const FIXTURE_DOCS: FixtureDoc[] = [
  {
    id: IDS.luther,
    uid: 'martin-luther',
    type: 'people',
    tags: ['reformation', 'germany'],
    first_publication_date: '2026-01-05T09:00:00+0000',
    data: {
      title: title('Martin Luther'),
      summary: paragraph('Monk and professor in Wittenberg.'),
      birthdate: '1483-11-10',
      ad_bc: 'AD',
      priority: 10,
      image: image('luther'),
    },
  },
  {
    id: IDS.calvin,
    uid: 'john-calvin',
    type: 'people',
    tags: ['reformation'],
    first_publication_date: '2026-02-10T15:30:00+0000',
    data: {
      title: title('John Calvin'),
      summary: paragraph('Reformer of Geneva.'),
      birthdate: '1509-07-10',
      ad_bc: 'AD',
      priority: 5,
      image: {},
    },
  },
  {
    id: IDS.hus,
    uid: 'jan-hus',
    type: 'people',
    tags: ['bohemia'],
    first_publication_date: '2025-12-24T08:00:00+0000',
    data: {
      title: title('Jan Hus'),
      summary: [],
      birthdate: null,
      ad_bc: null,
      priority: 1,
      image: {},
    },
  },
  {
    id: IDS.theses,
    uid: 'the-95-theses',
    type: 'read',
    tags: ['reformation'],
    first_publication_date: '2026-01-05T09:00:00+0000',
    last_publication_date: '2026-03-01T12:00:00+0000',
    data: {
      title: title('The Ninety-Five Theses'),
      meta_description: 'Luther posts his theses in Wittenberg.',
      priority: 9,
      author1: link(IDS.luther),
      featured_image: image('theses'),
      related_people: [{ person: link(IDS.luther) }, { person: link(IDS.calvin) }],
      body: [
        {
          slice_type: 'text',
          variation: 'default',
          version: 'initial',
          primary: { text: paragraph('Indulgences were sold across Saxony.') },
          items: [],
        },
      ],
    },
  },
  {
    id: IDS.worms,
    uid: 'diet-of-worms',
    type: 'read',
    tags: ['reformation', 'germany'],
    first_publication_date: '2026-01-20T10:00:00+0000',
    data: {
      title: title('The Diet of Worms'),
      meta_description: 'Here I stand.',
      priority: 3,
      author1: link(IDS.missing),
      featured_image: {},
      related_people: [{ person: link(IDS.luther) }],
      body: [],
    },
  },
  {
    id: IDS.geneva,
    uid: 'calvin-in-geneva',
    type: 'read',
    tags: [],
    first_publication_date: '2026-02-14T18:45:00+0000',
    data: {
      title: title('Calvin in Geneva'),
      meta_description: null,
      priority: null,
      author1: { link_type: 'Any' },
      featured_image: {},
      related_people: [{ person: link(IDS.calvin) }],
      body: [],
    },
  },
  {
    id: IDS.thesesFr,
    uid: 'les-95-theses',
    type: 'read',
    lang: 'fr-fr',
    tags: ['reformation'],
    first_publication_date: '2026-01-06T09:00:00+0000',
    data: {
      title: title('Les quatre-vingt-quinze thèses'),
      meta_description: null,
      priority: 2,
      author1: link(IDS.luther),
      featured_image: {},
      related_people: [],
      body: [],
    },
  },
  {
    id: IDS.posting,
    uid: 'posting-of-the-theses',
    type: 'events',
    tags: ['reformation'],
    first_publication_date: '2026-01-07T09:00:00+0000',
    data: {
      title: title('Posting of the theses'),
      event_year: '1517-10-31',
      event_year_ad_bc: 'AD',
      date_type: 'Single Date',
      date_accuracy: 'Display specific date',
      display_on_main_timeline1: true,
    },
  },
  {
    id: IDS.jerusalem,
    uid: 'fall-of-jerusalem',
    type: 'events',
    tags: [],
    first_publication_date: '2026-01-08T09:00:00+0000',
    data: {
      title: title('Fall of Jerusalem'),
      event_year: '0586-01-01',
      event_year_ad_bc: 'BC',
      date_type: 'Single Date',
      date_accuracy: 'Display year only',
      display_on_main_timeline1: false,
    },
  },
  {
    id: IDS.about,
    uid: null,
    type: 'about',
    tags: [],
    first_publication_date: '2026-01-01T00:00:00+0000',
    data: { title: title('About us'), description: paragraph('A history project.') },
  },
];

const SVG = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect width="160" height="90" fill="${color}"/><circle cx="80" cy="45" r="30" fill="#fff"/></svg>`;

export function createFixtureCorpus(docs: FixtureDoc[] = FIXTURE_DOCS): FixtureCorpus {
  const root = mkdtempSync(path.join(tmpdir(), 'cms-fixture-'));
  const documentsDir = path.join(root, 'documents');
  const imagesDir = path.join(root, 'images');
  const customTypesDir = path.join(root, 'customtypes');
  const writeDocument = (doc: FixtureDoc) => {
    const dir = path.join(documentsDir, doc.type);
    mkdirSync(dir, { recursive: true });
    const stored = {
      lang: 'en-us',
      tags: [],
      alternate_languages: [],
      first_publication_date: '2026-01-01T00:00:00+0000',
      ...doc,
      last_publication_date:
        doc.last_publication_date ?? doc.first_publication_date ?? '2026-01-01T00:00:00+0000',
    };
    writeFileSync(
      path.join(
        dir,
        `${doc.uid ?? doc.type}${doc.lang && doc.lang !== 'en-us' ? `.${doc.lang}` : ''}.json`,
      ),
      JSON.stringify(stored, null, 2),
    );
  };
  for (const doc of docs) writeDocument(doc);
  mkdirSync(path.join(imagesDir, 'fixture'), { recursive: true });
  writeFileSync(path.join(imagesDir, 'fixture', 'luther.svg'), SVG('#8a2b0f'));
  writeFileSync(path.join(imagesDir, 'fixture', 'theses.svg'), SVG('#204060'));
  writeFileSync(path.join(root, 'secret.svg'), SVG('#000000'));
  for (const [id, label] of [
    ['people', 'People'],
    ['read', 'Read'],
    ['events', 'Events'],
    ['about', 'About'],
  ]) {
    mkdirSync(path.join(customTypesDir, id as string), { recursive: true });
    writeFileSync(
      path.join(customTypesDir, id as string, 'index.json'),
      JSON.stringify({ id, label, repeatable: id !== 'about', json: {} }),
    );
  }
  return {
    root,
    documentsDir,
    imagesDir,
    customTypesDir,
    writeDocument,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
