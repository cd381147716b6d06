import { CONTINENTS } from '../../../../../content/src/continents';
import { f, type SharedSlice } from '../lib/fields';

const background = f.select('Background colour', ['Light', 'Black', 'Grey']);

/** Event bodies use their own slices: each one carries the background colour the timeline needs. */
export const SLICES: Array<SharedSlice & { folder: string }> = [
  {
    folder: 'EventText',
    id: 'event_text',
    name: 'EventText',
    description: 'A block of event text',
    primary: {
      background_colour: background,
      heading: f.heading('Heading', 'heading2'),
      text: f.rich('Text'),
    },
    items: {},
  },
  {
    folder: 'EventPhoto',
    id: 'event_photo',
    name: 'EventPhoto',
    description: 'A photo with caption',
    primary: { background_colour: background, image: f.image('Image'), caption: f.text('Caption') },
    items: {},
  },
  {
    folder: 'EventVideo',
    id: 'event_video',
    name: 'EventVideo',
    description: 'An embedded YouTube video',
    primary: {
      background_colour: background,
      youtube_id: f.text('YouTube id'),
      thumbnail: f.image('Thumbnail'),
      caption: f.text('Caption'),
    },
    items: {},
  },
  {
    folder: 'EventQuote',
    id: 'event_quote',
    name: 'EventQuote',
    description: 'A quotation with attribution',
    primary: {
      background_colour: background,
      quote: f.rich('Quote'),
      attribution: f.text('Attribution'),
    },
    items: {},
  },
  {
    folder: 'ItineraryDay',
    id: 'itinerary_day',
    name: 'ItineraryDay',
    description: 'One day of a tour itinerary',
    primary: {
      day: f.text('Day label'),
      title: f.heading('Title', 'heading3'),
      short_description: f.text('Short description'),
      description: f.rich('Description'),
      image: f.image('Image'),
    },
    items: { gallery_image: f.image('Gallery image') },
  },
  {
    folder: 'LanguageProject',
    id: 'language_project',
    name: 'LanguageProject',
    description: 'A language translation project',
    primary: {
      language_name: f.text('Language name'),
      short_descriptions: f.rich('Short descriptions'),
      flag_code: f.text('Flag code (ISO 3166-1 alpha-2)'),
      continent: f.select('Continent', [...CONTINENTS]),
      goal: f.number('Goal (USD)'),
      upper_descriptions: f.rich('Upper descriptions'),
      lower_descriptions: f.rich('Lower descriptions'),
      featured_image: f.image('Featured image'),
    },
    items: {},
  },
  {
    folder: 'TourGroup',
    id: 'tour_group',
    name: 'TourGroup',
    description: 'The tours offered in one year',
    primary: {
      year: f.text('Year'),
      description: f.rich('Description'),
      background_image: f.image('Background image'),
    },
    items: { tour: f.link('Tour', ['tour']) },
  },
  {
    folder: 'ProjectSection',
    id: 'project_section',
    name: 'ProjectSection',
    description: 'A section of a donation project page',
    primary: {
      background_colour: background,
      heading: f.heading('Heading', 'heading2'),
      text: f.rich('Text'),
      image: f.image('Image'),
    },
    items: {},
  },
];
