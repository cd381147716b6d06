import {
  bool,
  docLink,
  group,
  heading,
  image,
  mediaLink,
  model,
  rich,
  text,
  uid,
  webLink,
} from './fields';
import type { Fields } from './fields';

/** Singleton (CONVENTIONS: about is stored as about/about.json with uid null). */
export const about = model('about', 'About', false, {
  Main: { title: heading('heading1'), description: rich() },
});

export const aboutPage = model('about_page', 'About Page', false, {
  Main: {
    page_title: heading('heading1'),
    page_subtitle: heading('heading2'),
    page_description: rich(),
    header_background_image: image(),
    description1: rich(),
    description_image1: image(),
    description2: rich(),
    description_image2: image(),
    description3: rich(),
  },
  Media: {
    gallery: group({ image: image() }),
    videos: group({ video_id: text() }),
  },
});

export const faq = model('faq', 'FAQ', true, {
  Main: { uid: uid(), title: heading('heading1'), description: rich() },
});

export const testimonial = model('testimonial', 'Testimonial', true, {
  Main: {
    uid: uid(),
    title: heading('heading1'),
    description: rich(),
    position: text(),
    address: text(),
    testimonials_video_url: webLink(),
    featured_image: image(),
  },
});

export const teamMember = model('teamMember', 'Team Member', true, {
  Main: {
    uid: uid(),
    name: heading('heading1'),
    ministry_role: text(),
    portrait_photo: image(),
    action_photo: image(),
    bio: rich(),
    current_country: text(),
    birth_country: text(),
    family_origin: text(),
    skills: group({ skill: text() }),
    featured: bool(),
  },
  Contact: {
    facebook: webLink(),
    twitter: webLink(),
    instagram: webLink(),
    website: webLink(),
    email: text(),
  },
  SEO: { meta_description: text() },
});

/** A press-kit section: its files, each downloadable, plus one download-all link. */
function downloads(name: string, extra: Fields = {}): Fields {
  return {
    [name]: group({ title: text(), image: image(), ...extra, download_link: mediaLink() }),
    [`${name}_download_all`]: mediaLink(),
  };
}

export const mediaKit = model('media_kit', 'Media Kit', false, {
  Main: {
    jumbotron_image: image(),
    title: heading('heading1'),
    our_story: rich(),
    stay_connected: rich(),
  },
  Downloads: {
    ...downloads('business_cards'),
    ...downloads('flyers'),
    ...downloads('trailers', { youtube_id: text() }),
    ...downloads('adverts'),
  },
  Press: {
    mentioned_in: group({ logo: image(), name: text(), link: webLink() }),
    related_items: group({ item: docLink('read', 'books', 'episode', 'podCast') }),
  },
});

export const missionStatement = model('mission_statement', 'Mission Statement', false, {
  Main: { title: heading('heading1'), statement: rich(), images: group({ image: image() }) },
});
