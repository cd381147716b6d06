import type * as prismic from '@prismicio/client';
import { linkResolver } from '@site/content';
import { number, plainText, richText } from '@site/content/reshape/fields';
import type { ContentSource, GeneratedPage } from '@site/contracts/generator';
import {
  reshapePodcast,
  reshapePodcastCard,
  type PodcastGroup,
} from '../features/podcasts/api/podcast';
import { buildLinkIndex } from '../shared/related/api/related-links';
import { byPriority, reshapeEpisode, reshapeEpisodeCard } from '../features/watch/api/episode';
import type { WatchCategory } from '../features/watch/api/watch-category';
import { paths } from './paths';

type Doc = prismic.PrismicDocument;
// Types whose pages the media pages link to (people, places, articles, episodes, podcasts).
const LINKED_TYPES = ['people', 'place', 'read', 'episode', 'podCast'];
// Of these, the ones that only give the links their titles (buildLinkIndex): only the field
// their models keep the title in is asked for (Prismic's `fetch`, which names fields the model
// has), not thousands of articles' bodies.
const ONLY_LINKED: Readonly<Record<string, string>> = {
  people: 'title',
  place: 'place_name',
  read: 'title',
};

async function all(content: ContentSource, type: string): Promise<Doc[]> {
  const field = Object.hasOwn(ONLY_LINKED, type) ? ONLY_LINKED[type] : undefined;
  return content.getAllByType<Doc>(type, {
    pageSize: 100,
    ...(field ? { fetch: [`${type}.${field}`] } : {}),
  });
}

const ids = (docs: readonly { id: string }[]) => docs.map((d) => d.id);
const episodeCount = (n: number) => (n === 1 ? 'One episode' : `${n} episodes`);

const WATCH_DESCRIPTION =
  'Every episode of the series by season, with films from behind the scenes and in other languages.';
const PODCAST_DESCRIPTION =
  'Podcast episodes on the history of the church and the Reformation, grouped by season.';

/** Every media page with data: watch, its categories and episodes, the podcast index and episodes. */
export async function mediaPages(content: ContentSource): Promise<GeneratedPage[]> {
  const [categories, audioCategories, ...linked] = await Promise.all([
    all(content, 'category'),
    all(content, 'audioCategory'),
    ...LINKED_TYPES.map((type) => all(content, type)),
  ]);
  const linkedDocs = linked.flat();
  const links = buildLinkIndex(linkedDocs);
  const episodeDocs = linkedDocs.filter((d) => d.type === 'episode');
  const podcastDocs = linkedDocs.filter((d) => d.type === 'podCast');
  const cards = episodeDocs.map(reshapeEpisodeCard).sort(byPriority);

  const watchCategories: WatchCategory[] = categories
    .map((doc) => {
      const data = doc.data as Record<string, unknown>;
      return {
        id: doc.id,
        uid: doc.uid ?? doc.id,
        href: linkResolver(doc),
        title: plainText(data.title),
        nonEnglish: data.non_english_language === 'Yes',
        priority: number(data.priority, 0),
        episodes: cards.filter((e) => e.categoryIds.includes(doc.id)),
      };
    })
    .sort(byPriority)
    .map(({ priority: _priority, ...category }) => category);

  const podcastCards = podcastDocs.map(reshapePodcastCard).sort(byPriority);
  const groups: PodcastGroup[] = audioCategories
    .map((doc) => ({
      doc,
      priority: number((doc.data as Record<string, unknown>).priority, 0),
      title: plainText(doc.data.title),
    }))
    .sort(byPriority)
    .map(({ doc, title }) => ({
      id: doc.id,
      uid: doc.uid ?? doc.id,
      title,
      description: richText((doc.data as Record<string, unknown>).description),
      podcasts: podcastCards.filter((p) => p.seasonId === doc.id),
    }));

  const page = (
    path: string,
    routeId: string,
    title: string,
    data: unknown,
    dependencies: string[],
    description?: string | null,
  ): GeneratedPage => ({
    path,
    routeId,
    head: { title, description: description ?? null },
    data,
    dependencies,
  });

  return [
    page(
      paths.watch.path,
      'media.watch',
      paths.watch.title,
      { categories: watchCategories },
      [...ids(categories), ...ids(episodeDocs)],
      WATCH_DESCRIPTION,
    ),
    ...watchCategories.map((c) =>
      page(
        c.href,
        'media.watchCategory',
        c.title,
        c,
        [c.id, ...ids(c.episodes)],
        `${episodeCount(c.episodes.length)} to watch in ${c.title}.`,
      ),
    ),
    ...episodeDocs.map((doc) => {
      const episode = reshapeEpisode(doc, links);
      return {
        ...page(
          episode.href,
          'media.watchItem',
          episode.title,
          episode,
          ids(linkedDocs),
          episode.metaDescription,
        ),
        head: {
          title: episode.title,
          description: episode.metaDescription,
          type: 'video.episode' as const,
          image: episode.thumbnail,
        },
      };
    }),
    page(
      paths.podcast.path,
      'media.podcast',
      'Podcast',
      { groups },
      [...ids(audioCategories), ...ids(podcastDocs)],
      PODCAST_DESCRIPTION,
    ),
    ...podcastDocs.map((doc) => {
      const podcast = reshapePodcast(doc, links);
      return {
        ...page(
          podcast.href,
          'media.podcastItem',
          podcast.title,
          podcast,
          ids(linkedDocs),
          podcast.metaDescription,
        ),
        head: {
          title: podcast.title,
          description: podcast.metaDescription,
          type: 'music.song' as const,
          image: podcast.thumbnail,
        },
      };
    }),
  ];
}
