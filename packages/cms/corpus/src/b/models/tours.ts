import { f, type CustomType, type Fields } from '../lib/fields';

const seo = { SEO: { meta_description: f.text('Meta description') } };
const gallery = (label: string) => f.group(label, { image: f.image('Image') });
const list = (label: string) => f.group(label, { item: f.text('Item') });
const itinerary = f.group('Itinerary', {
  day: f.text('Day label'),
  title: f.text('Title'),
  description: f.rich('Description'),
});

function extension(prefix: 'pre' | 'post'): Fields {
  return {
    [`${prefix}_extension_title`]: f.heading('Title', 'heading2'),
    [`${prefix}_extension_start_date`]: f.date('Start date'),
    [`${prefix}_extension_price_single`]: f.number('Price per person, single occupancy (GBP)'),
    [`${prefix}_extension_price_double`]: f.text('Price per person, double occupancy (GBP)'),
    [`${prefix}_extension_itinerary`]: itinerary,
  };
}

export const TOUR_TYPES: CustomType[] = [
  {
    id: 'tour',
    label: 'Tour',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        tour_title: f.heading('Tour title'),
        tour_subtitle: f.heading('Tour subtitle', 'heading2'),
        thumbnail_image: f.image('Thumbnail image'),
        homepage_preview_images: gallery('Homepage preview images'),
        description: f.rich('Description'),
        tour_start_date: f.date('Tour start date'),
        price_per_person_single_occupancy: f.number('Price per person, single occupancy (GBP)'),
        price_per_person_double_occupancy: f.text('Price per person, double occupancy (GBP)'),
        slider_images: gallery('Slider images'),
        whats_included_list: list("What's included"),
        whats_not_included_list: list("What's not included"),
        faq: f.group('FAQ', { question: f.text('Question'), answer: f.rich('Answer') }),
        booking_image: f.image('Booking image'),
        body: f.slices(['itinerary_day']),
      },
      'Pre-extension': extension('pre'),
      'Post-extension': extension('post'),
      Details: {
        tour_details_email_text: f.rich('Tour details email text'),
        tour_booklet: f.media('Tour booklet'),
        // The booklet PDF (GET /api/tours/<uid>/booklet.pdf) is made from these and the itinerary.
        hotels: f.group('Hotels', {
          city: f.text('City'),
          nights: f.number('Nights'),
          hotel: f.text('Hotel'),
        }),
        what_to_bring: f.rich('What to bring'),
        pre_extension_details_email_text: f.rich('Pre-extension details email text'),
        pre_extension_booklet: f.media('Pre-extension booklet'),
      },
      Map: {
        location_pins: f.group('Location pins', {
          marker_image: f.image('Marker image'),
          pre_extension: f.bool('Pre-extension'),
          post_extension: f.bool('Post-extension'),
          name: f.text('Name'),
          description: f.text('Description'),
          latitude: f.number('Latitude'),
          longitude: f.number('Longitude'),
        }),
      },
      Related: {
        related_reads: f.links('Related reads', 'read', ['read']),
        related_episodes: f.links('Related episodes', 'episode', ['episode']),
        related_products: f.products(),
      },
      ...seo,
    },
  },
  {
    id: 'tour_landing',
    label: 'Tour landing',
    repeatable: false,
    tabs: {
      Main: {
        title: f.heading('Title'),
        about: f.rich('About'),
        image_gallery: f.group('Image gallery', {
          image: f.image('Image'),
          caption: f.text('Caption'),
        }),
        tour_groups: f.slices(['tour_group']),
      },
      ...seo,
    },
  },
  {
    id: 'tour_form',
    label: 'Tour form',
    repeatable: false,
    tabs: {
      Main: {
        title: f.heading('Title'),
        age_range: f.group('Age range', { age_range: f.text('Age range') }),
        locations: f.group('Locations', { location: f.text('Location') }),
        form_images: gallery('Form images'),
        image_gallery_title: f.heading('Image gallery title', 'heading2'),
        image_gallery: f.group('Image gallery', {
          image: f.image('Image'),
          caption: f.text('Caption'),
        }),
      },
    },
  },
  {
    id: 'rate',
    label: 'Currency rate',
    repeatable: true,
    tabs: {
      Main: {
        uid: f.uid(),
        code: f.text('ISO 4217 code'),
        name: f.text('Name'),
        symbol: f.text('Symbol'),
        rate_from_gbp: f.number('Units per 1 GBP'),
        decimals: f.number('Decimal places'),
      },
    },
  },
];
