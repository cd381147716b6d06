/** @jest-environment jsdom */
import { HYDRATING, ISLAND_READY_ATTR, settledIslandAnswer } from '@site/contracts/islands';
import { answerLanded, loadIsland, offerPress } from '@site/contracts/island-testing';
import { type HeldAhead, ISLAND_HOLD } from '../features/booking/island-hold';

// The booking page's first step as served, and the build's travellers' step for two and three
// travellers on its departure, beside #root.
const DEPARTURE = 'britains-reformers-2027-05-09';
const step = (count: number) => `
  <template data-island-template="booking-travellers-${count}-${DEPARTURE}">
    <article data-state="travellers"><h2 id="booking-step-title" tabindex="-1">Traveller details</h2>
      <div class="booking-hold"><strong role="timer">15:00</strong><p aria-live="polite"></p></div>
      ${'<fieldset><legend>Traveller</legend></fieldset>'.repeat(count)}
    </article>
  </template>`;
const served = `
  <div id="root"><article data-state="departure">
    <p role="status" aria-live="polite"></p>
    <form data-island="tours" data-tour="britains-reformers">
      <h2 id="booking-step-title" tabindex="-1">Date and group size</h2>
      <input type="radio" name="departure" value="${DEPARTURE}" checked />
      <select id="booking-travellerCount">
        ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}
      </select>
      <button type="submit">Continue</button>
    </form>
  </article></div>
  ${step(2)}${step(3)}`;

const form = () => document.querySelector('form')!;
const title = () => document.querySelector('#root #booking-step-title')?.textContent;
let asked: Array<{ url: string; body: { query: string; variables: { input: unknown } } }>;
let answer: (query: string) => unknown;
let answerHeld: (query: string) => unknown;
let passedOn: number;

describe('the booking island', () => {
  async function load(path = '/tours/britains-reformers/booking') {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = served;
    await loadIsland(() => import('./booking-hold'));
  }
  beforeEach(() => {
    delete document.documentElement.dataset[HYDRATING];
    localStorage.clear();
    asked = [];
    passedOn = 0;
    HTMLFormElement.prototype.requestSubmit = function () {
      passedOn++;
    };
    answer = answerHeld = (query) =>
      query.includes('tourHoldCreate')
        ? {
            data: {
              tourHoldCreate: {
                hold: {
                  id: 'h1',
                  token: 'secret',
                  travellers: 3,
                  singleRooms: 1,
                  doubleRooms: 1,
                  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
                },
                userErrors: [],
              },
            },
          }
        : { data: { tourHoldRelease: { released: true, userErrors: [] } } };
    globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      asked.push({ url: String(url), body });
      const reply = answer(body.query);
      return {
        ok: reply !== null,
        status: reply ? 200 : 503,
        headers: new Headers(),
        json: async () => reply,
      } as unknown as Response;
    }) as typeof fetch;
  });

  it('holds the seats the page would, shows the travellers step with its countdown, and keeps the hold for the app', async () => {
    await load();
    expect(form().hasAttribute(ISLAND_READY_ATTR)).toBe(true);
    document.querySelector('select')!.value = '3';
    expect(offerPress(form()).defaultPrevented).toBe(true);
    // Busy meanwhile, as the page is: a second press holds nothing more.
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Holding your seats…');
    expect(offerPress(form()).defaultPrevented).toBe(true);
    await answerLanded();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/graphql?currency=GBP');
    expect(asked[0]!.body.variables.input).toEqual({
      departureId: DEPARTURE,
      travellers: 3,
      singleRooms: 1,
      doubleRooms: 1,
    });
    expect(title()).toBe('Traveller details');
    expect(document.activeElement?.id).toBe('booking-step-title');
    expect(document.querySelectorAll('#root fieldset')).toHaveLength(3);
    expect(document.querySelector('#root [role="timer"]')?.textContent).toMatch(/^1[45]:\d\d$/);
    const kept = settledIslandAnswer<HeldAhead>(ISLAND_HOLD);
    expect(kept).toMatchObject({
      ok: true,
      value: { tourUid: 'britains-reformers', departureId: DEPARTURE, travellerCount: 3 },
    });
    expect(kept?.ok && kept.value.hold.id).toBe('h1');
    expect(passedOn).toBe(0);
    // Leaving before the app is live gives the seats back.
    window.dispatchEvent(new Event('pagehide'));
    expect(asked.at(-1)?.body).toMatchObject({ variables: { holdId: 'h1', token: 'secret' } });
    expect(asked.at(-1)?.body.query).toContain('tourHoldRelease');
  });

  it('passes the press on to the app when the seats are not held, and gives back seats held too late', async () => {
    await load();
    answer = () => ({
      data: {
        tourHoldCreate: {
          hold: null,
          userErrors: [{ field: ['input'], code: 'SOLD_OUT', message: 'Sold out.' }],
        },
      },
    });
    expect(offerPress(form()).defaultPrevented).toBe(true);
    await answerLanded();
    expect(title()).toBe('Date and group size');
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(passedOn).toBe(1);
    expect(settledIslandAnswer(ISLAND_HOLD)).toEqual({ ok: false });

    // No answer at all.
    answer = () => null;
    offerPress(form());
    await answerLanded();
    expect(passedOn).toBe(2);
    expect(title()).toBe('Date and group size');

    // Held, but the app started rendering meanwhile: the seats go back, the app holds its own.
    answer = answerHeld;
    await load();
    offerPress(form());
    document.documentElement.dataset[HYDRATING] = '';
    await answerLanded();
    expect(title()).toBe('Date and group size');
    expect(asked.map((a) => /tourHold\w+/.exec(a.body.query)?.[0])).toEqual([
      'tourHoldCreate',
      'tourHoldCreate',
      'tourHoldCreate',
      'tourHoldRelease',
    ]);
    expect(passedOn).toBe(3);
  });

  it('leaves to the app what it cannot answer as the page would', async () => {
    // A waitlist offer in the address.
    await load('/tours/britains-reformers/booking?offer=abc');
    expect(offerPress(form()).defaultPrevented).toBe(false);
    // No departure chosen (the page says so).
    await load();
    document.querySelector<HTMLInputElement>('input[type="radio"]')!.checked = false;
    expect(offerPress(form()).defaultPrevented).toBe(false);
    // A number of travellers the build made no step for.
    await load();
    document.querySelector('select')!.value = '5';
    expect(offerPress(form()).defaultPrevented).toBe(false);
    // Once the app has started rendering.
    await load();
    document.documentElement.dataset[HYDRATING] = '';
    expect(offerPress(form()).defaultPrevented).toBe(false);
    // On a later step.
    delete document.documentElement.dataset[HYDRATING];
    document.querySelector('article')!.dataset.state = 'rooms';
    expect(offerPress(form()).defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
  });
});
