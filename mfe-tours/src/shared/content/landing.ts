import { image, linkedDocument, plainText, richText } from '@site/content/reshape/fields';
import { records, type ToursDocument } from './document';
import type { TourCard, TourGroup, TourLanding } from './tour-view';

function gallery(group: unknown): TourLanding['gallery'] {
  return records(group).flatMap((item) => {
    const img = image(item.image);
    const caption = plainText(item.caption).trim();
    return img ? [{ image: img, caption: caption || null }] : [];
  });
}

/** Tours grouped by the year they start, soonest first: the landing's groups when the content names none. */
export function groupsByYear(cards: readonly TourCard[]): TourGroup[] {
  const years = new Map<string, TourCard[]>();
  for (const card of [...cards].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
    const year = card.startsOn.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), card]);
  }
  return [...years].map(([year, tours]) => ({
    year,
    description: [],
    backgroundImage: null,
    tours,
  }));
}

/**
 * The tour_landing document. Its `tour_groups` slices link tours by id: `cardsById` resolves them
 * (a link to an unknown or unpublished tour is dropped, and an empty group with it). With no
 * landing document, or no groups in it, the tours are grouped by year.
 */
export function reshapeLanding(
  doc: ToursDocument | null,
  cardsById: ReadonlyMap<string, TourCard>,
): TourLanding {
  const data = doc?.data ?? {};
  const groups: TourGroup[] = records(data.tour_groups)
    .filter((slice) => slice.slice_type === 'tour_group')
    .map((slice) => {
      const p = records([slice.primary])[0] ?? {};
      const tours = records(slice.items)
        .map((item) => linkedDocument(item.tour))
        .flatMap((link) => {
          const card = link ? cardsById.get(link.id) : undefined;
          return card ? [card] : [];
        })
        .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
      const year =
        typeof p.year === 'string' || typeof p.year === 'number'
          ? String(p.year)
          : (tours[0]?.startsOn.slice(0, 4) ?? '');
      return {
        year,
        description: richText(p.description),
        backgroundImage: image(p.background_image),
        tours,
      };
    })
    .filter((g) => g.tours.length > 0);
  return {
    title: plainText(data.title) || 'Tours',
    about: richText(data.about),
    gallery: gallery(data.image_gallery),
    groups: groups.length > 0 ? groups : groupsByYear([...cardsById.values()]),
  };
}
