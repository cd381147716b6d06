import { yOfYear, type Layout } from './timeline-layout';
import { yearLabel, type Era } from './timeline-view';

export interface BandBox {
  era: Era;
  top: number;
  height: number;
  /** Column in the gutter: periods first, then sub-periods, overlapping bands side by side. */
  lane: number;
  span: string;
}

/**
 * Era bands placed on the axis, each in the first column of its kind that is free at its top. Two
 * bands never share a column where they overlap: with a cap on columns the third of three
 * overlapping eras was drawn over another, and their labels over each other (issue 31).
 */
export function placeBands(
  layout: Pick<Layout, 'rows' | 'height'>,
  eras: readonly Era[],
): { bands: BandBox[]; lanes: number } {
  const bands: BandBox[] = [];
  let offset = 0;
  for (const kind of ['period', 'subPeriod'] as const) {
    const ends: number[] = [];
    for (const era of eras.filter((e) => e.kind === kind)) {
      const top = yOfYear(layout, era.from);
      const height = Math.max(24, yOfYear(layout, era.to + 1) - top);
      let lane = ends.findIndex((end) => end <= top);
      if (lane < 0) lane = ends.push(0) - 1;
      ends[lane] = top + height;
      bands.push({
        era,
        top,
        height,
        lane: offset + lane,
        span:
          era.from === era.to
            ? yearLabel(era.from)
            : `${yearLabel(era.from)} to ${yearLabel(era.to)}`,
      });
    }
    offset += ends.length;
  }
  return { bands, lanes: offset };
}
