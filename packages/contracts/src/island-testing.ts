import { ISLAND_ANSWERS, ISLAND_PRESS } from './islands';

// Test support for the areas' islands (no page imports it): a press offered as the boot script
// offers it, and the wait for an island's answer to land.

/** Offers a press on `target` as the boot script does; the event says whether it was taken. */
export function offerPress(target: Element): Event {
  const event = new CustomEvent(ISLAND_PRESS, { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Until an island's answer (a few resolved requests and a frame) has landed in the page. */
export const answerLanded = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Runs an island's module afresh, as a page load does, with animation frames as timers (jsdom
 * paints nothing).
 */
export async function loadIsland(load: () => Promise<unknown>): Promise<void> {
  window.requestAnimationFrame = (cb) => setTimeout(() => cb(0), 0) as unknown as number;
  await jest.isolateModulesAsync(async () => {
    await load();
  });
}

/** Forgets every island's answer, as a new page would start without them. */
export function forgetIslandAnswers(): void {
  delete (globalThis as Record<string, unknown>)[ISLAND_ANSWERS];
}
