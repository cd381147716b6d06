import type * as prismic from '@prismicio/client';
import { matchRoutes } from 'react-router';
import type { ContentSource, GeneratedPage } from '@site/contracts/generator';
import type { ChapterPageData } from '../features/book/api/book-pages';
import type { ReadListData, ReadPageData } from '../features/read/api/read-pages';
import type { TimelineData } from '../features/timeline/api/timeline-pages';
import { decodeEntries } from '../features/timeline/lib/timeline-season-file';
import { generator } from './generator';
import { seedDocuments } from '../shared/api/seed-corpus';
import { routeInfo } from './route-info';
import { byPriority, cardOf } from '../shared/api/catalog';

// The real corpus, read from disk: the pages must come out of the documents the site ships with.
const docs = seedDocuments();

const contentOver = (corpus: prismic.PrismicDocument[]): ContentSource => ({
  dangerouslyGetAll: async <T>() => corpus as T[],
  getAllByType: async <T>(type: string) => corpus.filter((d) => d.type === type) as T[],
  getSingle: async () => {
    throw new Error('not used');
  },
  getByUID: async () => {
    throw new Error('not used');
  },
});
const contextOver = (corpus: prismic.PrismicDocument[]) => ({
  content: contentOver(corpus),
  siteUrl: 'http://example.test',
  log: () => undefined,
});
const context = contextOver(docs);

const SEASON_OVERVIEWS = [
  '/read/season1/episodes',
  '/read/season1/locations',
  '/read/season1/movements',
  '/read/season1/people',
  '/read/season2/episodes',
  '/read/season2/historical-milestones',
  '/read/season2/people',
  '/read/season2/pioneer-stories',
  '/read/season3/creation-to-kings',
  '/read/season3/empires',
  '/read/season3/episodes',
  '/read/season3/kings-to-captivity',
  '/read/season3/manger-to-messiah',
  '/read/season3/pentecost-to-patmos',
  '/read/season3/the-7-churches',
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
    expect(paths).not.toContain('/404');
  });

  it('gives the season overviews the exact spec paths', () => {
    expect(
      of('seasonOverview')
        .map((p) => p.path)
        .sort(),
    ).toEqual(SEASON_OVERVIEWS);
    expect(of('readSingle').some((p) => p.path.startsWith('/read/season'))).toBe(false);
  });

  it('describes each read category by its name and how many articles it holds', () => {
    const categories = of('readCategory');
    expect(categories.length).toBeGreaterThan(0);
    for (const page of categories) {
      const count = (page.data as { groups: { cards: unknown[] }[] }).groups[0]!.cards.length;
      const amount = count === 1 ? 'one article' : `${count} articles`;
      expect(page.head.description).toBe(
        `${page.head.title}: ${amount} on the people, places and events of church history.`,
      );
    }
  });

  it('links the 42 chapters in order', () => {
    const chapters = of('bookChapter')
      .map((p) => p.data as ChapterPageData)
      .sort((a, b) => a.chapter.number - b.chapter.number);
    expect(chapters.map((c) => c.chapter.number)).toEqual(
      Array.from({ length: 42 }, (_, i) => i + 1),
    );
    expect(chapters[0]?.previous).toBeNull();
    expect(chapters[0]?.next?.path).toBe('/greatcontroversy-chapter2');
    expect(chapters[41]?.next).toBeNull();
  });

  it('resolves the read page author, podcast and related items from their links', () => {
    const luther = pages.find((p) => p.path === '/read/martin-luther')?.data as ReadPageData;
    expect(luther.author?.name).toBeTruthy();
    expect(luther.podcast).toMatchObject({
      podcastId: expect.stringMatching(/\S/),
      title: expect.stringMatching(/\S/),
    });
    expect(luther.related.length).toBeGreaterThan(3);
    expect(luther.related.every((c) => c.path !== '/')).toBe(true);
  });

  it('puts every dated event and person of a season on the timeline: the served season in the page, each other in its file', async () => {
    const timeline = of('timeline')[0]?.data as TimelineData;
    expect(timeline.seasons.map((s) => s.uid)).toEqual(['season-1', 'season-2', 'season-3']);
    expect(timeline.entries.season).toBe('season-1');
    const served = decodeEntries(timeline.entries, 'season-1')!;
    expect(served.length).toBeGreaterThan(20);
    const files = (await generator.files?.(context)) ?? [];
    const ofSeason = new Map([['season-1', served]]);
    for (const season of ['season-2', 'season-3']) {
      const file = files.find((f) => f.name === `timeline-${season}.json`);
      const items = decodeEntries(JSON.parse(file?.content ?? 'null'), season);
      expect(items?.length).toBeGreaterThan(20);
      ofSeason.set(season, items!);
    }
    expect(files.some((f) => f.name === 'timeline-season-1.json')).toBe(false);
    // Each dated event and person is in the season of each of its tags, and in no other.
    const dated = docs.filter(
      (d) =>
        (d.type === 'events' || d.type === 'people') && d.tags.some((t) => /^season-\d$/.test(t)),
    );
    for (const [season, items] of ofSeason) {
      const ids = new Set(items.map((i) => i.id));
      expect(ids.size).toBe(items.length);
      for (const id of ids) expect(dated.find((d) => d.id === id)?.tags).toContain(season);
    }
    const all = [...ofSeason.values()].flat();
    expect(all.filter((i) => i.kind === 'event').length).toBeGreaterThan(100);
    expect(all.some((i) => i.year < 0 && i.dateLabel.includes('BC'))).toBe(true);
  });

  it('leaves out of the timeline what no season tab draws: an event in no season', async () => {
    const event = docs.find((d) => d.type === 'events' && d.tags.includes('season-1'))!;
    const unseasoned = { ...event, id: 'no-season', uid: 'no-season', tags: ['event'] };
    const more = contextOver([...docs, unseasoned]);
    const timeline = (await generator.generate(more)).find((p) => p.path === '/timeline')!
      .data as TimelineData;
    const files = (await generator.files!(more)).filter((f) => f.name.startsWith('timeline-'));
    const served = decodeEntries(timeline.entries, 'season-1')!;
    expect(served.some((i) => i.id === event.id)).toBe(true);
    expect(served.some((i) => i.id === 'no-season')).toBe(false);
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.content.includes('no-season'))).toBe(false);
  });

  it('writes a search index and the popular reads for the 404 page', async () => {
    const files = (await generator.files?.(context)) ?? [];
    expect(files.map((f) => f.name).sort()).toEqual([
      'popular-reads.json',
      'search-changes.json',
      'search-index.json',
      'timeline-season-2.json',
      'timeline-season-3.json',
    ]);
    const popular = JSON.parse(
      files.find((f) => f.name === 'popular-reads.json')?.content ?? '[]',
    ) as { path: string }[];
    expect(popular.length).toBe(6);
    expect(popular.every((p) => p.path.startsWith('/read/'))).toBe(true);
  });
});

