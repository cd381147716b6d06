import fs from 'node:fs';
import path from 'node:path';
import type * as prismic from '@prismicio/client';
import type { ContentSource } from '@site/contracts/generator';
import { fetched } from '@site/contracts/area-testing';
import type { Podcast, PodcastGroup } from '../features/podcasts/api/podcast';
import type { Episode } from '../features/watch/api/episode';
import type { WatchPageData } from '../features/watch/api/watch-category';
import { mediaPages } from './media-pages';

const CORPUS = path.resolve(__dirname, '../../../packages/cms/corpus/documents');

/**
 * The stored corpus behind a content source, filling in links' type and uid the way the
 * content server does, so the pages are built from the real documents.
 */
function corpusSource(): ContentSource {
  const byType = new Map<string, prismic.PrismicDocument[]>();
  for (const type of fs.readdirSync(CORPUS)) {
    const dir = path.join(CORPUS, type);
    byType.set(
      type,
      fs
        .readdirSync(dir)
        .map(
          (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as prismic.PrismicDocument,
        ),
    );
  }
  const byId = new Map([...byType.values()].flat().map((d) => [d.id, d]));
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, fill(v)]);
    const link = value as { link_type?: string; id?: string };
    const target = link.link_type === 'Document' && link.id ? byId.get(link.id) : undefined;
    return {
      ...Object.fromEntries(entries),
      ...(target ? { type: target.type, uid: target.uid } : {}),
    };
  };
  const unsupported = () => Promise.reject(new Error('not used by the media pages'));
  return {
    getAllByType: async <T>(type: string) =>
      (byType.get(type) ?? []).map((d) => ({ ...d, data: fill(d.data) })) as T[],
    getByUID: unsupported,
    getSingle: unsupported,
    dangerouslyGetAll: unsupported,
  };
}

describe('mediaPages', () => {
  let pages: Awaited<ReturnType<typeof mediaPages>>;
  beforeAll(async () => {
    pages = await mediaPages(corpusSource());
  });
  const page = (p: string) => pages.find((x) => x.path === p);

  it('builds the watch page, every category, episode and podcast page, once each', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/watch',
        '/watch/category/season-1',
        '/watch/s1-e01-the-light-of-iona',
        '/podcast',
        '/podcast/p-luther-at-worms',
      ]),
    );
    expect(pages.filter((p) => p.routeId === 'media.watchItem')).toHaveLength(30);
    expect(pages.filter((p) => p.routeId === 'media.podcastItem')).toHaveLength(14);
  });

  it('describes every page: the lists and categories in their own words, episodes by their meta description', () => {
    expect(pages.filter((p) => !p.head.description).map((p) => p.path)).toEqual([]);
    const season1 = page('/watch/category/season-1')!;
    const { title, episodes } = season1.data as { title: string; episodes: unknown[] };
    expect(season1.head.description).toBe(`${episodes.length} episodes to watch in ${title}.`);
  });

  it('orders watch categories by priority and files each episode under its categories', () => {
    const { categories } = page('/watch')?.data as WatchPageData;
    expect(categories.map((c) => c.uid)).toEqual([
      'season-1',
      'season-2',
      'season-3',
      'behind-the-scenes',
      'other-languages',
    ]);
    const other = categories.find((c) => c.uid === 'other-languages');
    expect(other?.nonEnglish).toBe(true);
    expect(other?.episodes.map((e) => e.language).sort()).toEqual([
      'Non English Dubbed',
      'Non English Dubbed',
      'Non English Subtitles',
    ]);
  });

  it('gives an episode its video, facts and resolved links', () => {
    const episode = page('/watch/s1-e01-the-light-of-iona')?.data as Episode;
    expect(episode).toMatchObject({
      title: 'The Light of Iona',
      youtubeId: 'DkwKpcAcFje',
      duration: '48:12',
      behindTheScenes: false,
      language: 'English',
    });
    expect(episode.people).toEqual([
      { href: '/timeline/people/columba', title: 'Columba', kind: 'Person' },
    ]);
    expect(episode.places.length).toBeGreaterThan(0);
    expect(episode.related.every((l) => l.href.startsWith('/'))).toBe(true);
    expect(
      (page('/watch/s1-e09-behind-the-scenes-in-the-alps')?.data as Episode).behindTheScenes,
    ).toBe(true);
  });

  it('groups podcasts by audio category and gives each what the player needs', () => {
    const { groups } = page('/podcast')?.data as { groups: PodcastGroup[] };
    expect(groups.map((g) => g.uid)).toEqual([
      'reformation-voices',
      'pioneer-conversations',
      'bible-lands',
      'history-and-faith-today',
    ]);
    expect(groups.flatMap((g) => g.podcasts)).toHaveLength(14);
    const luther = page('/podcast/p-luther-at-worms')?.data as Podcast;
    expect(luther.selection).toEqual({
      podcastId: '2407449',
      title: 'Luther at Worms',
      thumbnailUrl: '/cms/images/podcasts/p-luther-at-worms-mini.svg',
      seasonUid: 'reformation-voices',
    });
    expect(luther.interviewee?.name).toBe('Pastor Jonas Weber');
    expect(luther.furtherReading).toHaveLength(2);
    expect(luther.related.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['Watch', 'Read', 'Listen']),
    );
  });
});

describe('mediaPages’ queries', () => {
  it('asks only for the titles of the documents it only links to, and makes the same pages', async () => {
    const whole = corpusSource();
    const asked: [string, unknown][] = [];
    // Prismic's `fetch`: only the named fields of a type's data come back.
    const projecting: ContentSource = {
      ...whole,
      getAllByType: async <T>(type: string, params?: Record<string, unknown>) => {
        asked.push([type, params?.fetch]);
        return fetched(await whole.getAllByType<T>(type), type, params);
      },
    };
    const projected = await mediaPages(projecting);
    const askedFor = new Map(asked);
    expect(askedFor.get('people')).toEqual(['people.title']);
    expect(askedFor.get('place')).toEqual(['place.place_name']);
    expect(askedFor.get('read')).toEqual(['read.title']);
    for (const type of ['episode', 'podCast', 'category', 'audioCategory'])
      expect(askedFor.get(type)).toBeUndefined();
    const all = await mediaPages(whole);
    expect(projected.length).toBe(all.length);
    expect(JSON.parse(JSON.stringify(projected))).toEqual(JSON.parse(JSON.stringify(all)));
    // The links the titles make are there: a page that links to an article names it.
    expect(JSON.stringify(projected)).toContain('"kind":"Read"');
  });
});
