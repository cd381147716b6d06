import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { imageUrl } from '@site/ui/image';
import { SKIP_SECONDS } from '../machines/audio-machine';
import { formatClock, seasonLabel } from '../player-values';
import { type AudioActor, ClosePlayerButton, fill, PlayerSlider } from './player-controls';

/**
 * The bar at the bottom of every page while an episode is loaded. On a phone it is one compact row
 * (art, title and clock, play/pause, "More controls", close; at most 80 px) and the rest (skip, seek,
 * volume) lies in a sheet the "More controls" button opens; from 900 px up the sheet lies inline and
 * the button is hidden (CSS decides, so every control exists once). Every control is a native,
 * labelled control.
 */
export function PlayerBar({ actor }: { actor: AudioActor }) {
  const podcast = useSelector(actor, (s) => s.context.podcast);
  const playing = useSelector(actor, (s) => s.matches({ active: 'playing' }));
  const currentTime = useSelector(actor, (s) => s.context.currentTime);
  const duration = useSelector(actor, (s) => s.context.duration);
  const volume = useSelector(actor, (s) => s.context.volume);
  const [expanded, setExpanded] = useState(false);
  const sheetId = useId();
  const moreRef = useRef<HTMLButtonElement>(null);
  if (!podcast) return null;

  const percent = duration ? Math.min(100, (currentTime / duration) * 100) : 0;
  const season = seasonLabel(podcast.seasonUid);
  const onSeek = (e: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'player.seeked', percent: Number(e.target.value) });
  const onVolume = (e: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'player.volumeChanged', value: Number(e.target.value) });
  // Escape inside the open sheet closes it and gives focus back to the button that opened it.
  const onSheetKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    moreRef.current?.focus();
  };

  return (
    <section className="audio-player" aria-label="Audio player" data-expanded={expanded}>
      {/* How far the episode has played, for the eye; the Seek slider says it to assistive technology. */}
      <div className="audio-player__progress" style={fill(percent)} aria-hidden="true" />
      {podcast.thumbnailUrl && (
        <img
          className="audio-player__art"
          src={imageUrl(podcast.thumbnailUrl, { w: 96 })}
          width={48}
          height={48}
          alt=""
        />
      )}
      <div className="audio-player__titles">
        <p className="audio-player__title">{podcast.title}</p>
        <p className="audio-player__season">
          {season && <span className="audio-player__season-name">{season} · </span>}
          <span className="audio-player__clock">
            <span data-testid="audio-elapsed" aria-label="Elapsed time">
              {formatClock(currentTime)}
            </span>
            {duration !== null && (
              <>
                {' / '}
                <span data-testid="audio-duration" aria-label="Total time">
                  {formatClock(duration)}
                </span>
              </>
            )}
          </span>
        </p>
      </div>
      <button
        type="button"
        className="audio-player__toggle"
        onClick={() => actor.send({ type: 'player.toggled' })}
        aria-label={playing ? 'Pause' : 'Play'}
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <button
        ref={moreRef}
        type="button"
        className="audio-player__more"
        aria-expanded={expanded}
        aria-controls={sheetId}
        onClick={() => setExpanded((was) => !was)}
      >
        <span aria-hidden="true">{expanded ? '⌄' : '⌃'}</span>
        <span className="visually-hidden">More controls</span>
      </button>
      <div id={sheetId} className="audio-player__sheet" onKeyDown={onSheetKey}>
        <div className="audio-player__skips">
          <button
            type="button"
            onClick={() => actor.send({ type: 'player.skipped', seconds: -SKIP_SECONDS })}
            aria-label={`Back ${SKIP_SECONDS} seconds`}
          >
            −{SKIP_SECONDS}
          </button>
          <button
            type="button"
            onClick={() => actor.send({ type: 'player.skipped', seconds: SKIP_SECONDS })}
            aria-label={`Forward ${SKIP_SECONDS} seconds`}
          >
            +{SKIP_SECONDS}
          </button>
        </div>
        <PlayerSlider
          className="audio-player__seek"
          label={<span className="visually-hidden">Seek</span>}
          percent={percent}
          disabled={duration === null}
          valueText={`${formatClock(currentTime)} of ${formatClock(duration)}`}
          onChange={onSeek}
        />
        <PlayerSlider
          className="audio-player__volume"
          label={<span className="audio-player__volume-label">Volume</span>}
          percent={volume * 100}
          valueText={`${Math.round(volume * 100)}%`}
          onChange={onVolume}
        />
      </div>
      <ClosePlayerButton actor={actor} />
    </section>
  );
}
