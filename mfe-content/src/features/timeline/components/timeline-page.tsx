import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import type { PageProps } from '@site/contracts/remote';
import type { TimelineData } from '../api/timeline-pages';
import { gapBefore, nearestIndex, skipYear, visibleItems, yearLabel } from '../lib/timeline-view';
import { SeasonTabs } from './season-tabs';
import { TimelineControls } from './timeline-controls';
import './timeline.css';

const PANEL_ID = 'timeline-panel';

/** `/timeline`: every event and person of a season, in time order, usable by keyboard and screen reader. */
export default function TimelinePage({ data }: PageProps) {
  const timeline = data as TimelineData | undefined;
  const season = useAppState((s) => s.seasonTab);
  const events = useAppState((s) => s.eventsChecked);
  const people = useAppState((s) => s.peopleChecked);
  const zoom = useAppState((s) => s.zoom);
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const items = useMemo(() => visibleItems(timeline?.items ?? [], { season, events, people }), [timeline, season, events, people]);
  const tab = timeline?.seasons.find((s) => s.uid === season);

  // `/timeline?season=season-2` (the link resolver's season links) opens that season's tab.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('season');
    if (wanted && timeline?.seasons.some((s) => s.uid === wanted)) appState.setState({ seasonTab: wanted });
  }, [timeline]);

  function focusItem(index: number, prefix: string) {
    const item = items[index];
    if (!item) return setMessage('Nothing is shown: turn on events or people.');
    setCurrent(index);
    setMessage(`${prefix}${item.dateLabel}: ${item.title}.`);
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('a')[index];
    link?.focus();
    link?.scrollIntoView?.({ block: 'center' });
  }

  function jump(year: number) {
    focusItem(nearestIndex(items, year), `Jumped to ${yearLabel(year)}. Nearest: `);
  }

  function skip(direction: 1 | -1) {
    const from = (current !== null ? items[current]?.year : undefined) ?? tab?.jumpYear ?? items[0]?.year ?? 0;
    const to = skipYear(from, appState.getState().skipTime, direction);
    let index = nearestIndex(items, to);
    // Skipping always moves at least one entry, so a crowded stretch never traps the visitor.
    if (current !== null && index === current) index = Math.max(0, Math.min(items.length - 1, current + direction));
    focusItem(index, `Skipped to ${yearLabel(to)}. Nearest: `);
  }

  if (!timeline) return <h1>Timeline</h1>;
  return (
    <article className="page timeline">
      <h1>Timeline</h1>
      <SeasonTabs seasons={timeline.seasons} selected={season} panelId={PANEL_ID} onSelect={(uid) => { setCurrent(null); appState.setState({ seasonTab: uid }); }} />
      <TimelineControls onJump={jump} onSkip={skip} />
      <p className="visually-hidden" aria-live="polite">{message}</p>
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={`tab-${season}`} className="timeline-panel">
        {tab && (
          <p className="timeline-summary">
            {tab.subtitle}
            {tab.span && ` (${tab.span})`}: {items.length} {items.length === 1 ? 'entry' : 'entries'} shown. <Link to="/timeline-details">Periods of every season</Link>
          </p>
        )}
        <ol className="timeline-list" ref={list}>
          {items.map((item, i) => (
            <li key={item.id} className={`timeline-item ${item.kind}${i === current ? ' current' : ''}`} style={{ marginTop: `${gapBefore(items[i - 1]?.year ?? null, item.year, zoom)}rem` }}>
              <span className="timeline-kind">{item.kind === 'event' ? 'Event' : 'Person'}</span>
              <time className="timeline-date">{item.dateLabel}</time>
              <Link to={item.path}>{item.title}</Link>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
