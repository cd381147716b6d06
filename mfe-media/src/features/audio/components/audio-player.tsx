import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { bus } from '@site/event-bus';
import { audioElementOutput } from '../machines/audio-element-output';
import { audioMachine } from '../machines/audio-machine';
import { useMediaSession } from '../hooks/use-media-session';
import { nowPlaying } from '../../../shared/now-playing';
import { takeEarlyPlayback } from '../../../shared/early-playback';
import { nowPlayingOf } from '../now-playing';
import { PlayerBar } from './player-bar';
import { PlayerFailed } from './player-failed';
import './audio-player.css';

/**
 * The persistent player (`./AudioPlayer`), mounted once by the shell, so it keeps playing
 * through client navigation. Any area starts an episode with the bus event
 * `podcast.selected`; the bar shows while an episode is loaded, or says that it could not be.
 */
export default function AudioPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const actor = useActorRef(
    audioMachine.provide({ actors: { audioOutput: audioElementOutput(() => audioRef.current) } }),
  );
  const active = useSelector(actor, (s) => s.matches('active'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  useEffect(
    () =>
      bus.on('podcast.selected', (podcast) => {
        // An episode the media island started before the app was live goes on from where it is.
        const early = takeEarlyPlayback(podcast.podcastId);
        actor.send(
          early
            ? { type: 'podcast.resumed', podcast, ...early }
            : { type: 'podcast.selected', podcast },
        );
      }),
    [actor],
  );
  useMediaSession(actor);
  // The podcast pages' play buttons follow the player and use its toggle.
  useEffect(() => {
    nowPlaying.publish(nowPlayingOf(actor.getSnapshot()));
    const subscription = actor.subscribe((s) => nowPlaying.publish(nowPlayingOf(s)));
    const release = nowPlaying.lendToggle(() => actor.send({ type: 'player.toggled' }));
    return () => {
      subscription.unsubscribe();
      release();
      nowPlaying.publish(null);
    };
  }, [actor]);

  return (
    <>
      {/* Kept for the whole visit: the machine's output drives this one element. */}
      <audio ref={audioRef} preload="metadata">
        Your browser does not support the audio element.
      </audio>
      {active && <PlayerBar actor={actor} />}
      {failed && <PlayerFailed actor={actor} />}
    </>
  );
}
