import { svgImage } from '../lib/images';
import { videoIdFor } from '../lib/random';
import {
  episodesOfSeason,
  linkGroup,
  matching,
  maybeLink,
  subPeriodFor,
  youtubeIdOf,
} from '../lib/related';
import { type Block, heading, rich, wordCount } from '../lib/rich';
import { writeDoc } from '../lib/store';
import { read } from '../models/read-models';
import type { ArticleSpec, SliceSpec } from './article-spec';

const slice = (slice_type: string, primary: Record<string, unknown>) => ({
  slice_type,
  variation: 'default',
  version: 'initial',
  primary,
  items: [],
});

function bodySlice(a: ArticleSpec, s: SliceSpec, i: number, words: Block[][]) {
  switch (s.kind) {
    case 'text': {
      const text = rich(...s.source);
      words.push(text);
      return slice('text', { text });
    }
    case 'quote': {
      const quote = rich(s.quote);
      words.push(quote);
      return slice('quote', { quote, attribution: s.by, background_colour: s.bg });
    }
    case 'photo': {
      const caption = rich(s.caption);
      words.push(caption);
      const image = svgImage(
        'read',
        `${a.uid}-photo-${i}`,
        'photo',
        s.art ?? 'woodcut',
        a.title,
        s.caption.replace(/\*/g, ''),
      );
      return slice('photo', { image, caption });
    }
    case 'video': {
      const caption = rich(s.caption);
      words.push(caption);
      return slice('video', { youtube_id: videoIdFor(`${a.uid}-${i}`), caption });
    }
  }
}

/** Word range of a full article; an overview page is a shorter introduction. */
export const wordRange = (a: ArticleSpec): [number, number] =>
  a.overview ? [120, 400] : [350, 700];

/** Writes one read article; returns its word count so the caller can check and report it. */
export function writeArticle(a: ArticleSpec): number {
  const words: Block[][] = [];
  const body = a.body.map((s, i) => bodySlice(a, s, i, words));
  const count = words.reduce((n, b) => n + wordCount(b), 0);
  if (body.length < 3 || body.length > 6)
    throw new Error(`read/${a.uid}: ${body.length} slices, expected 3–6`);

  const keywords = a.keywords ?? [];
  const seasonEpisodes = episodesOfSeason(a.season);
  const episodes = matching('episode', keywords).filter((u) => u.startsWith(`s${a.season}-`));
  const relatedEpisodes = (
    episodes.length ? episodes : seasonEpisodes.slice(0, a.overview ? 8 : 1)
  ).slice(0, a.overview ? 8 : 3);
  const podcasts = matching('podCast', keywords).slice(0, 2);
  const from = `read/${a.uid}`;
  const videoId = a.video
    ? ((relatedEpisodes[0] && youtubeIdOf('episode', relatedEpisodes[0])) ?? videoIdFor(a.uid))
    : null;

  writeDoc(
    read,
    a.uid,
    { date: a.date, tags: [`season-${a.season}`, ...a.cats, ...(a.tags ?? [])] },
    {
      title: heading(a.title),
      featured_image: svgImage(
        'read',
        a.uid,
        'featured',
        a.art,
        a.title,
        `Illustration: ${a.title}`,
      ),
      post_banner1: svgImage(
        'read',
        `${a.uid}-banner`,
        'banner',
        a.art === 'map' ? 'woodcut' : 'map',
        a.title,
        `Banner: ${a.title}`,
      ),
      read_categories: linkGroup('category', 'readCategory', a.cats, from),
      author1: maybeLink('teamMember', a.author, from),
      read_duration1: Math.max(1, Math.round(count / 200)),
      sub_period: maybeLink('subPeriod', subPeriodFor(a.season, keywords), from),
      featured_video: videoId,
      featured_video_thumbnail: a.video
        ? svgImage('read', `${a.uid}-video`, 'video', 'window', a.video, `Video still: ${a.video}`)
        : {},
      featured_podcast: maybeLink('podCast', podcasts[0], from),
      priority: a.priority ?? (a.overview ? 50 : 10),
      body,
      related_people: linkGroup('person', 'people', a.people ?? [], from),
      related_place: linkGroup('place', 'place', a.places ?? [], from),
      related_listens: linkGroup('listen', 'podCast', podcasts, from),
      related_reads: linkGroup('read', 'read', a.reads ?? [], from),
      related_episodes: linkGroup('episode', 'episode', relatedEpisodes, from),
      related_products: (a.products ?? []).map((product_handle) => ({ product_handle })),
      further_reading1: a.further?.length ? rich(a.further.map((f) => `- ${f}`).join('\n')) : [],
      further_listening1: a.listening?.length
        ? rich(a.listening.map((f) => `- ${f}`).join('\n'))
        : [],
      footnotes1: a.footnotes?.length
        ? rich(a.footnotes.map((f, i) => `${i + 1}. ${f}`).join('\n'))
        : [],
      meta_description: a.meta,
    },
  );
  return count;
}
