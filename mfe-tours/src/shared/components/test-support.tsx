import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { GeneratedPage } from '@site/contracts/generator';
import { corpusSource } from '../content/test-corpus';

// Test support for the tours pages' component tests (no test runs here): page data from the real
// corpus, a fake GraphQL client, and a few DOM helpers (jsdom; react-dom's own act).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let built: Promise<GeneratedPage[]> | null = null;

/** The page data the build makes from the real corpus, by path. */
export async function builtPage<D>(path: string): Promise<D> {
  const { generator } = await import('../../app/generator');
  built ??= generator.generate({ content: corpusSource(), siteUrl: 'http://example.test', log: () => undefined });
  const page = (await built).find((p) => p.path === path);
  if (!page) throw new Error(`no page built at ${path}`);
  return page.data as D;
}

/** A stand-in for the urql client: answers `tourDepartures` with `departures`, or fails. */
export function fakeClient(answer: { departures?: unknown[]; fail?: boolean }) {
  const asked: unknown[] = [];
  return {
    asked,
    query: (_query: string, variables: unknown) => {
      asked.push(variables);
      return {
        toPromise: () =>
          Promise.resolve(answer.fail ? { error: new Error('network down'), data: undefined } : { error: undefined, data: { tourDepartures: answer.departures ?? [] } }),
      };
    },
  };
}

/** A live departure as the API would give it. */
export function departure(tourUid: string, startsOn: string, status: string, seatsLeft: number, fewSeatsLeft = seatsLeft > 0 && seatsLeft <= 5) {
  return { id: `${tourUid}-${startsOn}`, tourUid, startsOn, status, seatsTotal: 28, seatsLeft, fewSeatsLeft };
}

const mounted: Array<() => void> = [];

/** Renders into the document, as the browser would after hydration. */
export function mount(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

/** Unmounts what mount() rendered (call in afterEach). */
export function unmountAll(): void {
  while (mounted.length) mounted.pop()!();
}

/** Lets the page's API answer land inside act(), as it would after a render in the browser. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export function click(element: Element): void {
  act(() => (element as HTMLElement).click());
}

/** Text as read aloud: whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An element's accessible name, as far as these pages need it: aria-label, aria-labelledby, else its text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const by = element.getAttribute('aria-labelledby');
  if (by) return by.split(' ').map((id) => textOf(element.ownerDocument.getElementById(id))).join(' ');
  if (element.tagName.toLowerCase() === 'svg') return textOf(element.querySelector('title'));
  return textOf(element);
}

/** The elements matching `selector` under `root` whose name is `name` (a string is an exact match). */
export function allNamed(root: ParentNode, selector: string, name: string | RegExp): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => (typeof name === 'string' ? nameOf(el) === name : name.test(nameOf(el))));
}

/** The one element matching; throws when there is none or several. */
export function named(root: ParentNode, selector: string, name: string | RegExp): HTMLElement {
  const found = allNamed(root, selector, name);
  if (found.length !== 1) throw new Error(`${found.length} elements ${selector} named ${String(name)}`);
  return found[0]!;
}
