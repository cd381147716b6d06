import type { ContentSource } from '@site/contracts/generator';
import type { ToursDocument } from './document';
import { reshapeLanding } from './landing';
import { buildLinkIndex, reshapeTour, tourCard } from './tour';
import { reshapeTourForm } from './tour-form';
import type { TourCard, TourForm, TourLanding, TourView } from './tour-view';

/** One tour with what its pages depend on. */
export interface LoadedTour {
  id: string;
  view: TourView;
  card: TourCard;
  /** Ids of the documents its details page links to (reads, episodes) and that resolved. */
  linkedIds: string[];
}

/** Everything the tours pages are built from, read once per build. */
export interface ToursContent {
  /** By start date, soonest first. */
  tours: LoadedTour[];
  landing: TourLanding;
  form: TourForm | null;
  ids: { landing: string[]; form: string[] };
}

/** The newest document of a single type (a repository should hold one; a second is a draft leftover). */
function single(docs: ToursDocument[]): ToursDocument | null {
  return (
    [...docs].sort((a, b) =>
      (b.last_publication_date ?? '').localeCompare(a.last_publication_date ?? ''),
    )[0] ?? null
  );
}

function linkIds(doc: ToursDocument): string[] {
  const ids: string[] = [];
  for (const [group, key] of [
    ['related_reads', 'read'],
    ['related_episodes', 'episode'],
  ] as const) {
    const items = doc.data[group];
    if (!Array.isArray(items)) continue;
    for (const item of items as Array<Record<string, { id?: unknown } | undefined>>) {
      const id = item?.[key]?.id;
      if (typeof id === 'string') ids.push(id);
    }
  }
  return ids;
}

/** `today` (YYYY-MM-DD, the build's date) marks the tours that have departed. */
export async function loadToursContent(
  content: ContentSource,
  today: string,
): Promise<ToursContent> {
  const all = (type: string, params?: Record<string, unknown>) =>
    content.getAllByType<ToursDocument>(type, params);
  // Articles and episodes only give the links their titles (buildLinkIndex): only the title is
  // asked for (Prismic's `fetch`), not thousands of bodies.
  const [tourDocs, landings, forms, reads, episodes] = await Promise.all([
    all('tour'),
    all('tour_landing'),
    all('tour_form'),
    all('read', { fetch: ['read.title'] }),
    all('episode', { fetch: ['episode.title'] }),
  ]);
  const links = buildLinkIndex([...reads, ...episodes]);
  const tours = tourDocs
    .flatMap((doc) => {
      const view = reshapeTour(doc, links);
      return view
        ? [
            {
              id: doc.id,
              view,
              card: tourCard(view, today),
              linkedIds: linkIds(doc).filter((id) => links.has(id)),
            },
          ]
        : [];
    })
    // Two documents with one uid would make one page twice: the first (newest) wins.
    .filter((t, i, list) => list.findIndex((o) => o.view.uid === t.view.uid) === i)
    .sort((a, b) => a.view.startsOn.localeCompare(b.view.startsOn));
  const landingDoc = single(landings);
  const formDoc = single(forms);
  return {
    tours,
    landing: reshapeLanding(landingDoc, new Map(tours.map((t) => [t.id, t.card]))),
    form: formDoc ? reshapeTourForm(formDoc) : null,
    ids: { landing: landingDoc ? [landingDoc.id] : [], form: formDoc ? [formDoc.id] : [] },
  };
}
