import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { docId } from '../../corpus/lib/ids';
import type { CorpusDirs } from '../validate-corpus';

/** A tiny, valid corpus in a temp folder; tests break one thing at a time. */
export type Fixture = {
  dirs: CorpusDirs;
  write: (rel: string, value: unknown) => void;
  article: Record<string, unknown>;
};

const link = (type: string, uid: string | null) => ({
  link_type: 'Document',
  id: docId(type, uid),
});

export function makeFixture(): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'corpus-'));
  const dirs: CorpusDirs = {
    customTypesDir: join(root, 'customtypes'),
    slicesDir: join(root, 'slices'),
    documentsDir: join(root, 'documents'),
    imagesDir: join(root, 'images'),
  };
  const write = (rel: string, value: unknown) => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  };
  write('customtypes/article/index.json', {
    id: 'article',
    label: 'Article',
    repeatable: true,
    format: 'custom',
    status: true,
    json: {
      Main: {
        uid: { type: 'UID', config: { label: 'UID' } },
        title: { type: 'StructuredText', config: { label: 'Title', single: 'heading1' } },
        hero: { type: 'Image', config: { label: 'Hero', constraint: {}, thumbnails: [] } },
        related: {
          type: 'Group',
          config: {
            fields: {
              item: { type: 'Link', config: { select: 'document', customtypes: ['article'] } },
            },
          },
        },
        body: { type: 'Slices', config: { choices: { quote: { type: 'SharedSlice' } } } },
      },
    },
  });
  write('customtypes/about/index.json', {
    id: 'about',
    label: 'About',
    repeatable: false,
    format: 'custom',
    status: true,
    json: { Main: { title: { type: 'StructuredText', config: { single: 'heading1' } } } },
  });
  write('slices/Quote/model.json', {
    id: 'quote',
    type: 'SharedSlice',
    name: 'Quote',
    variations: [
      {
        id: 'default',
        primary: {
          attribution: { type: 'Text', config: {} },
          background_colour: { type: 'Select', config: { options: ['Light', 'Black', 'Grey'] } },
        },
        items: {},
      },
    ],
  });
  write(
    'images/read/hero.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"></svg>',
  );
  const envelope = (type: string, uid: string | null) => ({
    id: docId(type, uid),
    uid,
    type,
    lang: 'en-us',
    tags: [],
    first_publication_date: '2026-01-05T09:00:00+0000',
    last_publication_date: '2026-01-05T09:00:00+0000',
    alternate_languages: [],
  });
  const article = {
    ...envelope('article', 'first'),
    data: {
      title: [{ type: 'heading1', text: 'First', spans: [] }],
      hero: {
        url: '/cms/images/read/hero.svg',
        dimensions: { width: 800, height: 450 },
        alt: 'Hero',
        copyright: null,
      },
      related: [{ item: link('article', 'second') }],
      body: [
        {
          slice_type: 'quote',
          variation: 'default',
          version: 'initial',
          primary: { attribution: 'Someone', background_colour: 'Grey' },
          items: [],
        },
      ],
    },
  };
  write('documents/article/first.json', article);
  write('documents/article/second.json', {
    ...envelope('article', 'second'),
    data: { title: [], hero: {}, related: [], body: [] },
  });
  write('documents/about/about.json', {
    ...envelope('about', null),
    data: { title: [{ type: 'heading1', text: 'About', spans: [] }] },
  });
  return { dirs, write, article };
}
