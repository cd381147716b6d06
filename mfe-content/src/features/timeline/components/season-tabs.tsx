import { useRef, type KeyboardEvent } from 'react';
import type { SeasonTab } from '../api/timeline-pages';

/** WAI-ARIA tabs: arrow keys, Home and End move between seasons and select them. */
export function SeasonTabs({
  seasons,
  selected,
  panelId,
  onSelect,
  onIntent,
}: {
  seasons: readonly SeasonTab[];
  selected: string;
  panelId: string;
  onSelect: (uid: string) => void;
  /** A tab was pointed at or focused (its season may be fetched before it is chosen). */
  onIntent?: (uid: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const i = seasons.findIndex((s) => s.uid === selected);
    const last = seasons.length - 1;
    const next = {
      ArrowRight: i + 1 > last ? 0 : i + 1,
      ArrowLeft: i - 1 < 0 ? last : i - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const season = seasons[next];
    if (!season) return;
    onSelect(season.uid);
    list.current?.querySelector<HTMLButtonElement>(`[data-season="${season.uid}"]`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="Seasons"
      className="season-tabs"
      ref={list}
      onKeyDown={onKeyDown}
    >
      {seasons.map((s) => {
        const active = s.uid === selected;
        return (
          <button
            key={s.uid}
            type="button"
            role="tab"
            id={`tab-${s.uid}`}
            data-season={s.uid}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(s.uid)}
            onPointerEnter={onIntent && (() => onIntent(s.uid))}
            onFocus={onIntent && (() => onIntent(s.uid))}
          >
            {s.title}
            {s.subtitle && <span className="season-subtitle">: {s.subtitle}</span>}
          </button>
        );
      })}
    </div>
  );
}
