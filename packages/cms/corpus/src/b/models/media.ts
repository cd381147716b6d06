import { f, type CustomType } from '../lib/fields';

const seo = { SEO: { meta_description: f.text('Meta description') } };

export const MEDIA_TYPES: CustomType[] = [
  {
    id: 'episode',
    label: 'Episode',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        language: f.select('Language', ['English', 'Non English Dubbed', 'Non English Subtitles']),
        description: f.rich('Description'),
        youtube_id: f.text('YouTube id'),
        video_duration: f.text('Video duration (mm:ss)'),
        bts: f.select('Behind the scenes', ['NO', 'YES']),
        people: f.links('People', 'person', ['people']),
        places: f.links('Places', 'place', ['place']),
        sub_period: f.link('Sub-period', ['subPeriod']),
        thumbnail_image: f.image('Thumbnail image'),
        categories: f.links('Categories', 'category', ['category']),
        priority: f.number('Priority'),
      },
      Related: {
        related_articles: f.links('Related articles', 'article', ['read']),
        related_content: f.links('Related content', 'content', [
          'read',
          'events',
          'podCast',
          'episode',
        ]),
        related_product: f.products(),
      },
      ...seo,
    },
  },
  {
    id: 'category',
    label: 'Watch category',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        non_english_language: f.select('Non-English language', ['No', 'Yes']),
        priority: f.number('Priority'),
      },
    },
  },
  {
    id: 'podCast',
    label: 'Podcast',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        podcast_title: f.heading('Podcast title'),
        podcast_id: f.paragraph('Podcast id'),
        podcast_duration: f.text('Podcast duration (mm:ss)'),
        season: f.link('Season (audio category)', ['audioCategory']),
        thumbnail_image: f.image('Thumbnail image'),
        mini_player_thumbnail: f.image('Mini player thumbnail'),
        podcast_description: f.rich('Podcast description'),
        priority: f.number('Priority'),
      },
      Interviewee: {
        interviewee_name: f.text('Interviewee name'),
        interviewee_titles: f.text('Interviewee titles'),
        interviewee_bio: f.rich('Interviewee bio'),
        interviewee_profile_photo: f.image('Interviewee profile photo'),
        photos: f.group('Photos', { photo: f.image('Photo'), caption: f.text('Caption') }),
        video_url: f.web('Video URL'),
      },
      Notes: { further_reading: f.rich('Further reading'), footnotes: f.rich('Footnotes') },
      Related: {
        related_episodes: f.links('Related episodes', 'episode', ['episode']),
        related_reads: f.links('Related reads', 'read', ['read']),
        related_listens: f.links('Related listens', 'podcast', ['podCast']),
        related_products: f.products(),
        related_people: f.links('Related people', 'person', ['people']),
      },
      ...seo,
    },
  },
  {
    id: 'audioCategory',
    label: 'Audio category',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        description: f.rich('Description'),
        priority: f.number('Priority'),
      },
    },
  },
];
