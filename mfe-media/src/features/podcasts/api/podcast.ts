import type * as prismic from '@prismicio/client';
import { linkResolver, type ImageRef } from '@site/content';
import {
  image,
  linkedDocument,
  number,
  plainText,
  productHandles,
  richText,
  text,
} from '@site/content/reshape/fields';
import type { SelectedPodcast } from '@site/contracts/events';
import {
  resolveGroup,
  type LinkIndex,
  type RelatedLink,
} from '../../../shared/related/api/related-links';

export interface PodcastCard {
  id: string;
  uid: string;
  href: string;
  title: string;
  duration: string | null;
  thumbnail: ImageRef | null;
  priority: number;
  seasonId: string | null;
  /** What the play button puts on the bus. */
  selection: SelectedPodcast;
}

export interface Podcast extends PodcastCard {
  description: prismic.RichTextField;
  metaDescription: string | null;
  interviewee: {
    name: string;
    titles: string | null;
    bio: prismic.RichTextField;
    photo: ImageRef | null;
  } | null;
  photos: { image: ImageRef; caption: string }[];
  furtherReading: prismic.RichTextField;
  footnotes: prismic.RichTextField;
  related: RelatedLink[];
  people: RelatedLink[];
  /** Shop product handles (commerce's ProductCards shows them). */
  relatedProducts: string[];
}

export function reshapePodcastCard(doc: prismic.PrismicDocument): PodcastCard {
  const data = doc.data as Record<string, unknown>;
  const season = linkedDocument(data.season);
  const title = plainText(data.podcast_title);
  const mini = image(data.mini_player_thumbnail) ?? image(data.thumbnail_image);
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    href: linkResolver(doc),
    title,
    duration: text(data.podcast_duration),
    thumbnail: image(data.thumbnail_image),
    priority: number(data.priority, 0),
    seasonId: season?.id ?? null,
    selection: {
      // Spec §3: the first item's text is the id.
      podcastId: Array.isArray(data.podcast_id) ? plainText(data.podcast_id.slice(0, 1)) : '',
      title,
      thumbnailUrl: mini?.url ?? null,
      seasonUid: season?.uid ?? null,
    },
  };
}

function photos(group: unknown): Podcast['photos'] {
  if (!Array.isArray(group)) return [];
  return group.flatMap((item: { photo?: unknown; caption?: unknown }) => {
    const photo = image(item?.photo);
    return photo ? [{ image: photo, caption: plainText(item.caption) }] : [];
  });
}

export function reshapePodcast(doc: prismic.PrismicDocument, links: LinkIndex): Podcast {
  const data = doc.data as Record<string, unknown>;
  const name = text(data.interviewee_name);
  return {
    ...reshapePodcastCard(doc),
    description: richText(data.podcast_description),
    metaDescription: text(data.meta_description),
    interviewee: name
      ? {
          name,
          titles: text(data.interviewee_titles),
          bio: richText(data.interviewee_bio),
          photo: image(data.interviewee_profile_photo),
        }
      : null,
    photos: photos(data.photos),
    furtherReading: richText(data.further_reading),
    footnotes: richText(data.footnotes),
    related: [
      ...resolveGroup(links, data.related_episodes, 'episode'),
      ...resolveGroup(links, data.related_reads, 'read'),
      ...resolveGroup(links, data.related_listens, 'podcast'),
    ],
    people: resolveGroup(links, data.related_people, 'person'),
    relatedProducts: productHandles(data.related_products),
  };
}

/** An audio category with its episodes, for the podcast index. */
export interface PodcastGroup {
  id: string;
  uid: string;
  title: string;
  description: prismic.RichTextField;
  podcasts: PodcastCard[];
}
