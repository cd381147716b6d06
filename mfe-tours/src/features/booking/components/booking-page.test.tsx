/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { answerInIsland } from '@site/contracts/islands';
import { forgetIslandAnswers } from '@site/contracts/island-testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BookingPageData, TourView } from '../../../shared/content/tour-view';
import BookingPage, { islandTemplates } from './booking-page';
import { formatCountdown } from '../booking-rules';
import { type HeldAhead, ISLAND_HOLD, travellersTemplateName } from '../island-hold';
import ConfirmedPage from './confirmed-page';
import { departure, usd } from '../test/departures';
import { answerChallenge, fillCard } from '@site/ui/forms/testing';

// The whole journey renders five steps and types every field: about 5 s on a busy CI machine, more
// than Jest's default; a generous ceiling, since a stuck test still fails.
jest.setTimeout(30_000);

jest.mock('../../../shared/components/tours-shared.css', () => ({}));
jest.mock('./booking.css', () => ({}));
jest.mock('../../waitlist/components/waitlist-form', () => ({
  WaitlistForm: ({ departureId, tourTitle }: { departureId: string; tourTitle: string }) => (
    <p data-testid="waitlist">{`Waitlist for ${tourTitle} ${departureId}`}</p>
  ),
}));

type Answer = (variables: Record<string, unknown>) => unknown;
let answers: Record<string, Answer> = {};
const calls: Array<{ field: string; variables: Record<string, unknown> }> = [];
/**
 * A stand-in for the urql client: answers by the operation's first field, and keeps each query's
 * answer by its variables, as urql's document cache does, for `readQuery`.
 */
