import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { codeAnswer } from './bookings';

/*
 * A small stand-in for Testing Library (mfe-tours does not depend on it): render into jsdom with
 * react-dom, find controls by their label or role name, type and click inside act().
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

export function render(ui: ReactNode): HTMLElement {
  cleanup();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root!.render(ui));
  return container;
}

export function cleanup(): void {
  if (root) act(() => root!.unmount());
  container?.remove();
  root = null;
  container = null;
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The control a <label> with this text names (exact text, or matching a RegExp). */
export function byLabel(label: string | RegExp): HTMLInputElement {
  const labels = [...document.querySelectorAll('label')].filter((l) =>
    typeof label === 'string' ? text(l) === label : label.test(text(l)),
  );
  for (const l of labels) {
    const control = l.htmlFor
      ? document.getElementById(l.htmlFor)
      : l.querySelector('input,select,textarea');
    if (control) return control as HTMLInputElement;
  }
  throw new Error(
    `no control labelled ${String(label)}; labels: ${[...document.querySelectorAll('label')].map(text).join(' | ')}`,
  );
}

export function button(name: string | RegExp): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? text(b) === name : name.test(text(b)),
  );
  if (!found)
    throw new Error(
      `no button ${String(name)}; buttons: ${[...document.querySelectorAll('button')].map(text).join(' | ')}`,
    );
  return found;
}

export function queryButton(name: string | RegExp): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? text(b) === name : name.test(text(b)),
  );
}

/** The texts of every role=alert on the page. */
export function alerts(): string[] {
  return [...document.querySelectorAll('[role="alert"]')].map(text);
}

export function bodyText(): string {
  return text(document.body);
}

/** The description of a control: the texts its aria-describedby points at. */
export function description(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => text(document.getElementById(id)!))
    .join(' ');
}

export function type(
  el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): void {
  const proto =
    el instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(
      new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export function click(el: HTMLElement): void {
  act(() => el.click());
}

/** Lets pending promises (the fake client's answers) land inside act(). */
export async function settle(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * A stand-in for the urql client: each operation is answered by `answer(name, variables)` where
 * name is the operation's root field (tourBooking, tourPayBalance …); a thrown error is a network failure.
 * The one-time code's fields are answered by `codes` (a code is sent; 123456 opens the booking).
 */
export function fakeClient(
  answer: (field: string, variables: Record<string, unknown>) => unknown,
  codes: typeof codeAnswer = codeAnswer,
) {
  const calls: Array<{ field: string; variables: Record<string, unknown> }> = [];
  const run = (doc: string, variables: Record<string, unknown>) => {
    const field = /\{\s*(\w+)/.exec(doc)?.[1] ?? '';
    calls.push({ field, variables });
    return {
      toPromise: async () => {
        try {
          const value = codes(field, variables) ?? (await answer(field, variables));
          return { data: { [field]: value }, error: undefined };
        } catch (error) {
          return { data: undefined, error: { message: (error as Error).message } };
        }
      },
    };
  };
  return { calls, query: run, mutation: run };
}

/** Finds the booking TB-7K3M9Q as a visitor without its link: reference and e-mail, then the mailed code. */
export async function lookUpWithCode(code = '123456'): Promise<void> {
  type(byLabel(/^Booking reference/), 'tb-7k3m9q');
  type(byLabel('E-mail'), 'argula@example.org');
  click(button('Find my booking'));
  await settle();
  type(byLabel('Code from the e-mail'), code);
  click(button('Open my booking'));
  await settle();
}
