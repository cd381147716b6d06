import { forwardRef, memo, type KeyboardEvent } from 'react';
import { imageUrl } from '@site/ui/image';
import { CLUSTER_AT, ROW_HEAD, rowsInView, type Layout, type Row } from '../lib/timeline-layout';
import type { BandBox } from '../lib/timeline-bands';
import { TimelineEntry } from './timeline-entry';

interface Props {
  layout: Layout;
  bands: readonly BandBox[];
  bandLanes: number;
  /** The stretch of the axis (px from its top) to draw; everything else stays out of the DOM. */
  view: { top: number; bottom: number };
  /** The one stop reachable by Tab (roving tabindex), or null for the first one drawn. */
  tabStop: string | null;
  onOpen: (key: number) => void;
  onFold: (key: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

// Grouped by hand ("1,500 years", as en-GB prints it): toLocaleString's first call loads ICU's number
// data, tens of ms of a phone's first tap on the zoom buttons.
const grouped = (n: number) =>
  Number.isSafeInteger(n) && n >= 0
    ? String(n).replace(/\B(?=(\d{3})+$)/g, ',')
    : n.toLocaleString('en-GB');
const yearsText = (years: number) => `${grouped(years)} ${years === 1 ? 'year' : 'years'}`;

/** The drawn axis: era bands, life and range bars, and the rows of entries that are on screen. */
export const TimelineAxis = forwardRef<HTMLDivElement, Props>(function TimelineAxis(
  { layout, bands, bandLanes, view, tabStop, onOpen, onFold, onKeyDown },
  ref,
) {
  const { start, end } = rowsInView(layout.rows, view.top, view.bottom);
  const rows = layout.rows.slice(start, end);
  const firstStop = rows[0]
    ? rows[0].clustered
      ? `cluster:${rows[0].key}`
      : (rows[0].entries[0]?.id ?? null)
    : null;
  const shownStops = new Set(
    rows.flatMap((r) => (r.clustered ? [`cluster:${r.key}`] : r.entries.map((e) => e.id))),
  );
  const stop = tabStop && shownStops.has(tabStop) ? tabStop : firstStop;
  const inView = <T extends { top: number; height: number }>(x: T) =>
    x.top <= view.bottom && x.top + x.height >= view.top;
  const style = {
    height: layout.height,
    '--band-lanes': bandLanes,
    '--span-lanes': Math.max(1, layout.lanes),
  } as React.CSSProperties;
  return (
    <div className="timeline-axis" ref={ref} style={style}>
      <ul className="timeline-bands" aria-label="Periods">
        {bands.filter(inView).map((b) => (
          <li
            key={b.era.id}
            className={`timeline-band ${b.era.kind}`}
            style={
              {
                top: b.top,
                height: b.height,
                '--lane': b.lane,
                backgroundImage: b.era.image
                  ? `url("${imageUrl(b.era.image, { w: 160 })}")`
                  : undefined,
              } as React.CSSProperties
            }
          >
            <span className="timeline-band-label" title={b.era.title}>
              {b.era.title}
              <span className="visually-hidden">, {b.span}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="timeline-spans" aria-hidden="true">
        {layout.spans.filter(inView).map((s) => (
          <span
            key={s.id}
            className={`timeline-span ${s.kind}`}
            title={s.title}
            style={{ top: s.top, height: s.height, '--lane': s.lane } as React.CSSProperties}
          />
        ))}
      </div>
      <ol className="timeline-rows" aria-label="Entries" onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <TimelineRow
            key={`${layout.level}:${row.key}`}
            row={row}
            stop={stop}
            onOpen={onOpen}
            onFold={onFold}
          />
        ))}
      </ol>
    </div>
  );
});

const TimelineRow = memo(function TimelineRow({
  row,
  stop,
  onOpen,
  onFold,
}: {
  row: Row;
  stop: string | null;
  onOpen: (key: number) => void;
  onFold: (key: number) => void;
}) {
  const clusterId = `cluster:${row.key}`;
  return (
    <li className="timeline-row" style={{ top: row.top, height: row.height }}>
      {row.gapYears > 0 && (
        <span
          className="timeline-gap"
          aria-hidden="true"
          style={{ top: row.gapTop - row.top, height: row.top - row.gapTop }}
        >
          <span>{yearsText(row.gapYears)}</span>
        </span>
      )}
      <h2 className="timeline-row-label" style={{ height: ROW_HEAD }}>
        {row.label}
        {!row.clustered && row.entries.length > CLUSTER_AT && (
          <button
            type="button"
            className="timeline-fold"
            onClick={() => onFold(row.key)}
            tabIndex={-1}
          >
            Fold<span className="visually-hidden"> {row.label}</span>
          </button>
        )}
      </h2>
      {row.clustered ? (
        <button
          type="button"
          className="timeline-cluster"
          data-stop={clusterId}
          tabIndex={stop === clusterId ? 0 : -1}
          aria-expanded={false}
          onClick={() => onOpen(row.key)}
        >
          <span className="timeline-cluster-count">{row.entries.length} entries</span>
          <span className="timeline-cluster-names">
            {row.entries
              .slice(0, 3)
              .map((e) => e.title)
              .join(' · ')}
            {row.entries.length > 3 ? ' …' : ''}
          </span>
        </button>
      ) : (
        <ul className="timeline-cards">
          {row.entries.map((e) => (
            <TimelineEntry key={e.id} item={e} tabbable={stop === e.id} />
          ))}
        </ul>
      )}
    </li>
  );
});
