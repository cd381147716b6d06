/**
 * Flags the page loader reads: an update is waiting (the next navigation loads the
 * new build fully), and whether some resource failed to load (then the update reloads at once).
 */
export const offlineState = { updateReady: false, resourcesFailed: false };