const cache = new Map<string, unknown>();
const client = {
  query: (query: string, variables: Record<string, unknown>) => respond(query, variables),
  mutation: (query: string, variables: Record<string, unknown>) => respond(query, variables),
  readQuery: (query: string, variables: Record<string, unknown>) =>
    cache.get(fieldOf(query) + JSON.stringify(variables)) ?? null,
};
const fieldOf = (query: string) => /\{\s*(\w+)/.exec(query)?.[1] ?? '';
function respond(query: string, variables: Record<string, unknown>) {
  const field = fieldOf(query);
  calls.push({ field, variables });
  const answer = answers[field];
  return {
    toPromise: async () => {
      if (!answer) return { error: new Error('network down') };
      const result = { data: { [field]: answer(variables) } };
      cache.set(field + JSON.stringify(variables), result);
      return result;
    },
  };
}
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

afterEach(() => {
  calls.length = 0;
  cache.clear();
  forgetIslandAnswers();
});
/** Lets the API's answers land inside act(), as they would after a render in the browser. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const click = async (el: HTMLElement) => {
  fireEvent.click(el);
  await settle();
};
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const heading2 = () => document.getElementById('booking-step-title');

/** The booking the API answers tourBook with. */
const BOOKED = {
  id: 'b1',
  reference: 'TB-7K3M9Q',
  confirmationUrl: 'https://tours.example.org/tours/booking-confirmed?ref=TB-7K3M9Q&token=secret',
};
const hold = (input: Record<string, unknown>) => ({
  id: 'h1',
  token: 'tok',
  travellers: input.travellers,
  singleRooms: input.singleRooms,
  doubleRooms: input.doubleRooms,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
});

const tour = {
  uid: 'britains-reformers',
  title: "Britain's Reformers",
  subtitle: 'From Lutterworth to Edinburgh',
  preExtension: null,
  postExtension: null,
} as unknown as TourView;
const data: BookingPageData = {
  tour,
  form: {
    title: 'Interest',
    ageRanges: ['18–35', '36–60', '60+'],
    locations: [],
    images: [],
    galleryTitle: null,
    gallery: [],
  },
};
const route = { id: 'tours.booking', path: '/tours/:uid/booking', title: 'Book a tour' };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
const app = (url = '/tours/britains-reformers/booking') => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route
        path="/tours/:uid/booking"
        element={<BookingPage params={{ uid: 'britains-reformers' }} route={route} data={data} />}
      />
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

function fillTraveller(i: number, values: Record<string, string>) {
  const group = within(screen.getAllByRole('group', { name: /^Traveller \d/ })[i]!);
  for (const [label, value] of Object.entries(values)) type(group.getByLabelText(label), value);
}

describe('/tours/{uid}/booking', () => {
  it('prerenders its heading and a loading step without touching the API', () => {
    const html = renderToString(app()).replace(/<!-- -->/g, '');
    expect(html).toContain('Book Britain&#x27;s Reformers');
    expect(html).toContain('Loading the departures');
    expect(calls).toHaveLength(0);
  });

  it("is served ready to use from the build's planned departure: not busy, chosen, with Continue", () => {
    const planned: BookingPageData = {
      ...data,
      plannedDepartures: [
        {
          id: 'britains-reformers-2027-05-09',
          startsOn: '2027-05-09',
          priceSingleUsd: 2980,
          priceDoubleUsd: 2490,
          departed: false,
        },
      ],
    };
    const html = renderToString(
      <MemoryRouter initialEntries={['/tours/britains-reformers/booking']}>
        <BookingPage params={{ uid: 'britains-reformers' }} route={route} data={planned} />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');
    // The boot script starts the app at once for a busy page (shell/src/boot.ts): this one is not.
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('Loading the departures');
    expect(html).toContain('Date and group size');
    expect(html).toMatch(
      /<input type="radio"[^>]*checked=""[^>]*value="britains-reformers-2027-05-09"/,
    );
    expect(html).toContain('Seats are checked as you continue');
    expect(html).toContain('US$4,980.00');
    expect(html).toMatch(/<button type="submit"[^>]*>Continue<\/button>/);
    expect(calls).toHaveLength(0);
  });

  it('hydrates over the travellers step the island showed, with its hold, holding nothing again', async () => {
    const id = 'britains-reformers-2027-05-09';
    const planned: BookingPageData = {
      ...data,
      plannedDepartures: [
        { id, startsOn: '2027-05-09', priceSingleUsd: 2980, priceDoubleUsd: 2490, departed: false },
      ],
    };
    const page = (
      <MemoryRouter initialEntries={['/tours/britains-reformers/booking']}>
        <BookingPage params={{ uid: 'britains-reformers' }} route={route} data={planned} />
      </MemoryRouter>
    );
    const templates = islandTemplates(planned);
    // One for each number of travellers the form offers, on the one open departure.
    expect(Object.keys(templates)).toHaveLength(8);
    answers = {
      tourDepartures: () => [departure()],
      tourHoldRelease: () => ({ released: true, userErrors: [] }),
    };
    const served = document.createElement('div');
    served.innerHTML = renderToString(page);
    document.body.append(served);
    // What the island does once the seats are held: the template in place, its countdown set.
    const template = document.createElement('template');
    template.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/tours/britains-reformers/booking']}>
        {templates[travellersTemplateName(id, 3)!]!}
      </MemoryRouter>,
    );
    served.querySelector('article')!.replaceWith(template.content.cloneNode(true));
    const held: HeldAhead = {
      tourUid: 'britains-reformers',
      departureId: id,
      travellerCount: 3,
      hold: {
        id: 'early',
        token: 'tok',
        travellers: 3,
        singleRooms: 1,
        doubleRooms: 1,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
      now: Date.now(),
    };
    served.querySelector('[role="timer"]')!.textContent = formatCountdown(
      Date.parse(held.hold.expiresAt) - held.now,
    );
    await answerInIsland(ISLAND_HOLD, async () => held);

    const mismatches: unknown[] = [];
    const logged = jest
      .spyOn(console, 'error')
      .mockImplementation((...args) => mismatches.push(args));
    await act(async () => {
      hydrateRoot(served, page, { onRecoverableError: (e) => mismatches.push(e) });
    });
    logged.mockRestore();
    expect(mismatches).toEqual([]);
    expect(text(heading2())).toBe('Traveller details');
    expect(screen.getAllByRole('group', { name: /^Traveller \d/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
    expect(calls.filter((c) => c.field.startsWith('tourHold'))).toEqual([]);
    // Starting again gives the island's seats back.
    await click(button('Start again'));
    expect(calls.find((c) => c.field === 'tourHoldRelease')?.variables).toEqual({
      holdId: 'early',
      token: 'tok',
    });
    document.body.innerHTML = '';
  });

  it('replaces the planned figures with the live ones, and a Continue pressed before they come still holds the seats', async () => {
    let answerDepartures: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (answerDepartures = resolve));
    const live = departure();
    answers = {
      tourDepartures: () => [live],
      tourHoldCreate: (v) => ({ hold: hold(v.input as Record<string, unknown>), userErrors: [] }),
      tourHoldRelease: () => ({ released: true, userErrors: [] }),
    };
    const slow = client.query;
    client.query = (query: string, variables: Record<string, unknown>) => {
      const reply = respond(query, variables);
      return { toPromise: () => later.then(() => reply.toPromise()) };
    };
    try {
      render(
        <MemoryRouter initialEntries={['/tours/britains-reformers/booking']}>
          <BookingPage
            params={{ uid: 'britains-reformers' }}
            route={route}
            data={{
              ...data,
              plannedDepartures: [
                {
                  id: live.id,
                  startsOn: live.startsOn,
                  priceSingleUsd: 2980,
                  priceDoubleUsd: 2490,
                  departed: false,
                },
              ],
            }}
          />
        </MemoryRouter>,
      );
      expect(document.body.textContent).toContain('Seats are checked as you continue');
      await click(button('Continue'));
      expect(text(heading2())).toBe('Traveller details');
      expect(calls.find((c) => c.field === 'tourHoldCreate')?.variables).toMatchObject({
        input: { departureId: live.id, travellers: 2 },
      });
      answerDepartures();
      await settle();
      await click(button('Back'));
      expect(document.body.textContent).toContain('12 of 20 seats left');
      expect(document.body.textContent).not.toContain('Seats are checked as you continue');
    } finally {
      client.query = slow;
    }
  });

  it('holds seats with a countdown, checks travellers on their fields, and books through to the confirmation link', async () => {
    answers = {
      tourDepartures: () => [departure()],
      tourHoldCreate: (v) => ({ hold: hold(v.input as Record<string, unknown>), userErrors: [] }),
      tourHoldUpdate: (v) => ({ hold: hold(v.input as Record<string, unknown>), userErrors: [] }),
      tourHoldRelease: () => ({ released: true, userErrors: [] }),
      tourQuote: () => ({
        quote: {
          lines: [
            { label: '2 × double room', amount: usd('4980.00') },
            { label: 'Pre-tour extension', amount: usd('700.00') },
          ],
          total: usd('5680.00'),
          deposit: usd('1000.00'),
          dueNow: usd('1000.00'),
          balance: usd('4680.00'),
          balanceDueOn: '2027-02-08',
        },
        userErrors: [],
      }),
      tourBook: () => ({ booking: BOOKED, userErrors: [] }),
    };
    render(app());
    await settle();
    expect(text(heading2())).toBe('Date and group size');
    // The departures arriving do not pull focus from the top of the page.
    expect(document.activeElement).toBe(document.body);
    expect(document.body.textContent).toContain('9 May 2027');
    expect(screen.getAllByRole<HTMLInputElement>('radio')[0]!.checked).toBe(true);
    // A running total from the first step: two travellers sharing a double at US$2,490.00 each.
    const total = () => text(screen.getByRole('region', { name: 'Running total' }));
    expect(total()).toContain('So far for 2 travellers sharing US$4,980.00');
    // The count is explained in one line, not with the interest form's list of age ranges.
    expect(document.body.textContent).not.toContain('18–35');
    expect(screen.getByRole('combobox', { name: 'Number of travellers' })).toBeTruthy();
    await click(button('Continue'));
    expect(calls.find((c) => c.field === 'tourHoldCreate')?.variables).toEqual({
      input: {
        departureId: 'britains-reformers-2027-05-09',
        travellers: 2,
        singleRooms: 0,
        doubleRooms: 1,
      },
    });
    expect(text(heading2())).toBe('Traveller details');
    expect(document.activeElement).toBe(heading2());
    expect(screen.getByRole('timer').textContent).toMatch(/^(15:00|14:59)$/);
    // Back and Start again are secondary actions beside the one main action, Continue.
    expect(button('Start again').className).toContain('button-secondary');
    expect(button('Back').className).toContain('button-secondary');
    expect(button('Continue').className).toContain('button-primary');
    // No two steps of the progress share a name.
    const steps = within(screen.getByRole('list', { name: 'Progress' }))
      .getAllByRole('listitem')
      .map(text);
    expect(new Set(steps).size).toBe(steps.length);
    expect(steps.filter((s) => /traveller/i.test(s))).toEqual(['Traveller details']);

    await click(button('Continue'));
    const first = within(
      screen.getByRole('group', { name: 'Traveller 1 (lead traveller)' }),
    ).getByRole('textbox', { name: 'First name', description: 'Enter the first name.' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(text(screen.getByRole('alert', { name: 'Please check these:' }))).toContain(
      'Traveller 1: First name: Enter the first name.',
    );
    fillTraveller(0, {
      'First name': 'Hugh',
      'Last name': 'Latimer',
      'Date of birth': '1958-03-14',
      'E-mail': 'hugh@example.org',
      Phone: '+44 20 7946 0001',
      'Emergency contact name': 'T Cranmer',
      'Emergency contact phone': '+44 20 7946 0018',
    });
    fillTraveller(1, {
      'First name': 'Nicholas',
      'Last name': 'Ridley',
      'Date of birth': '1961-10-16',
      'Emergency contact name': 'T Cranmer',
      'Emergency contact phone': '+44 20 7946 0018',
    });
    await click(button('Continue'));
    expect(text(heading2())).toBe('Rooms');
    expect(screen.getByLabelText<HTMLSelectElement>('Room for Hugh Latimer').value).toBe('0');
    // Back and forth keeps what was typed.
    await click(button('Back'));
    expect(screen.getAllByLabelText<HTMLInputElement>('Last name')[0]!.value).toBe('Latimer');
    await click(button('Continue'));
    await click(button('Continue'));
    expect(text(heading2())).toBe('Extensions');
    await click(
      screen.getByRole('checkbox', {
        name: "Pre-tour extension: Tyndale's Gloucestershire (from 7 May 2027) — US$350.00 per person sharing a double room, US$420.00 in a single room",
      }),
    );
    expect(total()).toContain('So far for 2 travellers sharing US$5,680.00');
    // The review step is drawn whole at once: the price the quoting step asked for is read from
    // the cache in the same render, not asked for again, so nothing below it moves afterwards.
    fireEvent.click(button('Continue'));
    await act(async () => undefined);
    expect(text(heading2())).toBe('Review');
    expect(text(screen.getByRole('table'))).toContain('Due nowUS$1,000.00');
    await settle();
    expect(calls.filter((c) => c.field === 'tourQuote')).toHaveLength(1);
    expect(total()).toContain('Total for 2 travellers US$5,680.00');
    expect(text(screen.getByRole('table'))).toContain('Due nowUS$1,000.00');
    expect(document.body.textContent).toContain('More than 90 days before: all but the deposit.');
    await click(button('Continue'));
    const accept = screen.getByRole('checkbox', { name: 'I accept the cancellation policy' });
    expect(accept.getAttribute('aria-invalid')).toBe('true');
    await click(accept);
    await click(button('Continue'));
    expect(text(heading2())).toBe('Payment');
    fillCard('4242 4242 4242 4242', 'H Latimer', '12/39');
    await click(button('Pay US$1,000.00 and book'));
    await settle();
    const booked = calls.find((c) => c.field === 'tourBook')?.variables.input as Record<
      string,
      unknown
    >;
    expect(booked).toMatchObject({
      holdId: 'h1',
      holdToken: 'tok',
      contact: { name: 'Hugh Latimer', email: 'hugh@example.org', phone: '+44 20 7946 0001' },
      rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
      preExtension: true,
      postExtension: false,
      acceptPolicy: true,
    });
    expect(booked.card).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2039,
      cvc: '123',
      name: 'H Latimer',
    });
    // The confirmation by the path and query of the API's link, never its origin.
    expect(screen.getByTestId('where').textContent).toBe(
      '/tours/booking-confirmed?ref=TB-7K3M9Q&token=secret',
    );
    // A confirmed booking's hold is not released on leaving.
    expect(calls.filter((c) => c.field === 'tourHoldRelease')).toHaveLength(0);
  });

  it('lists departures that have gone or closed, says none is open, and offers no form to fill', async () => {
    answers = {
      tourDepartures: () => [
        departure({ status: 'DEPARTED', startsOn: '2026-09-06' }),
        departure({
          id: 'britains-reformers-2026-10-04',
          status: 'CLOSED',
          startsOn: '2026-10-04',
        }),
      ],
    };
    render(app());
    await settle();
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((r) => r.disabled)).toEqual([
      true,
      true,
    ]);
    expect(document.body.textContent).toContain('6 September 2026 · Departed');
    expect(document.body.textContent).toContain('4 October 2026 · Booking closed');
    expect(document.body.textContent).toContain(
      'None of these departures is open for booking any more.',
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/tours/participation-interest', '/tours/upcoming']),
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(calls.filter((c) => c.field !== 'tourDepartures')).toHaveLength(0);
  });

  it('offers the waitlist when the departure is sold out', async () => {
    answers = {
      tourDepartures: () => [departure()],
      tourHoldCreate: () => ({
        hold: null,
        userErrors: [
          {
            field: ['input', 'travellers'],
            code: 'SOLD_OUT',
            message: 'Sold out — join the waitlist.',
          },
        ],
      }),
    };
    render(app());
    await settle();
    await click(button('Continue'));
    expect(text(document.getElementById('booking-waitlist-title'))).toBe(
      'Sold out — join the waitlist',
    );
    expect(screen.getByTestId('waitlist').textContent).toBe(
      "Waitlist for Britain's Reformers britains-reformers-2027-05-09",
    );
  });

  it('says so when the visitor already holds the most seats one visitor may (HOLD_LIMIT), or holds too often (THROTTLED)', async () => {
    const limit =
      'One visitor can hold at most 8 seats at a time, over all departures. Book or release the seats you hold, or wait until they are released.';
    answers = {
      tourDepartures: () => [departure()],
      tourHoldCreate: () => ({
        hold: null,
        userErrors: [{ field: ['input', 'travellers'], code: 'HOLD_LIMIT', message: limit }],
      }),
    };
    const first = render(app());
    await settle();
    await click(button('Continue'));
    expect(document.body.textContent).toContain(limit);
    first.unmount();
    const throttled =
      'Too many seat holds from here in a short time. Wait a few minutes and choose the departure again.';
    answers = {
      tourDepartures: () => [departure()],
      tourHoldCreate: () => ({
        hold: null,
        userErrors: [{ field: ['input', 'departureId'], code: 'THROTTLED', message: throttled }],
      }),
    };
    render(app());
    await settle();
    await click(button('Continue'));
    expect(document.body.textContent).toContain(throttled);
  });

  it('passes a waitlist offer from the link, and gives the seats back when the visitor leaves', async () => {
    answers = {
      tourDepartures: () => [departure({ status: 'FULL', seatsLeft: 0 })],
      tourHoldCreate: (v) => ({ hold: hold(v.input as Record<string, unknown>), userErrors: [] }),
      tourHoldRelease: () => ({ released: true, userErrors: [] }),
    };
    const { unmount } = render(app('/tours/britains-reformers/booking?offer=offer-token-1'));
    await settle();
    await click(button('Continue'));
    expect(
      (calls.find((c) => c.field === 'tourHoldCreate')?.variables.input as Record<string, unknown>)
        .offerToken,
    ).toBe('offer-token-1');
    expect(text(heading2())).toBe('Traveller details');
    unmount();
    expect(calls.find((c) => c.field === 'tourHoldRelease')?.variables).toEqual({
      holdId: 'h1',
      token: 'tok',
    });
  });
});

describe('/tours/{uid}/booking, when the bank asks to confirm (3-D Secure)', () => {
  const challengeAnswers = (book: Answer): Record<string, Answer> => ({
    tourDepartures: () => [departure()],
    tourHoldCreate: (v) => ({ hold: hold(v.input as Record<string, unknown>), userErrors: [] }),
    tourHoldRelease: () => ({ released: true, userErrors: [] }),
    tourQuote: () => ({
      quote: {
        lines: [{ label: '1 × single room', amount: usd('2980.00') }],
        total: usd('2980.00'),
        deposit: usd('500.00'),
        dueNow: usd('500.00'),
        balance: usd('2480.00'),
        balanceDueOn: '2027-02-08',
      },
      userErrors: [],
    }),
    tourBook: book,
  });
  const challenged = {
    booking: null,
    userErrors: [],
    authentication: { challengeUrl: '/api/payments/test/challenge/t1' },
  };

  async function payOneTraveller() {
    await settle();
    type(screen.getByLabelText('Number of travellers'), '1');
    await click(button('Continue'));
    fillTraveller(0, {
      'First name': 'Anne',
      'Last name': 'Askew',
      'Date of birth': '1971-05-02',
      'E-mail': 'anne@example.org',
      Phone: '+44 20 7946 0002',
      'Emergency contact name': 'T Cranmer',
      'Emergency contact phone': '+44 20 7946 0018',
    });
    await click(button('Continue'));
    await click(button('Continue'));
    await click(button('Continue'));
    await click(screen.getByRole('checkbox', { name: 'I accept the cancellation policy' }));
    await click(button('Continue'));
    expect(text(heading2())).toBe('Payment');
    fillCard('4000 0027 6000 3184', 'A Askew', '12/39');
    await click(button('Pay US$500.00 and book'));
    await settle();
  }

  it("shows the bank's page in place of the payment form, then books with the same key once it is confirmed", async () => {
    const books = [challenged, { booking: BOOKED, userErrors: [], authentication: null }];
    answers = challengeAnswers(() => books.shift());
    render(app());
    await payOneTraveller();
    const challenge = screen.getByRole('region', { name: 'Confirm the payment with your bank' });
    expect(document.activeElement?.textContent).toBe('Confirm the payment with your bank');
    expect(heading2()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    // The seats stay held while the bank's page is open.
    expect(screen.getByRole('timer')).toBeTruthy();
    const frame = within(challenge).getByTitle<HTMLIFrameElement>("Your bank's confirmation page");
    expect(frame.src).toBe(`${window.location.origin}/api/payments/test/challenge/t1`);
    act(() => answerChallenge(frame, 'succeeded'));
    await settle();
    await settle();
    const keys = calls
      .filter((c) => c.field === 'tourBook')
      .map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('where').textContent).toBe(
      '/tours/booking-confirmed?ref=TB-7K3M9Q&token=secret',
    );
    expect(calls.filter((c) => c.field === 'tourHoldRelease')).toHaveLength(0);
  });

  it("keeps the seats if the visitor leaves with the bank's page open, and says nothing was charged when it is closed", async () => {
    answers = challengeAnswers(() => challenged);
    const first = render(app());
    await payOneTraveller();
    // A challenge confirmed there has taken the money for these seats: leaving does not give them back.
    first.unmount();
    expect(calls.filter((c) => c.field === 'tourHoldRelease')).toHaveLength(0);

    render(app());
    await payOneTraveller();
    await click(button('Cancel and return to the form'));
    expect(text(heading2())).toBe('Your payment did not go through');
    expect(text(screen.getByRole('alert'))).toMatch(/nothing was charged/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value).toBe(
      '4000 0027 6000 3184',
    );
    expect(button('Try again')).toBeTruthy();
  });
});

const confirmedRoute = {
  id: 'tours.bookingConfirmed',
  path: '/tours/booking-confirmed',
  title: 'Booking confirmed',
};
const confirmed = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <ConfirmedPage params={{}} route={confirmedRoute} />
  </MemoryRouter>
);

describe('/tours/booking-confirmed', () => {
  it('shows the reference, the summary, what is due when and the links', async () => {
    answers = {
      tourBooking: () => ({
        reference: 'TB-7K3M9Q',
        status: 'CONFIRMED',
        departure: {
          id: 'd',
          tourUid: 'britains-reformers',
          tourTitle: "Britain's Reformers",
          startsOn: '2027-05-09',
          preExtension: { title: "Tyndale's Gloucestershire", startsOn: '2027-05-07' },
          postExtension: null,
        },
        contactName: 'Hugh Latimer',
        email: 'hugh@example.org',
        travellers: [
          { firstName: 'Hugh', lastName: 'Latimer', room: 0 },
          { firstName: 'Nicholas', lastName: 'Ridley', room: 0 },
        ],
        rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
        preExtension: true,
        postExtension: false,
        lines: [{ label: '2 × double room', amount: usd('4980.00') }],
        total: usd('5680.00'),
        deposit: usd('1000.00'),
        paid: usd('1000.00'),
        refunded: usd('0.00'),
        balance: usd('4680.00'),
        balanceDueOn: '2027-02-08',
        cancellationPolicy: [],
        confirmationUrl: 'https://x/tours/booking-confirmed?ref=TB-7K3M9Q&token=secret',
        paymentUrl: 'https://x/tours/payments?ref=TB-7K3M9Q&token=secret',
        calendarUrl: 'https://x/api/tours/bookings/TB-7K3M9Q.ics?token=secret',
        bookletUrl: 'https://cdn.example/booklet.pdf',
        preExtensionBookletUrl: null,
        createdAt: '2026-11-25T10:00:00Z',
        cancelledAt: null,
      }),
    };
    render(confirmed('/tours/booking-confirmed?ref=TB-7K3M9Q&token=secret'));
    await settle();
    expect(calls[0]?.variables).toEqual({ access: { reference: 'TB-7K3M9Q', token: 'secret' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your tour is booked');
    expect(document.body.textContent).toContain('Booking reference TB-7K3M9Q');
    expect(document.body.textContent).toContain('Double room: Hugh Latimer and Nicholas Ridley');
    expect(document.body.textContent).toContain('BalanceUS$4,680.00, due 8 February 2027');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Add to your calendar (.ics)')).toBe(
      '/api/tours/bookings/TB-7K3M9Q.ics?token=secret',
    );
    expect(href('Pay the balance')).toBe('/tours/payments?ref=TB-7K3M9Q&token=secret');
    expect(href('Cancel this booking')).toBe('/tours/cancellations?ref=TB-7K3M9Q&token=secret');
    expect(href('Tour booklet (PDF: itinerary, hotels, what to bring)')).toBe(
      'https://cdn.example/booklet.pdf',
    );
  });

  it('says "booking not found" for an unknown link, and for none at all without asking', async () => {
    answers = { tourBooking: () => null };
    const { unmount } = render(confirmed('/tours/booking-confirmed?ref=TB-NOSUCH&token=x'));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking not found');
    unmount();
    calls.length = 0;
    render(confirmed('/tours/booking-confirmed'));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking not found');
    expect(calls).toHaveLength(0);
  });
});
