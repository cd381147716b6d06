/** Regions the shop sells into (spec §3 "Region code"). */
export type RegionCode = 'GB' | 'DE' | 'CA' | 'AU' | 'NZ' | 'US';

export type ScrollDirection = 'down' | 'up';

/**
 * The cross-area app state (spec §3 "Shared app state"). The shell owns the
 * store; areas read narrow slices and write only their own items.
 */
export interface AppState {
  currency: string | undefined;
  language: string;
  region: RegionCode | undefined;
  /** Active tab on a people page. */
  peopleTab: string;
  seasonTab: string;
  eventsChecked: boolean;
  peopleChecked: boolean;
  skipTime: string;
  zoom: number;
  donatingProjectId: string;
  audioPaused: boolean;
  chapterIndex: number;
  scrollPosition: number;
  /** true while the visitor scrolls down, false while scrolling up (spec §4). */
  scrollingDown: boolean;
  isNarrow: boolean;
  readVideoPlaying: boolean;
  popupVisible: boolean;
}
