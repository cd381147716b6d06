import type { ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { imageUrl } from '@site/ui/image';
import { SKIP_SECONDS, type audioMachine } from '../machines/audio-machine';
import { formatClock, seasonLabel } from '../player-values';

type AudioActor = ActorRefFrom<typeof audioMachine>;

/** The bar at the bottom of every page while an episode is loaded. Every control is a native, labelled control. */
export function PlayerBar({ actor }: { actor: AudioActor }) {
  const podcast = useSelector(actor, (s) => s.context.podcast);
  const playing = useSelector(actor, (s) => s.matches({ active: 'playing' }));
  const currentTime = useSelector(actor, (s) => s.context.currentTime);
  const duration = useSelector(actor, (s) => s.context.duration);
  const volume = useSelector(actor, (s) => s.context.volume);
  if (!podcast) return null;

  const percent = duration ? Math.min(100, (currentTime / duration) * 100) : 0;
  const season = seasonLabel(podcast.seasonUid);
  const onSeek = (e: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'player.seeked', percent: Number(e.target.value) });
  const onVolume = (e: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'player.volumeChanged', value: Number(e.target.value) });

  return (
    <section className="audio-player" aria-label="Audio player">
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
        {season && <p className="audio-player__season">{season}</p>}
      </div>
      <div className="audio-player__buttons">
        <button
          type="button"
          onClick={() => actor.send({ type: 'player.skipped', seconds: -SKIP_SECONDS })}
          aria-label={`Back ${SKIP_SECONDS} seconds`}
        >
          −{SKIP_SECONDS}
        </button>
        <button
          type="button"
          className="audio-player__toggle"
          onClick={() => actor.send({ type: 'player.toggled' })}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button
          type="button"
          onClick={() => actor.send({ type: 'player.skipped', seconds: SKIP_SECONDS })}
          aria-label={`Forward ${SKIP_SECONDS} seconds`}
        >
          +{SKIP_SECONDS}
        </button>
      </div>
      <p className="audio-player__clock">
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
      </p>
      <label className="audio-player__slider audio-player__seek">
        <span className="visually-hidden">Seek</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(percent)}
          disabled={duration === null}
          aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
          onChange={onSeek}
        />
      </label>
      <label className="audio-player__slider audio-player__volume">
        <span className="visually-hidden">Volume</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(volume * 100)}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={onVolume}
        />
      </label>
      <button
        type="button"
        className="audio-player__close"
        onClick={() => actor.send({ type: 'player.exited' })}
        aria-label="Close player"
      >
        ×
      </button>
    </section>
  );
}
