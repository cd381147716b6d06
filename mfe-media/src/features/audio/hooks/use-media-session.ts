import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { imageUrl } from '@site/ui/image';
import type { audioMachine } from '../machines/audio-machine';
import { SKIP_SECONDS } from '../machines/audio-machine';
import { seasonLabel } from '../player-values';

type AudioActor = ActorRefFrom<typeof audioMachine>;

/** Lock-screen and headset controls through the Media Session API, where the browser has it. */
export function useMediaSession(actor: AudioActor) {
  const podcast = useSelector(actor, (s) => s.context.podcast);
  const active = useSelector(actor, (s) => s.matches('active'));
  const playing = useSelector(actor, (s) => s.matches({ active: 'playing' }));

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || !podcast || !active)
      return undefined;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: podcast.title,
        artist: seasonLabel(podcast.seasonUid),
        artwork: podcast.thumbnailUrl
          ? [{ src: imageUrl(podcast.thumbnailUrl, { w: 512 }), sizes: '512x512' }]
          : [],
      });
    }
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => actor.send({ type: 'player.played' })],
      ['pause', () => actor.send({ type: 'player.paused' })],
      ['seekbackward', () => actor.send({ type: 'player.skipped', seconds: -SKIP_SECONDS })],
      ['seekforward', () => actor.send({ type: 'player.skipped', seconds: SKIP_SECONDS })],
      [
        'seekto',
        (details) => {
          const { duration } = actor.getSnapshot().context;
          if (duration && details.seekTime !== undefined)
            actor.send({ type: 'player.seeked', percent: (details.seekTime / duration) * 100 });
        },
      ],
      ['stop', () => actor.send({ type: 'player.exited' })],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers throw for actions they do not support; the rest still work.
      }
    }
    return () => {
      session.metadata = null;
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above: unsupported actions were never set.
        }
      }
    };
  }, [actor, podcast, active]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = !active ? 'none' : playing ? 'playing' : 'paused';
  }, [active, playing]);
}
