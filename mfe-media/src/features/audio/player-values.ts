/** Spec §9: playback starts at volume 0.5. */
export const DEFAULT_VOLUME = 0.5;
/** The exact console warning of spec §8 when the audio URL cannot be fetched. */
export const FETCH_FAILED_WARNING = 'Something went wrong.';

/** Slider bounds (spec §5): 0 to 100 unless a slider says otherwise. */
export function clampSlider(value: number, min = 0, max = 100): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** `mm:ss` for the player's clock; minutes run past 59 rather than adding hours. */
export function formatClock(seconds: number | null): string {
  const whole =
    seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The season subtitle: the season uid with its dashes shown as spaces (spec §3). */
export function seasonLabel(seasonUid: string | null): string {
  return seasonUid ? seasonUid.replace(/-/g, ' ') : '';
}
