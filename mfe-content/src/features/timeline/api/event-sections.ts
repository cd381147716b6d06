import type { ArticleSection } from '@site/content';
import { articleSections } from '@site/content';

/**
 * Event bodies use `event_text`, `event_photo`… slices with an optional heading; they map onto the
 * article sections (by way of the article's) so both render with the same components. Made from
 * the body alone: an event's page keeps only its body until its data is read.
 */
export function eventSections(body: unknown): ArticleSection[] {
  if (!Array.isArray(body)) return [];
  const slices = body.map((slice: unknown) => {
    if (!slice || typeof slice !== 'object') return slice;
    const s = slice as { slice_type?: unknown; primary?: Record<string, unknown> };
    const type =
      typeof s.slice_type === 'string' ? s.slice_type.replace(/^event_/, '') : s.slice_type;
    const primary = { ...(s.primary ?? {}) };
    if (type === 'text' && Array.isArray(primary.heading) && Array.isArray(primary.text)) {
      const heading = (primary.heading as { type?: string; text?: string }[]).map((b) => ({
        ...b,
        type: 'heading2',
      }));
      primary.text = [...heading, ...(primary.text as unknown[])];
    }
    return { ...s, slice_type: type, primary };
  });
  return articleSections(slices);
}
