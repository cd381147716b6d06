import type { RichTextField } from '@prismicio/client';
import { type ContentCard } from '@site/content';
import type { GeneratedPage } from '@site/contracts/generator';
import { byPriority, cardOf, page, type Catalog } from '../../../shared/api/catalog';

export interface HomeData {
  season: (ContentCard & { subtitle: string; text: RichTextField; tag: string }) | null;
  episodes: ContentCard[];
  reads: ContentCard[];
  tours: ContentCard[];
}

/** `/`: the featured season (highest priority = lowest number) with its episodes, the latest reads and tours. */
export function homePage(catalog: Catalog): GeneratedPage {
  const seasonDoc = [...catalog.ofType('seasons')].sort(
    (a, b) =>
      Number((a.data as { priority?: number }).priority ?? 99) -
      Number((b.data as { priority?: number }).priority ?? 99),
  )[0];
  const tag = seasonDoc?.uid ?? '';
  const d = (seasonDoc?.data ?? {}) as {
    season_title?: { text?: string }[];
    description?: RichTextField;
  };
  const season = seasonDoc
    ? {
        ...cardOf(seasonDoc),
        subtitle: d.season_title?.[0]?.text ?? '',
        text: d.description ?? [],
        tag,
      }
    : null;
  const episodes = catalog
    .ofType('episode')
    .filter((e) => e.tags.includes(tag))
    .map(cardOf)
    .sort(byPriority)
    .slice(0, 6);
  const reads = catalog
    .ofType('read')
    .filter((r) => !r.tags.includes('season-overview'))
    .map(cardOf)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.priority - a.priority)
    .slice(0, 6);
  const tours = catalog.ofType('tour').map(cardOf).sort(byPriority).slice(0, 3);
  const data: HomeData = { season, episodes, reads, tours };
  const deps = [seasonDoc?.id ?? '', ...episodes, ...reads, ...tours]
    .map((x) => (typeof x === 'string' ? x : x.id))
    .filter(Boolean);
  return page(
    '/',
    'home',
    { title: 'Home', description: season?.description ?? null, image: season?.image },
    data,
    deps,
  );
}