describe('read lists longer than one page', () => {
  // The seed corpus and 130 more articles, all in one category: the index, that category and the
  // blog (the copies of a blog post stay posts) go on over numbered pages.
  const category = docs.find((d) => d.type === 'readCategory')!;
  const article = docs.find((d) => d.type === 'read' && !d.tags.includes('season-overview'))!;
  const more = Array.from({ length: 130 }, (_, i) => ({
    ...article,
    id: `grown-${i}`,
    uid: `grown-article-${i}`,
    tags: i % 2 === 0 ? ['blog'] : [],
    data: {
      ...article.data,
      title: [{ type: 'heading1', text: `Grown article ${i}`, spans: [] }],
      read_categories: [{ category: { link_type: 'Document', id: category.id } }],
    },
  })) as prismic.PrismicDocument[];
  let pages: GeneratedPage[];
  beforeAll(async () => {
    pages = await generator.generate(contextOver([...docs, ...more]));
  });
  const list = (path: string) => pages.find((p) => p.path === path)?.data as ReadListData;
  const cardsOf = (prefix: RegExp) =>
    pages
      .filter((p) => prefix.test(p.path))
      .sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path))
      .flatMap((p) => (p.data as ReadListData).groups.at(-1)!.cards.map((c) => c.id));

  it('shows every article once, over pages of 60, in the order of one list', () => {
    const articles = [...docs, ...more].filter(
      (d) => d.type === 'read' && !d.tags.includes('season-overview'),
    );
    const shown = cardsOf(/^\/read\/(all\/\d+)?$/);
    expect(shown).toEqual(
      articles
        .map(cardOf)
        .sort(byPriority)
        .map((c) => c.id),
    );
    const pageCount = Math.ceil(articles.length / 60);
    expect(list('/read/').pager).toEqual({
      page: 1,
      pages: pageCount,
      first: '/read/',
      rest: '/read/all/',
    });
    expect(list(`/read/all/${pageCount}`).pager?.page).toBe(pageCount);
    expect(pages.some((p) => p.path === `/read/all/${pageCount + 1}`)).toBe(false);
    expect(pages.some((p) => p.path === '/read/all/1')).toBe(false);
  });

  it('pages a category and the blog the same way', () => {
    const path = `/read/category/${category.uid}`;
    const members = cardsOf(new RegExp(`^${path}(/\\d+)?$`));
    expect(members.filter((id) => id.startsWith('grown-'))).toHaveLength(130);
    expect(list(path).pager?.pages).toBe(Math.ceil(members.length / 60));
    expect(list(`${path}/2`).groups.map((g) => g.title)).toEqual([list(path).groups[0]!.title]);
    const posts = cardsOf(/^\/read\/blog\/(\d+)?$/);
    expect(posts.filter((id) => id.startsWith('grown-'))).toHaveLength(65);
    expect(list('/read/blog/2').pager?.pages).toBe(Math.ceil(posts.length / 60));
  });

  it('kept from build to build, gives the very same list pages again where they show the same cards', async () => {
    const corpus = [...docs, ...more];
    const warm = contextOver(corpus);
    const before = await generator.generate({ ...warm, keep: true });
    // A grown article's title edited: it stays where it was in every list (the grown articles have
    // one priority and date, and are in their titles' order).
    const target = more[70]!;
    const retitled = {
      ...target,
      data: {
        ...target.data,
        title: [{ type: 'heading1', text: 'Grown article 70 (revised)', spans: [] }],
      },
    } as prismic.PrismicDocument;
    const after = await generator.generate({
      ...contextOver(corpus.map((d) => (d === target ? retitled : d))),
      keep: true,
      changes: [{ id: target.id, types: ['read'] }],
    });
    const was = new Map(before.map((p) => [p.path, p]));
    const lists = after.filter((p) => (p.data as ReadListData | null)?.pager);
    const showing = (p: GeneratedPage) =>
      (p.data as ReadListData).groups.some((g) => g.cards.some((c) => c.id === target.id));
    const made = lists.filter((p) => was.get(p.path) !== p);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every(showing)).toBe(true);
    expect(lists.filter((p) => !showing(p)).every((p) => was.get(p.path) === p)).toBe(true);
    await generator.generate({ ...warm, keep: true });
  });

  it('gives each page the route the browser and the server pick for its path', () => {
    const routes = routeInfo.map((info) => ({ path: info.path, info }));
    const paged = pages.filter((p) => (p.data as ReadListData | null)?.pager);
    expect(paged.length).toBeGreaterThan(6);
    for (const page of paged)
      expect([page.path, matchRoutes(routes, page.path)?.at(-1)?.route.info.id]).toEqual([
        page.path,
        page.routeId,
      ]);
  });
});

