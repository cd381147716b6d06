import { useId, useState, type FormEvent } from 'react';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { clampZoom, parseJumpYear, SKIP_CHOICES } from '../lib/timeline-view';

/** Filters, zoom, jump to date and skip time. Their values live in the shared app state (spec §3). */
export function TimelineControls({ onJump, onSkip }: { onJump: (year: number) => void; onSkip: (direction: 1 | -1) => void }) {
  const id = useId();
  const eventsChecked = useAppState((s) => s.eventsChecked);
  const peopleChecked = useAppState((s) => s.peopleChecked);
  const zoom = useAppState((s) => s.zoom);
  const skipTime = useAppState((s) => s.skipTime);
  const [year, setYear] = useState('');
  const [era, setEra] = useState('AD');
  const [error, setError] = useState<string | null>(null);

  function jump(event: FormEvent) {
    event.preventDefault();
    const result = parseJumpYear(year, era);
    if ('error' in result) return setError(result.error);
    setError(null);
    onJump(result.year);
  }

  return (
    <div className="timeline-controls">
      <fieldset>
        <legend>Show</legend>
        <label>
          <input type="checkbox" checked={eventsChecked} onChange={(e) => appState.setState({ eventsChecked: e.target.checked })} /> Events
        </label>
        <label>
          <input type="checkbox" checked={peopleChecked} onChange={(e) => appState.setState({ peopleChecked: e.target.checked })} /> People
        </label>
      </fieldset>
      <div className="control">
        <label htmlFor={`${id}-zoom`}>Zoom</label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={0}
          max={100}
          step={1}
          value={zoom}
          aria-valuetext={`${zoom} percent`}
          onChange={(e) => appState.setState({ zoom: clampZoom(e.target.value, zoom) })}
        />
        <output htmlFor={`${id}-zoom`}>{zoom}%</output>
      </div>
      <form className="control" onSubmit={jump} noValidate aria-label="Jump to date">
        <label htmlFor={`${id}-year`}>Jump to year</label>
        <input id={`${id}-year`} inputMode="numeric" size={5} value={year} onChange={(e) => setYear(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={`${id}-era`} className="visually-hidden">Era</label>
        <select id={`${id}-era`} value={era} onChange={(e) => setEra(e.target.value)}>
          <option value="AD">AD</option>
          <option value="BC">BC</option>
        </select>
        <button type="submit">Jump</button>
        {error && <span id={`${id}-error`} role="alert" className="field-error">{error}</span>}
      </form>
      <div className="control" role="group" aria-label="Skip time">
        <label htmlFor={`${id}-skip`}>Skip by</label>
        <select id={`${id}-skip`} value={skipTime} onChange={(e) => appState.setState({ skipTime: e.target.value })}>
          {SKIP_CHOICES.map((c) => (
            <option key={c} value={c}>{c} years</option>
          ))}
        </select>
        <button type="button" onClick={() => onSkip(-1)}>Back in time</button>
        <button type="button" onClick={() => onSkip(1)}>Forward in time</button>
      </div>
    </div>
  );
}
