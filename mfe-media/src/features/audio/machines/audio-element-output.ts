import { fromCallback } from 'xstate';
import type { AudioCommand, AudioEvent, AudioOutputInput } from './audio-machine';

/**
 * The audio machine's output in the browser: drives an `<audio>` element and reports
 * what it does. The element is looked up when the output starts, because the player
 * renders it once and keeps it for the whole visit.
 */
export function audioElementOutput(getElement: () => HTMLAudioElement | null) {
  return fromCallback<AudioCommand, AudioOutputInput>(({ input, receive, sendBack }) => {
    const element = getElement();
    if (!element) return undefined;
    const report = (event: AudioEvent) => sendBack(event);
    const listeners: Array<[string, () => void]> = [
      ['timeupdate', () => report({ type: 'audio.timeUpdated', time: element.currentTime })],
      [
        'loadedmetadata',
        () => report({ type: 'audio.metadataLoaded', duration: element.duration }),
      ],
      [
        'durationchange',
        () => report({ type: 'audio.metadataLoaded', duration: element.duration }),
      ],
      ['ended', () => report({ type: 'audio.ended' })],
      // Pauses and plays from outside the bar (headset buttons, the browser's own UI).
      ['pause', () => !element.ended && report({ type: 'player.paused' })],
      ['play', () => report({ type: 'player.played' })],
    ];
    for (const [name, listener] of listeners) element.addEventListener(name, listener);

    element.src = input.src;
    element.volume = input.volume;
    element.currentTime = input.startAt;

    receive((command) => {
      switch (command.type) {
        case 'output.play':
          element.play().catch((error: unknown) => {
            // An abort only means a pause or a new source overtook this play.
            if (!(error instanceof DOMException && error.name === 'AbortError'))
              report({ type: 'audio.playFailed' });
          });
          break;
        case 'output.pause':
          element.pause();
          break;
        case 'output.seek':
          element.currentTime = command.time;
          break;
        case 'output.volume':
          element.volume = command.volume;
          break;
      }
    });

    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
      element.pause();
      element.removeAttribute('src');
      element.load();
    };
  });
}