/** Every text of a document's own, changed (links show their target, so they are left alone), and a new uid and date. */
function edited(doc: prismic.PrismicDocument): prismic.PrismicDocument {
  const change = (value: unknown): unknown => {
    if (typeof value === 'string') return `${value} (edited)`;
    if (Array.isArray(value)) return value.map(change);
    if (value && typeof value === 'object') {
      if ('link_type' in value) return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, change(v)]));
    }
    return value;
  };
  return {
    ...doc,
    uid: doc.uid && `${doc.uid}-edited`,
    last_publication_date: '2030-01-01T00:00:00+0000',
    data: change(doc.data) as prismic.PrismicDocument['data'],
  };
}

describe('pages that record the documents they are made of', () => {
  // Four documents of each type (every type a page could read), each edited in turn.
  const types = [...new Set(docs.map((d) => d.type))];
  const sample = types.flatMap((type) => docs.filter((d) => d.type === type).slice(0, 4));

  it('change only when a document on their list changes, for an edit of documents of every type', async () => {
    const before = await generator.generate(context);
    const complete = before.filter((p) => p.dependenciesComplete);
    expect(new Set(complete.map((p) => p.routeId))).toEqual(
      new Set([
        'content.place',
        'content.read',
        'content.readBlog',
        'content.readSingle',
        'content.seasonOverview',
        'content.timeline',
        'content.timelineEvent',
        'content.timelinePerson',
      ]),
    );
    const shown = new Map(
      complete.map((p) => [p.path, { page: p, json: JSON.stringify([p.head, p.data]) }]),
    );
    const missed: string[] = [];
    for (const doc of sample) {
      const after = await generator.generate(
        contextOver(docs.map((d) => (d === doc ? edited(d) : d))),
      );
      for (const page of after) {
        const old = shown.get(page.path);
        if (!old || JSON.stringify([page.head, page.data]) === old.json) continue;
        if (!old.page.dependencies.includes(doc.id) && !page.dependencies.includes(doc.id))
          missed.push(`${page.path} shows ${doc.type} ${doc.id}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('kept from build to build, makes what a build afresh makes, for an edit of documents of every type', async () => {
    const shown = (pages: GeneratedPage[]) =>
      pages.map((p) =>
        JSON.stringify([
          p.path,
          p.routeId,
          p.head,
          p.data,
          p.dependencies,
          p.dependenciesComplete,
          p.lastModified,
        ]),
      );
    await generator.generate({ ...context, keep: true });
    for (const doc of sample) {
      const changes = [{ id: doc.id, types: [doc.type] }];
      const now = contextOver(docs.map((d) => (d === doc ? edited(d) : d)));
      const warm = await generator.generate({ ...now, keep: true, changes });
      expect(shown(warm)).toEqual(shown(await generator.generate(now)));
      // And back, as the next edit starts from the corpus as it was.
      await generator.generate({ ...context, keep: true, changes });
    }
  });

  it('kept from build to build, gives the very same page again for a story or person an edit does not reach', async () => {
    const before = await generator.generate({ ...context, keep: true });
    const story = docs.find((d) => d.type === 'read')!;
    const changes = [{ id: story.id, types: ['read'] }];
    const after = await generator.generate({
      ...contextOver(docs.map((d) => (d === story ? edited(d) : d))),
      keep: true,
      changes,
    });
    const was = new Map(before.map((p) => [p.path, p]));
    const kept = (routeId: string) => {
      const pages = after.filter((p) => p.routeId === routeId);
      return pages.filter((p) => was.get(p.path) === p).length / pages.length;
    };
    // The story's own page and the pages that show it are made again; most are not.
    expect(kept('content.readSingle')).toBeGreaterThan(0.5);
    expect(kept('content.readSingle')).toBeLessThan(1);
    expect(kept('content.timelinePerson')).toBeGreaterThan(0.5);
    expect(kept('content.place')).toBeGreaterThan(0.5);
    const own = after.find(
      (p) => p.dependencies[0] === story.id && p.routeId.startsWith('content.read'),
    );
    expect(own).toBeDefined();
    expect(was.get(own!.path)).not.toBe(own);
    await generator.generate({ ...context, keep: true, changes });
  });

  it('keeps nothing when not told to keep (a build after which the process ends): the next build makes every page afresh', async () => {
    const before = await generator.generate({ ...context, keep: undefined });
    const story = docs.find((d) => d.type === 'read')!;
    const after = await generator.generate({
      ...context,
      keep: true,
      changes: [{ id: story.id, types: ['read'] }],
    });
    const was = new Map(before.map((p) => [p.path, p]));
    expect(after.filter((p) => was.get(p.path) === p)).toEqual([]);
    await generator.generate({ ...context, keep: undefined });
  });

  it('says it has read all it reads once the catalog is in, and reads nothing after (its files included)', async () => {
    const events: string[] = [];
    const content = contentOver(docs);
    const noting: ContentSource = {
      dangerouslyGetAll: async (params) => {
        events.push('query');
        return content.dangerouslyGetAll(params);
      },
      getAllByType: async (type, params) => {
        events.push('query');
        return content.getAllByType(type, params);
      },
      getSingle: content.getSingle,
      getByUID: content.getByUID,
    };
    const closing = {
      ...context,
      content: noting,
      doneReading: async () => void events.push('done'),
    };
    const pages = await generator.generate(closing);
    events.push('pages');
    await generator.files!(closing);
    expect(events).toEqual(['query', 'done', 'pages']);
    expect(pages.length).toBeGreaterThan(100);
  });
});
