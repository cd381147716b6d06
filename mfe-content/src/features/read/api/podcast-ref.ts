import type * as prismic from '@prismicio/client';
import type { SelectedPodcast } from '@site/contracts/events';
import type { Catalog } from '../../../shared/api/catalog';

/** What the bus's `podcast.selected` needs, read from a `podCast` document (spec §3 "Selected podcast"). */
export function podcastRef(
  doc: prismic.PrismicDocument | undefined,
  catalog: Catalog,
): (SelectedPodcast & { duration: string | null }) | null {
  if (!doc || doc.type !== 'podCast') return null;
  const data = doc.data as Record<string, unknown>;
  const first = (field: unknown): string | null => {
    const item = Array.isArray(field) ? (field[0] as { text?: unknown } | undefined) : undefined;
    return typeof item?.text === 'string' && item.text.trim() ? item.text.trim() : null;
  };
  const podcastId = first(data.podcast_id);
  if (!podcastId) return null;
  const thumb = data.mini_player_thumbnail as { url?: unknown } | undefined;
  const seasonLink = data.season as { id?: unknown } | undefined;
  const season = typeof seasonLink?.id === 'string' ? catalog.byId(seasonLink.id) : undefined;
  return {
    podcastId,
    title: first(data.podcast_title) ?? podcastId,
    thumbnailUrl: typeof thumb?.url === 'string' ? thumb.url : null,
    seasonUid: season?.uid ?? null,
    duration: typeof data.podcast_duration === 'string' ? data.podcast_duration : null,
  };
}
