import type { RegionCode } from './app-state';

/** A signed-in customer as every area sees it (spec §3 "Customer"). */
export interface CustomerSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** What an area needs to start a podcast in the persistent player (spec §3 "Selected podcast"). */
export interface SelectedPodcast {
  podcastId: string;
  title: string;
  thumbnailUrl: string | null;
  /** The season's uid; the player shows its dashes as spaces. */
  seasonUid: string | null;
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast an area raises with its own options (spec §9, the second reading): the library's defaults
 * (5000 ms, top-right, light, draggable at 80 %) with these on top. Without options a toast takes the
 * app shell's settings (3000 ms, top, at most 2).
 */
export interface AreaToastOptions {
  autoClose?: number | false;
  position?:
    'top-right' | 'top-center' | 'top-left' | 'bottom-right' | 'bottom-center' | 'bottom-left';
}

/**
 * Every event on the shared bus, `domain.verb`, with its payload.
 * Adding an event is a contract change: add it here first.
 */
export interface BusEvents {
  'podcast.selected': SelectedPodcast;
  'cart.changed': { cartId: string | null; totalQuantity: number };
  'cart.opened': { source: string };
  'session.changed': { customer: CustomerSummary | null };
  'currency.changed': { currency: string };
  'region.resolved': { region: RegionCode; country: string | null };
  'toast.requested': { message: string; kind?: ToastKind; options?: AreaToastOptions };
  /** `initial` is true for the first page of a visit, which is not announced. */
  'navigation.completed': { path: string; announcement: string; initial: boolean };
  'page.delayed': { path: string; elapsedMs: number };
  'remote.failed': { remote: string; reason: string };
}

export type BusEventName = keyof BusEvents;
