import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { audioMachine } from '../machines/audio-machine';

export type AudioActor = ActorRefFrom<typeof audioMachine>;

/** The custom property the site's range inputs paint their filled part with (packages/ui styles). */
export const fill = (percent: number) => ({ '--range-fill': `${percent}%` }) as CSSProperties;

/** A 0–100 slider of the bar (seek, volume), its filled part painted up to `percent`. */
export function PlayerSlider({
  className,
  label,
  percent,
  valueText,
  disabled,
  onChange,
}: {
  className: string;
  label: ReactNode;
  percent: number;
  valueText: string;
  disabled?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <label className={`audio-player__slider ${className}`}>
      {label}
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(percent)}
        style={fill(percent)}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={onChange}
      />
    </label>
  );
}

/** Closes the bar, whatever state the player is in. */
export function ClosePlayerButton({ actor }: { actor: AudioActor }) {
  return (
    <button
      type="button"
      className="audio-player__close"
      onClick={() => actor.send({ type: 'player.exited' })}
      aria-label="Close player"
    >
      ×
    </button>
  );
}
