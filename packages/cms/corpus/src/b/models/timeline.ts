import { f, type CustomType } from '../lib/fields';

const seo = { SEO: { meta_description: f.text('Meta description') } };

export const TIMELINE_TYPES: CustomType[] = [
  {
    id: 'seasons',
    label: 'Season',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        season_title: f.heading('Season title', 'heading2'),
        featured_image: f.image('Featured image'),
        season_begin_date_ad_bc: f.adbc('Season begin AD/BC'),
        season_begin_date: f.date('Season begin date'),
        season_end_date_ad_bc: f.adbc('Season end AD/BC'),
        season_end_date: f.date('Season end date'),
        timeline_jump_to_date_ad_bc: f.adbc('Timeline jump-to AD/BC'),
        timeline_jump_to_date: f.date('Timeline jump-to date'),
        timeline_photo: f.image('Timeline photo'),
        description: f.rich('Description'),
        priority: f.number('Priority'),
      },
      ...seo,
    },
  },
  {
    id: 'subPeriod',
    label: 'Sub-period',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        time_period: f.link('Time period', ['timePeriod']),
        season: f.link('Season', ['seasons']),
        background_image: f.image('Background image'),
        priority: f.number('Priority'),
      },
    },
  },
  {
    id: 'timePeriod',
    label: 'Time period',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        category: f.link('Category', ['timeCategory']),
        season: f.link('Season', ['seasons']),
        priority: f.number('Priority'),
      },
    },
  },
  {
    id: 'timeCategory',
    label: 'Time category',
    repeatable: true,
    tabs: { Main: { uid: f.uid(), title: f.heading('Title') } },
  },
  {
    id: 'events',
    label: 'Timeline event',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        event_year_ad_bc: f.adbc('Event year AD/BC'),
        event_year: f.date('Event year'),
        date_type: f.select('Date type', ['Single Date', 'Date Range']),
        date_accuracy: f.select('Date accuracy', ['Display year only', 'Display specific date']),
        event_end_year_ad_bc: f.adbc('Event end year AD/BC'),
        event_end_date: f.date('Event end date'),
        display_on_main_timeline1: f.bool('Display on main timeline'),
        sub_period: f.link('Sub-period', ['subPeriod']),
        post_banner: f.image('Post banner'),
        featured_image: f.image('Featured image'),
        body: f.slices(['event_text', 'event_photo', 'event_video', 'event_quote']),
      },
      Related: {
        related_people: f.links('Related people', 'person', ['people']),
        related_places: f.links('Related places', 'place', ['place']),
        related_episodes: f.links('Related episodes', 'episode', ['episode']),
        related_articles: f.links('Related articles', 'article', ['read']),
        related_listen: f.links('Related listening', 'podcast', ['podCast']),
        related_products: f.products(),
      },
      ...seo,
    },
  },
  {
    id: 'people',
    label: 'Person',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Name'),
        summary: f.rich('Summary'),
        ad_bc: f.adbc('Birth AD/BC'),
        birthdate: f.date('Birth date'),
        death_date_ad_bc: f.adbc('Death AD/BC'),
        date_of_death: f.date('Date of death'),
        date_accuracy: f.select('Date accuracy', ['Display year only', 'Display specific date']),
        image: f.image('Image'),
        timeline_profile_photo: f.image('Timeline profile photo'),
        related_products: f.products(),
        priority: f.number('Priority'),
      },
      ...seo,
    },
  },
  {
    id: 'place',
    label: 'Place',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        place_name: f.heading('Place name'),
        place_summary: f.rich('Place summary'),
        image: f.image('Image'),
        background_image: f.image('Background image'),
        priority: f.number('Priority'),
      },
      ...seo,
    },
  },
];
