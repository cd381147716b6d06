import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import type { SeasonTab } from '../api/timeline-pages';
import { ZOOM_LEVELS, ZOOM_NAME, type ZoomLevel } from '../lib/timeline-layout';
import { parseJumpYear, SKIP_CHOICES } from '../lib/timeline-view';
import { SeasonTabs } from './season-tabs';

interface Props {
  seasons: readonly SeasonTab[];
  season: string;
  panelId: string;
  level: ZoomLevel;
  onSeason: (uid: string) => void;
  /** A season's tab was pointed at or focused: it may be chosen next. */
  onSeasonIntent: (uid: string) => void;
  onZoom: (level: ZoomLevel) => void;
  onJump: (year: number) => void;
  onSkip: (direction: 1 | -1) => void;
}

/**
 * One compact bar (zoom and skip, always in reach) and a filter sheet (season, events/people, skip
 * span, jump to a year). On narrow screens the sheet is a disclosure so entries start on the first
 * screen; from 768 px it is always open. Values live in the shared app state (spec §3).
 */
export function TimelineControls({
  seasons,
  season,
  panelId,
  level,
  onSeason,
  onSeasonIntent,
  onZoom,
  onJump,
  onSkip,
}: Props) {
  const id = useId();
  const eventsChecked = useAppState((s) => s.eventsChecked);
  const peopleChecked = useAppState((s) => s.peopleChecked);
  const skipTime = useAppState((s) => s.skipTime);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState('');
  const [era, setEra] = useState('AD');
  const [error, setError] = useState<string | null>(null);
  const sheetId = `${id}-sheet`;
  const tab = seasons.find((s) => s.uid === season);

  function jump(event: FormEvent) {
    event.preventDefault();
    const result = parseJumpYear(year, era);
    if ('error' in result) return setError(result.error);
    setError(null);
    setOpen(false);
    onJump(result.year);
  }

  function onSheetKey(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${id}-toggle`)?.focus();
  }

  return (
    // Escape closes the sheet from anywhere in the controls, the toggle included, and focus returns to it.
    <div className="timeline-controls" onKeyDown={onSheetKey}>
      <div className="timeline-bar">
        <button
          type="button"
          id={`${id}-toggle`}
          className="timeline-sheet-toggle"
          aria-expanded={open}
          aria-controls={sheetId}
          onClick={() => setOpen(!open)}
        >
          Filters<span className="timeline-toggle-season">: {tab?.title ?? season}</span>
        </button>
        {/* Served for the zoom island (islands/timeline-zoom.ts): it answers a press before the
            app is live, writing the season into the address as onZoom does. */}
        <div
          role="group"
          aria-label="Zoom"
          className="timeline-zoom"
          data-island="content"
          data-season={season}
        >
          {ZOOM_LEVELS.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === level}
              data-zoom={l}
              onClick={() => onZoom(l)}
            >
              {ZOOM_NAME[l]}
            </button>
          ))}
        </div>
        <div className="timeline-skip" role="group" aria-label={`Skip ${skipTime} years`}>
          <button type="button" onClick={() => onSkip(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="timeline-skip-word"> Back</span>
            <span className="visually-hidden"> in time</span>
          </button>
          <button type="button" onClick={() => onSkip(1)}>
            <span className="timeline-skip-word">Forward </span>
            <span className="visually-hidden"> in time</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div
        id={sheetId}
        className={`timeline-sheet${open ? ' open' : ''}`}
        role="group"
        aria-label="Timeline filters"
      >
        <SeasonTabs
          seasons={seasons}
          selected={season}
          panelId={panelId}
          onSelect={onSeason}
          onIntent={onSeasonIntent}
        />
        <div className="timeline-sheet-fields">
          <fieldset>
            <legend>Show</legend>
            <label>
              <input
                type="checkbox"
                checked={eventsChecked}
                onChange={(e) => appState.setState({ eventsChecked: e.target.checked })}
              />{' '}
              Events
            </label>
            <label>
              <input
                type="checkbox"
                checked={peopleChecked}
                onChange={(e) => appState.setState({ peopleChecked: e.target.checked })}
              />{' '}
              People
            </label>
          </fieldset>
          <div className="control">
            <label htmlFor={`${id}-skip`}>Skip by</label>
            <select
              id={`${id}-skip`}
              value={skipTime}
              onChange={(e) => appState.setState({ skipTime: e.target.value })}
            >
              {SKIP_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {c} years
                </option>
              ))}
            </select>
          </div>
          <form className="control" onSubmit={jump} noValidate aria-label="Jump to date">
            <label htmlFor={`${id}-year`}>Jump to year</label>
            <input
              id={`${id}-year`}
              inputMode="numeric"
              size={5}
              value={year}
              onChange={(e) => setYear(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label htmlFor={`${id}-era`} className="visually-hidden">
              Era
            </label>
            <select id={`${id}-era`} value={era} onChange={(e) => setEra(e.target.value)}>
              <option value="AD">AD</option>
              <option value="BC">BC</option>
            </select>
            <button type="submit">Jump</button>
            {error && (
              <span id={`${id}-error`} role="alert" className="field-error">
                {error}
              </span>
            )}
          </form>
        </div>
      </div>
    </div>
  );
}
