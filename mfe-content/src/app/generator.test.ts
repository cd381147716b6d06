import fs from 'node:fs';
import path from 'node:path';
import type * as prismic from '@prismicio/client';
import type { ContentSource } from '@site/contracts/generator';
import type { ChapterPageData } from '../features/book/api/book-pages';
import type { ReadPageData } from '../features/read/api/read-pages';
import type { TimelineData } from '../features/timeline/api/timeline-pages';
import { generator } from './generator';
import { routeInfo } from './route-info';

// The real corpus, read from disk: the pages must come out of the documents the site ships with.
const corpus = path.resolve(__dirname, '../../../packages/cms/corpus/documents');
const docs: prismic.PrismicDocument[] = fs
  .readdirSync(corpus)
  .flatMap((type) => fs.readdirSync(path.join(corpus, type)).map((f) => JSON.parse(fs.readFileSync(path.join(corpus, type, f), 'utf8')) as prismic.PrismicDocument));

const content: ContentSource = {
  dangerouslyGetAll: async <T,>() => docs as T[],
  getAllByType: async <T,>(type: string) => docs.filter((d) => d.type === type) as T[],
  getSingle: async () => {
    throw new Error('not used');
  },
  getByUID: async () => {
    throw new Error('not used');
  },
};
const context = { content, siteUrl: 'http://example.test', log: () => undefined };

const SEASON_OVERVIEWS = [
  '/read/season1/episodes', '/read/season1/locations', '/read/season1/movements', '/read/season1/people',
  '/read/season2/episodes', '/read/season2/historical-milestones', '/read/season2/people', '/read/season2/pioneer-stories',
  '/read/season3/creation-to-kings', '/read/season3/empires', '/read/season3/episodes', '/read/season3/kings-to-captivity',
  '/read/season3/manger-to-messiah', '/read/season3/pentecost-to-patmos', '/read/season3/the-7-churches',
];

describe('the content generator over the corpus', () => {
  let pages: Awaited<ReturnType<typeof generator.generate>>;
  beforeAll(async () => {
    pages = await generator.generate(context);
  });
  const of = (routeId: string) => pages.filter((p) => p.routeId === `content.${routeId}`);

  it('builds each path once, each with a known route and no 404 page', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = new Set(routeInfo.map((r) => r.id));
    expect(pages.every((p) => ids.has(p.routeId))).toBe(true);
    expect(of('notFound')).toEqual([]);
  });

  it('gives the season overviews the exact spec paths', () => {
    expect(of('seasonOverview').map((p) => p.path).sort()).toEqual(SEASON_OVERVIEWS);
    expect(of('readSingle').some((p) => p.path.startsWith('/read/season'))).toBe(false);
  });

  it('links the 42 chapters in order', () => {
    const chapters = of('bookChapter').map((p) => p.data as ChapterPageData).sort((a, b) => a.chapter.number - b.chapter.number);
    expect(chapters.map((c) => c.chapter.number)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    expect(chapters[0]?.previous).toBeNull();
    expect(chapters[0]?.next?.path).toBe('/greatcontroversy-chapter2');
    expect(chapters[41]?.next).toBeNull();
  });

  it('resolves the read page author, podcast and related items from their links', () => {
    const luther = pages.find((p) => p.path === '/read/martin-luther')?.data as ReadPageData;
    expect(luther.author?.name).toBeTruthy();
    expect(luther.podcast).toMatchObject({ podcastId: expect.stringMatching(/\S/), title: expect.stringMatching(/\S/) });
    expect(luther.related.length).toBeGreaterThan(3);
    expect(luther.related.every((c) => c.path !== '/')).toBe(true);
  });

  it('puts every dated event and person on the timeline with a season', () => {
    const timeline = of('timeline')[0]?.data as TimelineData;
    expect(timeline.seasons.map((s) => s.uid)).toEqual(['season-1', 'season-2', 'season-3']);
    expect(timeline.items.filter((i) => i.kind === 'event').length).toBeGreaterThan(100);
    expect(timeline.items.some((i) => i.year < 0 && i.dateLabel.includes('BC'))).toBe(true);
    expect(timeline.items.every((i) => i.seasons.length > 0)).toBe(true);
  });

  it('writes a search index and the popular reads for the 404 page', async () => {
    const files = (await generator.files?.(context)) ?? [];
    expect(files.map((f) => f.name).sort()).toEqual(['popular-reads.json', 'search-index.json']);
    const popular = JSON.parse(files.find((f) => f.name === 'popular-reads.json')?.content ?? '[]') as { path: string }[];
    expect(popular.length).toBe(6);
    expect(popular.every((p) => p.path.startsWith('/read/'))).toBe(true);
  });
});
