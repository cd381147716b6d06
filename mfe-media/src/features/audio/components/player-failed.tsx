import { useSelector } from '@xstate/react';
import { type AudioActor, ClosePlayerButton } from './player-controls';

/**
 * The bar when the episode's audio could not be fetched: the visitor pressed play, so they are told,
 * and offered a retry (as a page whose data fails offers one) or to close the bar.
 */
export function PlayerFailed({ actor }: { actor: AudioActor }) {
  const podcast = useSelector(actor, (s) => s.context.podcast);
  if (!podcast) return null;
  return (
    <section className="audio-player audio-player--failed" aria-label="Audio player">
      <div className="audio-player__titles" role="alert">
        <p className="audio-player__title">{podcast.title} could not be loaded.</p>
        <p className="audio-player__season">Check your connection, then try again.</p>
      </div>
      <button
        type="button"
        className="audio-player__retry"
        onClick={() => actor.send({ type: 'player.retried' })}
      >
        Try again
      </button>
      <ClosePlayerButton actor={actor} />
    </section>
  );
}
