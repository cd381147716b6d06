/**
 * Islands (issue 29): a control whose answer needs no React, started on its own long before the app.
 * An area may publish `island.js` beside its remote entry; the boot script loads it after `load`
 * when the served page has an element marked `data-island`. The island marks each root it serves
 * `data-island-ready` and, until the app is live, answers a press on it itself:
 *
 * 1. The boot script, about to hold a press for the app, first offers it to the island: a cancelable
 *    ISLAND_PRESS event on the pressed form (or button). An island that takes it cancels the event,
 *    and the press is then neither held nor replayed: it is answered exactly once, by the island.
 * 2. While an island's answer is on its way, <html> carries `data-island-busy`. The boot script
 *    starts the app after a first interaction on an island only once that answer is in (or a
 *    moment passed without a press), so that the app's start does not queue up before it.
 * 3. The island records its answer under a key; the area's component, hydrating, adopts it (its
 *    state then agrees with what the island wrote into the page).
 * 4. An answer that is another rendering of part of the page (the timeline at another zoom) is not
 *    drawn by the island: the build renders it with the page's own components, beside #root, as
 *    `<template data-island-template="name">` (a page module's `islandTemplates`), and the island
 *    puts a copy in place. The app, hydrating with the adopted state, then meets the markup it
 *    renders itself.
 * 5. Once the app starts rendering, <html> carries `data-hydrating`: from then on an island that
 *    changes what React is about to hydrate takes no press (islandsClosed), and the boot script
 *    holds it for the app as any other.
 */
export const ISLAND_PRESS = 'site:island-press';
/** `data-island-ready` on each root an island serves. */
export const ISLAND_READY_ATTR = 'data-island-ready';
/** `data-island-busy` on <html> while an island's answer is on its way. */
export const ISLAND_BUSY = 'islandBusy';
/** `data-island-template` names a server-rendered alternative of part of the page (point 4). */
export const ISLAND_TEMPLATE_ATTR = 'data-island-template';
/** `data-hydrating` on <html> once the app has started rendering the page (point 5). */
export const HYDRATING = 'hydrating';

/** In an island: true once the app has started rendering, so the page's markup is React's. */
export function islandsClosed(doc: Document): boolean {
  return doc.documentElement.dataset[HYDRATING] !== undefined;
}

/** In an island: a fresh copy of the build's template `name` (point 4), or null when there is none. */
export function islandTemplate(doc: Document, name: string): DocumentFragment | null {
  const template = doc.querySelector(`template[${ISLAND_TEMPLATE_ATTR}="${name}"]`);
  return template instanceof HTMLTemplateElement
    ? (template.content.cloneNode(true) as DocumentFragment)
    : null;
}

/** In the boot script: offers a press on `target` to an island; true when one took it. */
export function offerToIsland(target: Element): boolean {
  // A submit button is offered through its form, where the island listens.
  const owner = (target as HTMLButtonElement).form ?? target;
  return (
    !!owner.closest(`[${ISLAND_READY_ATTR}]`) &&
    !owner.dispatchEvent(
      new CustomEvent(ISLAND_PRESS, { cancelable: true, detail: { submitter: target } }),
    )
  );
}

/**
 * In the boot script, after a first interaction on an island: resolves once no island answer is
 * on its way, having waited `graceMs` for a press to be offered (a touch comes before its click),
 * and never much later than `maxMs`.
 */
export function islandSettled(doc: Document, graceMs = 400, maxMs = 5000): Promise<void> {
  const until = Date.now() + maxMs;
  return new Promise((resolve) => {
    const check = () =>
      doc.documentElement.dataset[ISLAND_BUSY] && Date.now() < until
        ? setTimeout(check, 16)
        : resolve();
    setTimeout(check, graceMs);
  });
}

/** The global the islands' answers are kept under, for the app (and test support) to read. */
export const ISLAND_ANSWERS = '__siteIslandAnswers';
interface Answers {
  pending: Record<string, Promise<unknown>>;
  settled: Record<string, { ok: true; value: unknown } | { ok: false }>;
}
type WithAnswers = { [ISLAND_ANSWERS]?: Answers };
const answersOf = (target: typeof globalThis): Answers =>
  ((target as WithAnswers)[ISLAND_ANSWERS] ??= { pending: {}, settled: {} });

/**
 * In an island: runs `work` with <html> marked busy, records its promise under `key` for the app,
 * and clears the mark once the answer has been painted (the frame after it). The promise rejects
 * as `work` does.
 */
export function answerInIsland<T>(
  key: string,
  work: () => Promise<T>,
  target: typeof globalThis = globalThis,
): Promise<T> {
  const html = target.document.documentElement;
  const busy = (Number(html.dataset[ISLAND_BUSY] ?? 0) || 0) + 1;
  html.dataset[ISLAND_BUSY] = String(busy);
  const answer = work();
  const answers = answersOf(target);
  answers.pending[key] = answer;
  delete answers.settled[key];
  const done = (settled: Answers['settled'][string]) => {
    if (answers.pending[key] === answer) answers.settled[key] = settled;
    target.requestAnimationFrame(() => {
      const left = (Number(html.dataset[ISLAND_BUSY]) || 1) - 1;
      if (left > 0) html.dataset[ISLAND_BUSY] = String(left);
      else delete html.dataset[ISLAND_BUSY];
    });
  };
  answer.then(
    (value) => done({ ok: true, value }),
    () => done({ ok: false }),
  );
  return answer;
}

/** In the app: the last answer an island recorded under `key`, if any. */
export function islandAnswer<T>(
  key: string,
  target: typeof globalThis = globalThis,
): Promise<T> | null {
  return ((target as WithAnswers)[ISLAND_ANSWERS]?.pending[key] as Promise<T> | undefined) ?? null;
}

/**
 * In the app, while rendering: that answer's value if it is already in (a component hydrating
 * over what the island wrote starts from the same state), else undefined.
 */
export function settledIslandAnswer<T>(
  key: string,
  target: typeof globalThis = globalThis,
): { ok: true; value: T } | { ok: false } | undefined {
  return (target as WithAnswers)[ISLAND_ANSWERS]?.settled[key] as
    { ok: true; value: T } | undefined;
}
