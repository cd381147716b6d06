/**
 * Where a shared link's year lands on the axis (`/timeline?zoom=decade&at=1517`). The link names a
 * year; the visitor expects to see the entry of that year, not a folded "8 entries" card whose
 * row merely contains it (issue 31). Pure: no React, no DOM.
 */
import { CARD_H, ROW_HEAD, type Layout } from './timeline-layout';
import { nearestIndex } from './timeline-view';

export interface DeepLinkTarget {
  /** The entry nearest the year (the earlier one on a tie). */
  entryId: string;
  /** The key of the row holding it. */
  rowKey: number;
  /** The row is folded: open it (then ask again for the entry's place). */
  mustOpen: boolean;
  /** The top of the entry's card on the axis, or of its row while folded. */
  y: number;
}

export function deepLinkTarget(layout: Pick<Layout, 'rows'>, year: number): DeepLinkTarget | null {
  const entries = layout.rows.flatMap((row) =>
    row.entries.map((entry, index) => ({ row, entry, index, year: entry.year })),
  );
  const found = entries[nearestIndex(entries, year)];
  if (!found) return null;
  const { row, entry, index } = found;
  return {
    entryId: entry.id,
    rowKey: row.key,
    mustOpen: row.clustered,
    y: row.clustered ? row.top : row.top + ROW_HEAD + index * CARD_H,
  };
}
