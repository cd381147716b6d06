import {
  docLink,
  heading,
  image,
  linkList,
  model,
  num,
  productList,
  rich,
  slices,
  text,
  uid,
} from './fields';
import { BODY_SLICES } from './shared-slices';

/** A read article (spec §3 "read"); field names are the spec's, suffixes included. */
export const read = model('read', 'Read', true, {
  Main: {
    uid: uid(),
    title: heading('heading1'),
    featured_image: image(),
    post_banner1: image(),
    read_categories: linkList('category', 'readCategory'),
    author1: docLink('teamMember'),
    read_duration1: num(),
    sub_period: docLink('subPeriod'),
    featured_video: text(),
    featured_video_thumbnail: image(),
    featured_podcast: docLink('podCast'),
    priority: num(),
    body: slices(BODY_SLICES),
  },
  Related: {
    related_people: linkList('person', 'people'),
    related_place: linkList('place', 'place'),
    related_listens: linkList('listen', 'podCast'),
    related_reads: linkList('read', 'read'),
    related_episodes: linkList('episode', 'episode'),
    related_products: productList(),
  },
  Notes: {
    further_reading1: rich(),
    further_listening1: rich(),
    footnotes1: rich(),
  },
  SEO: { meta_description: text() },
});

export const readCategory = model('readCategory', 'Read Category', true, {
  Main: { uid: uid(), read_category: heading('heading1') },
});
