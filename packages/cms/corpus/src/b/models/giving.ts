import { f, type CustomType } from '../lib/fields';

const seo = { SEO: { meta_description: f.text('Meta description') } };

export const GIVING_TYPES: CustomType[] = [
  {
    id: 'donations_page',
    label: 'Donations page',
    repeatable: false,
    tabs: {
      Main: {
        title: f.heading('Title'),
        heading_descriptions: f.rich('Heading descriptions'),
        background_image: f.image('Background image'),
        projects: f.group('Projects', {
          thumbnail: f.image('Thumbnail'),
          title: f.heading('Title', 'heading3'),
          short_descriptions: f.rich('Short descriptions'),
          goal: f.number('Goal (USD)'),
          funds_raised: f.number('Funds raised (USD)'),
          details_page: f.link('Details page', ['donation_project_details']),
          featured: f.bool('Featured'),
          isdefaultselected: f.bool('Is default selected'),
          hideinlistings: f.bool('Hide in listings'),
        }),
      },
      ...seo,
    },
  },
  {
    id: 'language_donations_page',
    label: 'Language donations page',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        sub_title: f.heading('Sub title', 'heading2'),
        details: f.rich('Details'),
        title_image: f.image('Title image'),
        youtube_id: f.text('YouTube id'),
        video_thumbnail: f.image('Video thumbnail'),
        background_image: f.image('Background image'),
        body: f.slices(['language_project']),
      },
      ...seo,
    },
  },
  {
    id: 'donation_project_details',
    label: 'Donation project details',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        title: f.heading('Title'),
        descriptions: f.rich('Descriptions'),
        body: f.slices(['project_section']),
      },
      ...seo,
    },
  },
];
