import { createHash } from 'node:crypto';
import { EPISODES, type EpisodeEntry } from '../data/episodes';
import { EVENTS } from '../data/events';
import { AUDIO_CATEGORIES, PODCASTS } from '../data/podcasts';
import { image, type ImageField } from '../lib/images';
import { podcastDuration } from '../lib/podcast-audio';
import { doc, products, rel, web } from '../lib/links';
import { heading, paragraph, rich } from '../lib/rich';
import { type Registry, writeDoc } from '../lib/store';
import type { EventLookups } from './timeline';
import { metaFrom, SEASON_TAG } from './text';

const CATEGORIES: Array<[uid: string, title: string, nonEnglish: 'No' | 'Yes']> = [
  ['season-1', 'Season 1: The Reformation', 'No'],
  ['season-2', 'Season 2: Pioneers', 'No'],
  ['season-3', 'Season 3: The Bible Story', 'No'],
  ['behind-the-scenes', 'Behind the Scenes', 'No'],
  ['other-languages', 'In Other Languages', 'Yes'],
];

/** The `podcast_id` of the i-th podcast: the key of its clip in the API's catalogue. */
const podcastId = (i: number): string => String(2407110 + i * 113);

/** An 11-character id in YouTube's alphabet, stable per episode. */
export const youtubeId = (uid: string) =>
  createHash('sha256').update(`yt:${uid}`).digest('base64url').slice(0, 11);

const thumbnail = (e: EpisodeEntry): ImageField =>
  image(
    'episodes',
    e.uid,
    'woodcut',
    [1280, 720],
    e.title,
    `Thumbnail for ${e.title}`,
    `Season ${e.season} · ${e.duration}`,
    'top',
  );

const categoriesOf = (e: EpisodeEntry) => [
  SEASON_TAG[e.season],
  ...(e.bts ? ['behind-the-scenes'] : []),
  ...(e.language && e.language !== 'English' ? ['other-languages'] : []),
];

export const lookups: EventLookups = {
  episodesFor: (subPeriod) =>
    EPISODES.filter(
      (e) => e.subPeriod === subPeriod && !e.bts && (e.language ?? 'English') === 'English',
    ).map((e) => ({
      uid: e.uid,
      youtubeId: youtubeId(e.uid),
      thumbnail: thumbnail(e),
      title: e.title,
    })),
  podcastsFor: (people) =>
    PODCASTS.filter((p) => p.people.some((u) => people.includes(u))).map((p) => p.uid),
};

export function writeMedia(reg: Registry): Record<string, number> {
  CATEGORIES.forEach(([uid, title, nonEnglish], i) =>
    writeDoc(reg, 'category', uid, {
      title: heading(title),
      non_english_language: nonEnglish,
      priority: i + 1,
    }),
  );
  AUDIO_CATEGORIES.forEach(([uid, title, description], i) =>
    writeDoc(reg, 'audioCategory', uid, {
      title: heading(title),
      description: rich(description),
      priority: i + 1,
    }),
  );

  EPISODES.forEach((e, i) => {
    const mainEvents = EVENTS.filter((ev) => ev.subPeriod === e.subPeriod && ev.main)
      .map((ev) => ev.uid)
      .slice(0, 2);
    const listens = lookups.podcastsFor(e.people).slice(0, 1);
    writeDoc(
      reg,
      'episode',
      e.uid,
      {
        title: heading(e.title),
        language: e.language ?? 'English',
        description: rich(e.description),
        youtube_id: youtubeId(e.uid),
        video_duration: e.duration,
        bts: e.bts ? 'YES' : 'NO',
        people: rel('person', 'people', e.people),
        places: rel('place', 'place', e.places),
        sub_period: doc('subPeriod', e.subPeriod),
        thumbnail_image: thumbnail(e),
        categories: rel('category', 'category', categoriesOf(e)),
        priority: i + 1,
        related_articles: rel('article', 'read', e.reads),
        related_content: [
          ...rel('content', 'events', mainEvents),
          ...rel('content', 'podCast', listens),
        ],
        related_product: products([`season-${e.season}-dvd`]),
        meta_description: metaFrom(e.description),
      },
      [
        SEASON_TAG[e.season],
        ...(e.bts ? ['behind-the-scenes'] : []),
        ...(e.language && e.language !== 'English' ? ['non-english'] : []),
      ],
    );
  });

  PODCASTS.forEach((p, i) => {
    const art = (name: string, size: [number, number], alt: string) =>
      image('podcasts', name, 'wave', size, p.title, alt);
    writeDoc(
      reg,
      'podCast',
      p.uid,
      {
        podcast_title: heading(p.title),
        podcast_id: paragraph(podcastId(i)),
        podcast_duration: podcastDuration(podcastId(i)),
        season: doc('audioCategory', p.category),
        thumbnail_image: art(p.uid, [800, 800], `Cover art for ${p.title}`),
        mini_player_thumbnail: art(`${p.uid}-mini`, [160, 160], `${p.title} mini player art`),
        podcast_description: rich(p.description),
        priority: i + 1,
        interviewee_name: p.guest,
        interviewee_titles: p.guestTitles,
        interviewee_bio: rich(p.guestBio),
        interviewee_profile_photo: image(
          'podcasts',
          `${p.uid}-guest`,
          'portrait',
          [400, 400],
          p.guest,
          `Portrait of ${p.guest}`,
        ),
        photos: [
          {
            photo: image(
              'podcasts',
              `${p.uid}-photo`,
              'landscape',
              [1200, 800],
              p.title,
              `Location photo for ${p.title}`,
            ),
            caption: `${p.guest}, ${p.guestTitles.toLowerCase()}`,
          },
        ],
        video_url: p.episodes[0]
          ? web(`https://www.youtube.com/watch?v=${youtubeId(p.episodes[0])}`)
          : { link_type: 'Any' },
        further_reading: rich(p.furtherReading),
        footnotes: rich(p.footnotes),
        related_episodes: rel('episode', 'episode', p.episodes),
        related_reads: rel('read', 'read', p.reads),
        related_listens: rel(
          'podcast',
          'podCast',
          PODCASTS.filter((o) => o.category === p.category && o.uid !== p.uid)
            .slice(0, 2)
            .map((o) => o.uid),
        ),
        related_products: products(p.products),
        related_people: rel('person', 'people', p.people),
        meta_description: metaFrom(p.description),
      },
      ['podcast', p.category],
    );
  });
  return {
    category: CATEGORIES.length,
    audioCategory: AUDIO_CATEGORIES.length,
    episode: EPISODES.length,
    podCast: PODCASTS.length,
  };
}
