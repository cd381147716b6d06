import { EVENTS } from '../data/events';
import { SEASONS, SUB_PERIODS, TIME_CATEGORIES, TIME_PERIODS } from '../data/seasons';
import { label, parseDate, signedYear } from '../lib/dates';
import { image, type ImageField } from '../lib/images';
import { doc, products, rel } from '../lib/links';
import { heading, rich, words } from '../lib/rich';
import { type Registry, writeDoc } from '../lib/store';
import { metaFrom } from './text';

const seasonOf = (subPeriod: string) => {
  const sp = SUB_PERIODS.find((s) => s.uid === subPeriod);
  if (!sp) throw new Error(`unknown sub-period ${subPeriod}`);
  return sp.season;
};

export function writeTimelineFrame(reg: Registry): Record<string, number> {
  TIME_CATEGORIES.forEach(([uid, title]) =>
    writeDoc(reg, 'timeCategory', uid, { title: heading(title) }),
  );
  TIME_PERIODS.forEach(([uid, title, category, season], i) =>
    writeDoc(
      reg,
      'timePeriod',
      uid,
      {
        title: heading(title),
        category: doc('timeCategory', category),
        season: doc('seasons', season),
        priority: i + 1,
      },
      [season],
    ),
  );
  SUB_PERIODS.forEach((sp, i) =>
    writeDoc(
      reg,
      'subPeriod',
      sp.uid,
      {
        title: heading(sp.title),
        time_period: doc('timePeriod', sp.timePeriod),
        season: doc('seasons', sp.season),
        background_image: image(
          'seasons',
          `sub-${sp.uid}`,
          'landscape',
          [1920, 1080],
          sp.title,
          `Background for ${sp.title}`,
        ),
        priority: i + 1,
      },
      [sp.season],
    ),
  );
  SEASONS.forEach((s, i) => {
    const [begin, end, jump] = [parseDate(s.begin), parseDate(s.end), parseDate(s.jumpTo)];
    writeDoc(
      reg,
      'seasons',
      s.uid,
      {
        title: heading(s.title),
        season_title: heading(s.seasonTitle, 'heading2'),
        featured_image: image(
          'seasons',
          s.uid,
          'frame',
          [1600, 900],
          s.seasonTitle,
          `${s.title}: ${s.seasonTitle}`,
          s.title,
        ),
        season_begin_date_ad_bc: begin.adbc,
        season_begin_date: begin.date,
        season_end_date_ad_bc: end.adbc,
        season_end_date: end.date,
        timeline_jump_to_date_ad_bc: jump.adbc,
        timeline_jump_to_date: jump.date,
        timeline_photo: image(
          'seasons',
          `${s.uid}-timeline`,
          'woodcut',
          [1200, 400],
          s.seasonTitle,
          `Timeline banner for ${s.seasonTitle}`,
          `${label(s.begin)} – ${label(s.end)}`,
        ),
        description: rich(s.description),
        priority: i + 1,
        meta_description: metaFrom(s.description),
      },
      [s.uid],
    );
  });
  return {
    timeCategory: TIME_CATEGORIES.length,
    timePeriod: TIME_PERIODS.length,
    subPeriod: SUB_PERIODS.length,
    seasons: SEASONS.length,
  };
}

export interface EventLookups {
  episodesFor: (
    subPeriod: string,
  ) => Array<{ uid: string; youtubeId: string; thumbnail: ImageField; title: string }>;
  podcastsFor: (people: string[]) => string[];
}

export function writeEvents(reg: Registry, look: EventLookups): number {
  const seen = new Set<string>();
  for (const ev of EVENTS) {
    if (seen.has(ev.uid)) throw new Error(`duplicate event ${ev.uid}`);
    seen.add(ev.uid);
    const text = rich(ev.body);
    const n = words(text);
    if (n < 60 || n > 150) throw new Error(`${ev.uid}: summary has ${n} words (60–150)`);
    const start = parseDate(ev.start);
    const end = ev.end ? parseDate(ev.end) : null;
    if (ev.end && signedYear(ev.end) < signedYear(ev.start))
      throw new Error(`${ev.uid}: ends before it starts`);
    const when = ev.end ? `${label(ev.start)} – ${label(ev.end)}` : label(ev.start);
    const season = seasonOf(ev.subPeriod);
    const episodes = look.episodesFor(ev.subPeriod).slice(0, 2);
    const body: Array<Record<string, unknown>> = [
      { slice_type: 'event_text', primary: { background_colour: 'Light', text } },
    ];
    if (ev.quote) {
      body.push({
        slice_type: 'event_quote',
        primary: { background_colour: 'Black', quote: rich(ev.quote[0]), attribution: ev.quote[1] },
      });
    }
    if (ev.main) {
      body.push({
        slice_type: 'event_photo',
        primary: {
          background_colour: 'Grey',
          image: image(
            'events',
            `${ev.uid}-photo`,
            'map',
            [1200, 800],
            ev.title,
            `Illustrated map for ${ev.title}`,
            when,
          ),
          caption: `${ev.title}, ${when}`,
        },
      });
      const ep = episodes[0];
      if (ep)
        body.push({
          slice_type: 'event_video',
          primary: {
            background_colour: 'Black',
            youtube_id: ep.youtubeId,
            thumbnail: ep.thumbnail,
            caption: `Watch: ${ep.title}`,
          },
        });
    }
    writeDoc(
      reg,
      'events',
      ev.uid,
      {
        title: heading(ev.title),
        event_year_ad_bc: start.adbc,
        event_year: start.date,
        date_type: end ? 'Date Range' : 'Single Date',
        date_accuracy:
          start.exact && (!end || end.exact) ? 'Display specific date' : 'Display year only',
        event_end_year_ad_bc: end?.adbc ?? null,
        event_end_date: end?.date ?? null,
        display_on_main_timeline1: ev.main,
        sub_period: doc('subPeriod', ev.subPeriod),
        post_banner: ev.main
          ? image(
              'events',
              `${ev.uid}-banner`,
              'frame',
              [1600, 500],
              ev.title,
              `Banner for ${ev.title}`,
              when,
            )
          : {},
        featured_image: image(
          'events',
          ev.uid,
          'woodcut',
          [1200, 675],
          ev.title,
          `Woodcut-style illustration: ${ev.title}`,
          when,
        ),
        body,
        related_people: rel('person', 'people', ev.people),
        related_places: rel('place', 'place', ev.places),
        related_episodes: rel(
          'episode',
          'episode',
          episodes.map((e) => e.uid),
        ),
        related_articles: rel('article', 'read', ev.reads),
        related_listen: rel('podcast', 'podCast', look.podcastsFor(ev.people).slice(0, 2)),
        related_products: products(ev.products),
        meta_description: metaFrom(ev.body),
      },
      [season, 'event', ...(ev.main ? ['main-timeline'] : [])],
    );
  }
  return EVENTS.length;
}
