/**
 * The booking's Continue before the app is live (issue 29; @site/contracts/islands). The boot script
 * loads this after `load`; a press it is offered on the first step holds the seats at once, with
 * `fetch` and the booking's own call (api/booking-api.ts `createHold`), and then shows the
 * travellers' step as the build rendered it with the page's own components (booking-page.tsx
 * `islandTemplates`), its countdown running, instead of waiting on a phone for the app to start
 * and replay the press. The page, hydrating, starts its flow from that step with that hold.
 *
 * It holds what the page would: the chosen departure, the number of travellers and the rooms the
 * page guesses for them. A press it cannot answer so is not taken, and the app replays it: with no
 * departure chosen or a number out of range (the page says why), a waitlist offer in the address,
 * a departure or number the build made no step for, or once the app has started rendering. When
 * the seats are not held (refused, sold out, no answer), it passes the press on to the app, which
 * asks again and shows why; seats held once the app has started rendering are given back, and the
 * press passed on too. Leaving the page before the app is live gives the seats back.
 */
import { readChoice } from '@site/app-state/visitor-choice';
import {
  answerInIsland,
  ISLAND_PRESS,
  ISLAND_READY_ATTR,
  islandsClosed,
  islandTemplate,
} from '@site/contracts/islands';
import { createProductFetch } from '@site/product-client';
import {
  createHold,
  type Mutations,
  releaseHold,
  releaseHoldOnExit,
} from '../features/booking/api/booking-api';
import {
  countdownAnnouncement,
  formatCountdown,
  guessRooms,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  roomCounts,
} from '../features/booking/booking-rules';
import {
  type HeldAhead,
  ISLAND_HOLD,
  travellersTemplateName,
} from '../features/booking/island-hold';
import { BUSY } from '../features/booking/machines/booking-steps';

const productFetch = createProductFetch({
  storage: localStorage,
  fetch: (input, init) => fetch(input, init),
  currency: () => readChoice(localStorage)?.currency,
});

/** The product GraphQL's mutations over `fetch`, as the page's urql client sends them. */
const client: Mutations = {
  mutation: <Data>(query: string, variables: Record<string, unknown>) => ({
    async toPromise() {
      const response = await productFetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json().catch(() => null)) as {
        data?: Data;
        errors?: Array<{ message: string }>;
      } | null;
      const error =
        body?.errors?.[0] ?? (body?.data ? undefined : { message: `HTTP ${response.status}` });
      return { data: body?.data ?? undefined, error };
    },
  }),
};

/** A press on its way (the app's button waits meanwhile), or being passed on to the app. */
let holding = false;
let passing = false;

/** The served first step says it is holding, as the page's busy state does. */
function showBusy(form: HTMLFormElement, busy: boolean): void {
  if (busy) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  for (const button of form.querySelectorAll('button')) button.disabled = busy;
  const status = form.closest('article')?.querySelector('[role="status"]');
  if (status) status.textContent = busy ? BUSY.creatingHold! : '';
}

/** The countdown of the step it showed, drawn as the page draws it, until the app takes over. */
function runCountdown(article: Element, held: HeldAhead): void {
  const draw = () => {
    if (islandsClosed(document)) return clearInterval(timer);
    held.now = Date.now();
    const left = Date.parse(held.hold.expiresAt) - held.now;
    const shown = article.querySelector('[role="timer"]');
    const said = article.querySelector('.booking-hold [aria-live]');
    if (shown) shown.textContent = formatCountdown(left);
    if (said) said.textContent = countdownAnnouncement(left);
  };
  const timer = setInterval(draw, 1000);
  draw();
}

/** The press goes to the app after all: held for it until it is live, or its own once it is. */
function passOn(form: HTMLFormElement): void {
  passing = true;
  try {
    form.requestSubmit();
  } finally {
    passing = false;
  }
}

async function hold(
  form: HTMLFormElement,
  chosen: Omit<HeldAhead, 'hold' | 'now'>,
  step: DocumentFragment,
) {
  const { departureId, travellerCount } = chosen;
  const request = {
    departureId,
    travellers: travellerCount,
    ...roomCounts(guessRooms(travellerCount).rooms),
    offerToken: null,
  };
  const result = await createHold(client, request).catch(() => null);
  const article = form.closest('article');
  showBusy(form, false);
  if (!result?.ok || !article || islandsClosed(document)) {
    if (result?.ok) void releaseHold(client, result.hold).catch(() => false);
    passOn(form);
    throw new Error('The seats were not held before the app was live.');
  }
  const held: HeldAhead = { ...chosen, hold: result.hold, now: Date.now() };
  const shown = step.firstElementChild!;
  article.replaceWith(step);
  runCountdown(shown, held);
  // Leaving before the app is live gives the seats back, as the page does once it is.
  addEventListener('pagehide', () => {
    if (document.documentElement.dataset.ready !== 'true') releaseHoldOnExit(held.hold);
  });
  shown.querySelector<HTMLElement>('#booking-step-title')?.focus();
  return held;
}

function take(form: HTMLFormElement, event: Event): void {
  if (passing || islandsClosed(document)) return;
  if (form.closest('article')?.dataset.state !== 'departure') return;
  if (new URLSearchParams(location.search).has('offer')) return;
  const departureId = form.querySelector<HTMLInputElement>(
    'input[name="departure"]:checked',
  )?.value;
  const travellerCount = Number(
    form.querySelector<HTMLSelectElement>('#booking-travellerCount')?.value,
  );
  const tourUid = form.dataset.tour;
  if (!departureId || !tourUid) return;
  if (!(travellerCount >= MIN_TRAVELLERS && travellerCount <= MAX_TRAVELLERS)) return;
  const name = travellersTemplateName(departureId, travellerCount);
  const step = name && islandTemplate(document, name);
  if (!step) return;
  event.preventDefault();
  if (holding) return;
  holding = true;
  showBusy(form, true);
  const chosen = { tourUid, departureId, travellerCount };
  void answerInIsland(ISLAND_HOLD, () => hold(form, chosen, step))
    .catch(() => undefined)
    .finally(() => (holding = false));
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="tours"]')) {
  form.addEventListener(ISLAND_PRESS, (event) => take(form, event));
  form.setAttribute(ISLAND_READY_ATTR, '');
}
