import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { listJsonFiles, loadCorpus } from '../store/load-documents';
import { ArgumentError, parseGenerateArgs } from './args';
import { docId } from './doc-id';
import { seasonOf, storedYear } from './builders';
import { writeCorpus } from './write-corpus';

describe('parseGenerateArgs', () => {
  it('reads counts in both flag styles and derives people and places', () => {
    expect(parseGenerateArgs(['--articles', '20', '--events=30'])).toEqual({
      articles: 20,
      events: 30,
      people: 20,
      places: 10,
      seed: 1517,
      out: undefined,
    });
    expect(parseGenerateArgs(['--', '--people', '5', '--out', 'x'])).toMatchObject({
      people: 5,
      places: 10,
      out: 'x',
    });
  });

  it.each([
    [['--articles', '-3']],
    [['--articles', '2.5']],
    [['--events', '300000']],
    [['--pages', '3']],
    [['--articles']],
    [['articles', '3']],
    [['--people', '0']],
  ])('rejects %j', (argv) => {
    expect(() => parseGenerateArgs(argv)).toThrow(ArgumentError);
  });
});

describe('writeCorpus', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'cms-generate-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const options = { articles: 30, events: 50, people: 8, places: 4, seed: 7 };

  it('writes valid documents whose links all resolve', () => {
    const counts = writeCorpus({ ...options, out });
    expect(counts).toEqual({
      seasons: 3,
      people: 8,
      place: 4,
      readCategory: 12,
      read: 30,
      events: 50,
    });
    const corpus = loadCorpus(path.join(out, 'documents'));
    expect(corpus.problems).toEqual([]);
    const ids = new Set(corpus.documents.map((d) => d.id));
    const linked = corpus.documents.flatMap(
      (d) => JSON.stringify(d.data).match(/"link_type":"Document","id":"[^"]+"/g) ?? [],
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const ref of linked) expect(ids.has(ref.slice(-17, -1))).toBe(true);
    expect(listJsonFiles(path.join(out, 'images'))).toEqual([]);
    expect(readFileSync(path.join(out, 'images', 'generated', 'art-1.svg'), 'utf8')).toMatch(
      /^<svg/,
    );
  });

  it('puts each event and person in the season of its first year, one of the seasons written', () => {
    writeCorpus({ ...options, out });
    const docs = loadCorpus(path.join(out, 'documents')).documents;
    const seasons = docs.filter((d) => d.type === 'seasons').map((d) => d.uid);
    expect(seasons.sort()).toEqual(['season-1', 'season-2', 'season-3']);
    const dated = docs.filter((d) => d.type === 'events' || d.type === 'people');
    const yearOf = (d: (typeof docs)[number]) => {
      const data = d.data as Record<string, string>;
      const [date, era] =
        d.type === 'events'
          ? [data.event_year, data.event_year_ad_bc]
          : [data.birthdate, data.ad_bc];
      const year = Number(date!.slice(0, 4));
      return era === 'BC' ? -year : year;
    };
    for (const d of dated) {
      const own = d.tags.filter((t) => t.startsWith('season-'));
      expect(own).toEqual([seasonOf(yearOf(d))]);
    }
    expect(new Set(dated.flatMap((d) => d.tags.filter((t) => t.startsWith('season-')))).size).toBe(
      3,
    );
  });

  it('is deterministic for a seed and differs for another', () => {
    writeCorpus({ ...options, out });
    const first = loadCorpus(path.join(out, 'documents')).ref;
    writeCorpus({ ...options, out });
    expect(loadCorpus(path.join(out, 'documents')).ref).toBe(first);
    writeCorpus({ ...options, seed: 8, out });
    expect(loadCorpus(path.join(out, 'documents')).ref).not.toBe(first);
  });
});

describe('helpers', () => {
  it('gives a year the season whose span it begins in', () => {
    expect([-1446, 299, 300, 1517, 1733, 1734, 1999].map(seasonOf)).toEqual([
      'season-3',
      'season-3',
      'season-1',
      'season-1',
      'season-1',
      'season-2',
      'season-2',
    ]);
  });

  it('stores BC years positive with their era', () => {
    expect(storedYear(-586)).toEqual({ date: '0586-01-01', era: 'BC' });
    expect(storedYear(1517, 10, 31)).toEqual({ date: '1517-10-31', era: 'AD' });
  });

  it('computes ids exactly like corpus/lib/ids.ts', async () => {
    // Loaded at run time: the corpus folder is outside this package's compiled sources.
    const corpusIds: unknown = await import(
      path.join(__dirname, '..', '..', 'corpus', 'lib', 'ids.ts')
    );
    const corpusDocId = (corpusIds as { docId: (type: string, uid: string | null) => string })
      .docId;
    for (const [type, uid] of [
      ['people', 'martin-luther'],
      ['about', null],
      ['read', 'article-1'],
    ] as const) {
      expect(docId(type, uid)).toBe(corpusDocId(type, uid));
    }
  });
});
