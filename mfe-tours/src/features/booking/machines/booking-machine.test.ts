import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type {
  BookRequest,
  BookResult,
  Departure,
  Hold,
  HoldRequest,
  HoldResult,
  HoldUpdateRequest,
  QuoteRequest,
  QuoteResult,
} from '../api/booking-api';
import type { TravellerFields } from '../booking-rules';
import { newIdempotencyKey } from './booking-actors';
import type { BookingEvent } from './booking-context';
import { bookingMachine } from './booking-machine';
import { departure, usd } from '../test/departures';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const hold = (over: Partial<Hold> = {}): Hold => ({
  id: 'h1',
  token: 'secret-token',
  travellers: 2,
  singleRooms: 0,
  doubleRooms: 1,
  expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
  ...over,
});
const quote = {
  lines: [{ label: '2 × double room', amount: usd('4980.00') }],
  total: usd('4980.00'),
  deposit: usd('1000.00'),
  dueNow: usd('1000.00'),
  balance: usd('3980.00'),
  balanceDueOn: '2027-02-08',
};
const ok: BookResult = {
  ok: true,
  reference: 'TB-7K3M9Q',
  confirmationUrl: 'http://localhost/tours/booking-confirmed?ref=TB-7K3M9Q&token=abc',
};

const traveller = (first: string, dob: string, lead = false): Partial<TravellerFields> => ({
  firstName: first,
  lastName: 'Latimer',
  dateOfBirth: dob,
  emergencyContactName: 'Ridley',
  emergencyContactPhone: '+44 20 7946 0000',
  ...(lead ? { email: 'hugh@example.org', phone: '+44 20 7946 0001' } : {}),
});

interface Fakes {
  departures?: Departure[];
  createHold?: (input: HoldRequest) => Promise<HoldResult>;
  updateHold?: (input: HoldUpdateRequest) => Promise<HoldResult>;
  book?: (input: BookRequest) => Promise<BookResult>;
  quote?: (input: QuoteRequest) => Promise<QuoteResult>;
  offerToken?: string;
  tickingClock?: boolean;
  held?: { departureId: string; travellerCount: number; hold: Hold };
}

function start(fakes: Fakes = {}) {
  const calls = {
    create: [] as HoldRequest[],
    update: [] as HoldUpdateRequest[],
    release: [] as Array<{ id: string; token: string }>,
    book: [] as BookRequest[],
    quote: [] as QuoteRequest[],
  };
  const now = NOW;
  const machine = bookingMachine.provide({
    actors: {
      createHold: fromPromise<HoldResult, HoldRequest>(
        async ({ input }) => (
          calls.create.push(input),
          fakes.createHold
            ? fakes.createHold(input)
            : {
                ok: true,
                hold: hold({
                  travellers: input.travellers,
                  singleRooms: input.singleRooms,
                  doubleRooms: input.doubleRooms,
                }),
              }
        ),
      ),
      updateHold: fromPromise<HoldResult, HoldUpdateRequest>(
        async ({ input }) => (
          calls.update.push(input),
          fakes.updateHold
            ? fakes.updateHold(input)
            : {
                ok: true,
                hold: hold({
                  travellers: input.travellers,
                  singleRooms: input.singleRooms,
                  doubleRooms: input.doubleRooms,
                }),
              }
        ),
      ),
      releaseHold: fromPromise<unknown, { id: string; token: string }>(
        async ({ input }) => (calls.release.push(input), true),
      ),
      fetchQuote: fromPromise<QuoteResult, QuoteRequest>(
        async ({ input }) => (
          calls.quote.push(input),
          fakes.quote ? fakes.quote(input) : { ok: true, quote }
        ),
      ),
      book: fromPromise<BookResult, BookRequest>(
        async ({ input }) => (calls.book.push(input), fakes.book ? fakes.book(input) : ok),
      ),
      // The real clock ticks with setInterval (fake timers move it); other tests tick by hand.
      ...(fakes.tickingClock ? {} : { clock: fromCallback(() => () => undefined) }),
    },
  });
  const actor = createActor(machine, {
    input: {
      tourUid: 'britains-reformers',
      offerToken: fakes.offerToken ?? null,
      now: fakes.tickingClock ? Date.now() : now,
      held: fakes.held,
    },
  }).start();
  // As the page does: the live list is announced, and the events that decide on the chosen
  // departure carry its facts.
  const departures = fakes.departures ?? [departure()];
  actor.send({
    type: 'departures.listed',
    ids: departures.map((d) => d.id),
    open: departures.filter((d) => d.status === 'OPEN' || d.status === 'FULL').map((d) => d.id),
  });
  const facts = () => {
    const chosen = departures.find((d) => d.id === actor.getSnapshot().context.departureId);
    return chosen
      ? {
          id: chosen.id,
          startsOn: chosen.startsOn,
          status: chosen.status,
          seatsLeft: chosen.seatsLeft,
        }
      : null;
  };
  const send = (event: BookingEvent) =>
    actor.send(
      (event.type === 'booking.next' || event.type === 'booking.submit') && !('departure' in event)
        ? { ...event, departure: facts() }
        : event,
    );
  const state = () => actor.getSnapshot().value as string;
  const ctx = () => actor.getSnapshot().context;
  return { actor, calls, send, state, ctx };
}

type Run = ReturnType<typeof start>;

function fillTravellers(run: Run, people: Array<Partial<TravellerFields>>) {
  people.forEach((p, index) => {
    for (const [field, value] of Object.entries(p))
      run.send({
        type: 'traveller.changed',
        index,
        field: field as keyof TravellerFields,
        value: value as string,
      });
  });
}

async function toTravellers(run: Run) {
  await waitFor(run.actor, (s) => s.matches('departure'));
  run.send({ type: 'booking.next' });
  await waitFor(run.actor, (s) => s.matches('travellers'));
}

async function toPayment(run: Run) {
  await toTravellers(run);
  fillTravellers(run, [traveller('Hugh', '1960-03-01', true), traveller('Nicholas', '1962-07-12')]);
  run.send({ type: 'booking.next' });
  expect(run.state()).toBe('rooms');
  run.send({ type: 'booking.next' });
  expect(run.state()).toBe('extensions');
  run.send({ type: 'extension.toggled', kind: 'pre', value: true });
  run.send({ type: 'booking.next' });
  await waitFor(run.actor, (s) => s.matches('review'));
  run.send({ type: 'policy.toggled', value: true });
  run.send({ type: 'booking.next' });
  expect(run.state()).toBe('payment');
  for (const [field, value] of Object.entries({
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/30',
    cardCvc: '123',
    cardName: 'H Latimer',
  }))
    run.send({ type: 'card.changed', field: field as 'cardNumber', value });
}

describe('booking machine', () => {
  it('starts at the travellers with seats held before the app was live, and goes on as if it had held them', async () => {
    const held = hold({ id: 'early', travellers: 3, singleRooms: 1, doubleRooms: 1 });
    const run = start({
      held: { departureId: departure().id, travellerCount: 3, hold: held },
    });
    expect(run.state()).toBe('travellers');
    expect(run.ctx()).toMatchObject({
      departureId: departure().id,
      holdDepartureId: departure().id,
      travellerCount: 3,
      hold: held,
      rooms: [{ occupancy: 'DOUBLE' }, { occupancy: 'SINGLE' }],
      roomOf: [0, 0, 1],
    });
    expect(run.ctx().travellers).toHaveLength(3);
    expect(run.calls.create).toEqual([]);
    fillTravellers(run, [
      traveller('Hugh', '1960-03-01', true),
      traveller('Nicholas', '1962-07-12'),
      traveller('Thomas', '1964-01-02'),
    ]);
    run.send({ type: 'booking.next' });
    // The rooms the island held for are the rooms chosen: nothing to change on the hold.
    expect(run.state()).toBe('rooms');
    run.send({ type: 'booking.next' });
    expect(run.state()).toBe('extensions');
    expect(run.calls.update).toEqual([]);
    // Back on the first step the seats stay held; starting again gives them back.
    run.send({ type: 'booking.back' });
    run.send({ type: 'booking.back' });
    run.send({ type: 'booking.back' });
    expect(run.state()).toBe('departure');
    run.send({ type: 'booking.restart' });
    expect(run.calls.release).toEqual([{ id: 'early', token: 'secret-token' }]);
  });

  it('starts at the first step with nothing held', () => {
    const run = start();
    expect(run.state()).toBe('departure');
    expect(run.ctx()).toMatchObject({ hold: null, travellerCount: 2 });
  });

  it('walks departure → travellers → rooms → extensions → review → payment → confirmed, holding the seats first', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('departure'));
    expect(run.ctx().departureId).toBe('britains-reformers-2027-05-09');
    await toPayment(run);
    // Two travellers: one double room guessed and held.
    expect(run.calls.create).toEqual([
      {
        departureId: 'britains-reformers-2027-05-09',
        travellers: 2,
        singleRooms: 0,
        doubleRooms: 1,
        offerToken: null,
      },
    ]);
    expect(run.calls.update).toHaveLength(0);
    expect(run.calls.quote[0]).toMatchObject({
      preExtension: true,
      postExtension: false,
      roomOf: [0, 0],
      rooms: [{ occupancy: 'DOUBLE' }],
    });
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    expect(run.state()).toBe('processing');
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.state()).toBe('confirmed');
    expect(run.ctx().result).toEqual({
      reference: 'TB-7K3M9Q',
      confirmationUrl: ok.ok ? ok.confirmationUrl : '',
    });
    expect(run.calls.book).toHaveLength(1);
    expect(run.calls.book[0]).toMatchObject({
      hold: { id: 'h1', token: 'secret-token' },
      leadIndex: 0,
      preExtension: true,
      acceptPolicy: true,
    });
    expect(run.calls.book[0]?.idempotencyKey).toMatch(/^tour-[0-9a-f-]{32,36}$/);
    expect(run.calls.release).toHaveLength(0);
  });

  it('passes a waitlist offer token to the hold', async () => {
    const run = start({
      offerToken: 'offer-123',
      departures: [departure({ status: 'FULL', seatsLeft: 0 })],
    });
    await toTravellers(run);
    expect(run.calls.create[0]?.offerToken).toBe('offer-123');
  });

  it('chooses a lone open departure from the list, and keeps a choice the list still has', () => {
    const run = start({
      departures: [
        departure({ status: 'DEPARTED' }),
        departure({ id: 'britains-reformers-2028-05-09', startsOn: '2028-05-09' }),
      ],
    });
    expect(run.ctx().departureId).toBe('britains-reformers-2028-05-09');
    run.send({
      type: 'departures.listed',
      ids: ['a', 'britains-reformers-2028-05-09'],
      open: ['a'],
    });
    expect(run.ctx().departureId).toBe('britains-reformers-2028-05-09');
    // The choice went away: the lone open one, or none when several are open.
    run.send({ type: 'departures.listed', ids: ['a', 'b'], open: ['a', 'b'] });
    expect(run.ctx().departureId).toBe('');
    run.send({ type: 'departures.listed', ids: ['a', 'b'], open: ['b'] });
    expect(run.ctx().departureId).toBe('b');
  });

  it('keeps no server data: the quote stays with the API client, the departures with the page', async () => {
    const run = start();
    await toPayment(run);
    const context = run.ctx() as unknown as Record<string, unknown>;
    expect(context.quote).toBeUndefined();
    expect(context.departures).toBeUndefined();
    expect(run.ctx().quoted).toBe(true);
    // A changed choice needs a new price.
    run.send({ type: 'booking.back' });
    run.send({ type: 'booking.back' });
    run.send({ type: 'extension.toggled', kind: 'pre', value: false });
    expect(run.ctx().quoted).toBe(false);
  });

  it('holds a departure whose seats are not known yet (the served page before the live list), leaving the seats to the API', async () => {
    const run = start({ departures: [] });
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          createHold: fromPromise<HoldResult, HoldRequest>(async ({ input }) => ({
            ok: true,
            hold: hold({ travellers: input.travellers }),
          })),
          clock: fromCallback(() => () => undefined),
        },
      }),
      { input: { tourUid: 'britains-reformers', now: NOW, departureId: 'planned-1' } },
    ).start();
    expect(actor.getSnapshot().context.departureId).toBe('planned-1');
    actor.send({ type: 'travellers.counted', count: 8 });
    actor.send({
      type: 'booking.next',
      departure: { id: 'planned-1', startsOn: '2027-05-09', status: null, seatsLeft: null },
    });
    expect(actor.getSnapshot().value).toBe('creatingHold');
    await waitFor(actor, (s) => s.matches('travellers'));
    // Without any facts about the chosen departure, the step says so instead.
    run.send({ type: 'departure.selected', departureId: 'gone' });
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors.departureId).toBe('Choose one of the departures listed.');
  });

  it('shows the waitlist when the API answers SOLD_OUT, and for a FULL departure without asking', async () => {
    const run = start({
      createHold: async () => ({
        ok: false,
        code: 'SOLD_OUT',
        message: 'Sold out — join the waitlist.',
        fieldErrors: {},
      }),
    });
    await waitFor(run.actor, (s) => s.matches('departure'));
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('departure') && s.context.soldOut !== null);
    expect(run.ctx().soldOut).toBe('britains-reformers-2027-05-09');
    expect(run.ctx().hold).toBeNull();

    const full = start({ departures: [departure({ status: 'FULL', seatsLeft: 0 })] });
    await waitFor(full.actor, (s) => s.matches('departure'));
    full.send({ type: 'booking.next' });
    expect(full.ctx().soldOut).toBe('britains-reformers-2027-05-09');
    expect(full.calls.create).toHaveLength(0);
  });

  it('checks the departure step: a departure, 1–8 travellers, no more than the seats left', async () => {
    const run = start({
      departures: [
        departure({ seatsLeft: 3 }),
        departure({ id: 'britains-reformers-2028-05-09', startsOn: '2028-05-09' }),
      ],
    });
    await waitFor(run.actor, (s) => s.matches('departure'));
    expect(run.ctx().departureId).toBe('');
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors.departureId).toBe('Choose a departure.');
    run.send({ type: 'departure.selected', departureId: 'britains-reformers-2027-05-09' });
    run.send({ type: 'travellers.counted', count: 4 });
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors.travellerCount).toBe('Only 3 seats are left on this departure.');
    run.send({ type: 'travellers.counted', count: 3 });
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('travellers'));
    // Three travellers: a double and a single.
    expect(run.calls.create[0]).toMatchObject({ travellers: 3, doubleRooms: 1, singleRooms: 1 });
  });

  it('validates travellers: names, dates of birth, a lead contact, an adult with any minor', async () => {
    const run = start();
    await toTravellers(run);
    run.send({ type: 'booking.next' });
    expect(run.state()).toBe('travellers');
    expect(run.ctx().errors).toMatchObject({
      'travellers.0.firstName': 'Enter the first name.',
      'travellers.0.email': expect.stringMatching(/lead traveller/),
      'travellers.0.phone': expect.stringMatching(/lead traveller/),
      'travellers.1.dateOfBirth': 'Enter the date of birth.',
    });
    expect(run.ctx().errors['travellers.1.email']).toBeUndefined();
    fillTravellers(run, [traveller('Jane', '2015-01-01', true), traveller('Edward', '2014-06-06')]);
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors['travellers.0.dateOfBirth']).toMatch(
      /under 18 must travel with an adult/,
    );
    fillTravellers(run, [{ dateOfBirth: '2030-01-01' }, { dateOfBirth: '1890-01-01' }]);
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors['travellers.0.dateOfBirth']).toBe(
      'The date of birth cannot be in the future.',
    );
    expect(run.ctx().errors['travellers.1.dateOfBirth']).toMatch(/at most 110/);
    fillTravellers(run, [
      { dateOfBirth: '1970-02-30' },
      { dateOfBirth: '1970-01-01', email: 'not-an-address' },
    ]);
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors['travellers.0.dateOfBirth']).toMatch(/real date/);
    expect(run.ctx().errors['travellers.1.email']).toMatch(/e-mail address like/);
    fillTravellers(run, [{ dateOfBirth: '2015-01-01' }, { email: '' }]);
    run.send({ type: 'booking.next' });
    // A 12-year-old with an adult is fine.
    expect(run.state()).toBe('rooms');
  });

  it('keeps everything typed when going back, even travellers dropped and added again', async () => {
    const run = start();
    await toTravellers(run);
    fillTravellers(run, [
      traveller('Hugh', '1960-03-01', true),
      traveller('Nicholas', '1962-07-12'),
    ]);
    run.send({ type: 'booking.back' });
    expect(run.state()).toBe('departure');
    run.send({ type: 'travellers.counted', count: 1 });
    run.send({ type: 'travellers.counted', count: 2 });
    run.send({ type: 'booking.next' });
    // Same departure, same number: the hold is kept as it is.
    expect(run.state()).toBe('travellers');
    expect(run.calls.create).toHaveLength(1);
    expect(run.ctx().travellers[1]?.firstName).toBe('Nicholas');
  });

  it('changes the hold when the number of travellers changes on the same departure', async () => {
    const run = start();
    await toTravellers(run);
    run.send({ type: 'booking.back' });
    run.send({ type: 'travellers.counted', count: 3 });
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('travellers'));
    expect(run.calls.update).toEqual([
      { holdId: 'h1', token: 'secret-token', travellers: 3, singleRooms: 1, doubleRooms: 1 },
    ]);
    expect(run.ctx().hold?.travellers).toBe(3);
  });

  it('checks rooms: a double holds exactly two, everyone in one room; a change goes to tourHoldUpdate, ROOMS_SOLD_OUT on the field', async () => {
    let answer: HoldResult = {
      ok: false,
      code: 'ROOMS_SOLD_OUT',
      message: 'No single rooms are left.',
      fieldErrors: {},
    };
    const run = start({ updateHold: async () => answer });
    await toTravellers(run);
    fillTravellers(run, [
      traveller('Hugh', '1960-03-01', true),
      traveller('Nicholas', '1962-07-12'),
    ]);
    run.send({ type: 'booking.next' });
    expect(run.ctx().rooms).toEqual([{ occupancy: 'DOUBLE' }]);
    run.send({ type: 'room.added' });
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors['rooms.1']).toMatch(
      /single room holds exactly one traveller; room 2 has 0/,
    );
    run.send({ type: 'traveller.room', index: 1, room: 1 });
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors['rooms.0']).toMatch(
      /double room holds exactly two travellers; room 1 has 1/,
    );
    run.send({ type: 'room.occupancy', room: 0, occupancy: 'SINGLE' });
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('rooms') && Boolean(s.context.errors.rooms));
    expect(run.calls.update[0]).toMatchObject({ travellers: 2, singleRooms: 2, doubleRooms: 0 });
    expect(run.ctx().errors.rooms).toBe('No single rooms are left.');
    answer = { ok: true, hold: hold({ singleRooms: 2, doubleRooms: 0 }) };
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('extensions'));
    expect(run.ctx().hold?.singleRooms).toBe(2);
  });

  it('goes to "expired" when the 15 minutes run out, releases the hold, and can start again with everything kept', async () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const run = start({ tickingClock: true });
      await jest.advanceTimersByTimeAsync(0);
      await toTravellers(run);
      fillTravellers(run, [traveller('Hugh', '1960-03-01', true)]);
      await jest.advanceTimersByTimeAsync(14 * 60_000);
      expect(run.state()).toBe('travellers');
      expect(run.ctx().now).toBe(NOW + 14 * 60_000);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(run.state()).toBe('expired');
      expect(run.ctx().hold).toBeNull();
      expect(run.calls.release).toEqual([{ id: 'h1', token: 'secret-token' }]);
      run.send({ type: 'booking.restart' });
      expect(run.state()).toBe('departure');
      expect(run.ctx().travellers[0]?.firstName).toBe('Hugh');
      run.actor.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('expires with an injected clock too, but never in the middle of a booking', async () => {
    let finish: (r: BookResult) => void = () => undefined;
    const run = start({ book: () => new Promise((resolve) => (finish = resolve)) });
    await toPayment(run);
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    expect(run.state()).toBe('processing');
    run.send({ type: 'booking.tick', now: NOW + 16 * 60_000 });
    expect(run.state()).toBe('processing');
    finish({ ok: false, kind: 'expired', message: 'The hold has expired.', fieldErrors: {} });
    await waitFor(run.actor, (s) => s.matches('expired'));
  });

  it('releases the hold when the visitor starts again', async () => {
    const run = start();
    await toTravellers(run);
    run.send({ type: 'booking.restart' });
    expect(run.state()).toBe('departure');
    expect(run.ctx().hold).toBeNull();
    await waitFor(run.actor, () => run.calls.release.length === 1);
    expect(run.calls.release[0]).toEqual({ id: 'h1', token: 'secret-token' });
  });

  it('needs the cancellation policy accepted, and a valid card before any request', async () => {
    const run = start();
    await toTravellers(run);
    fillTravellers(run, [
      traveller('Hugh', '1960-03-01', true),
      traveller('Nicholas', '1962-07-12'),
    ]);
    run.send({ type: 'booking.next' });
    run.send({ type: 'booking.next' });
    run.send({ type: 'booking.next' });
    await waitFor(run.actor, (s) => s.matches('review'));
    expect(run.ctx().quoted).toBe(true);
    run.send({ type: 'booking.next' });
    expect(run.ctx().errors.acceptPolicy).toMatch(/accept the cancellation policy/);
    run.send({ type: 'policy.toggled', value: true });
    run.send({ type: 'booking.next' });
    run.send({ type: 'card.changed', field: 'cardNumber', value: '4242 4242 4242 4241' });
    run.send({ type: 'card.changed', field: 'cardExpiry', value: '01/20' });
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    expect(run.state()).toBe('payment');
    expect(run.ctx().errors).toMatchObject({
      cardNumber: expect.stringMatching(/not a valid card/),
      cardExpiry: 'This card has expired.',
      cardCvc: expect.any(String),
      cardName: expect.any(String),
    });
    expect(run.calls.book).toHaveLength(0);
  });

  it('after a decline keeps every field, shows why, and makes a new key for the next try', async () => {
    let answer: BookResult = {
      ok: false,
      kind: 'declined',
      message: 'Your card was declined.',
      fieldErrors: {},
    };
    const run = start({ book: async () => answer });
    await toPayment(run);
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.ctx().failure).toEqual({ message: 'Your card was declined.', retrySameKey: false });
    expect(run.ctx().travellers[0]?.firstName).toBe('Hugh');
    run.send({ type: 'booking.retry' });
    expect(run.state()).toBe('payment');
    expect(run.ctx().card.cardName).toBe('H Latimer');
    answer = ok;
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.calls.book).toHaveLength(2);
    expect(run.calls.book[0]?.idempotencyKey).not.toBe(run.calls.book[1]?.idempotencyKey);
  });

  it('after no answer (network) retries with the same key', async () => {
    let fail = true;
    const run = start({
      book: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return ok;
      },
    });
    await toPayment(run);
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.ctx().failure?.retrySameKey).toBe(true);
    fail = false;
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.calls.book).toHaveLength(2);
    expect(run.calls.book[0]?.idempotencyKey).toBe(run.calls.book[1]?.idempotencyKey);
  });

  it('sends the visitor back to the step of a field the API refused, with the message on the field', async () => {
    const run = start({
      book: async () => ({
        ok: false,
        kind: 'invalid',
        message: 'The traveller must be 0–110 years old.',
        fieldErrors: { 'travellers.1.dateOfBirth': 'The traveller must be 0–110 years old.' },
      }),
    });
    await toPayment(run);
    run.send({ type: 'booking.submit', key: newIdempotencyKey() });
    await waitFor(run.actor, (s) => s.matches('travellers'));
    expect(run.ctx().errors['travellers.1.dateOfBirth']).toMatch(/0–110/);
    expect(run.ctx().idempotencyKey).toBeNull();
  });

  describe('3-D Secure (authenticating)', () => {
    const challenge: BookResult = {
      ok: false,
      kind: 'authentication',
      challengeUrl: '/api/payments/test/challenge/t1',
    };

    it("shows the bank's page with the hold kept, then sends the same key again when the page is done", async () => {
      const answers: BookResult[] = [challenge, ok];
      const run = start({ book: async () => answers.shift()! });
      await toPayment(run);
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      await waitFor(run.actor, (s) => s.matches('authenticating'));
      expect(run.ctx()).toMatchObject({
        challengeUrl: '/api/payments/test/challenge/t1',
        failure: null,
        hold: { id: 'h1' },
      });
      // The form is not there: nothing is sent; the hold's clock does not cut the confirmation short.
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      run.send({ type: 'booking.tick', now: NOW + 16 * 60_000 });
      expect(run.state()).toBe('authenticating');
      expect(run.calls.book).toHaveLength(1);
      run.send({ type: 'challenge.finished' });
      await waitFor(run.actor, (s) => s.status === 'done');
      expect(run.calls.book.map((c) => c.idempotencyKey)).toEqual([
        run.calls.book[0]!.idempotencyKey,
        run.calls.book[0]!.idempotencyKey,
      ]);
      expect(run.calls.book[1]?.hold).toEqual(run.calls.book[0]?.hold);
      expect(run.calls.release).toEqual([]);
      expect(run.ctx()).toMatchObject({ challengeUrl: null, result: { reference: 'TB-7K3M9Q' } });
    });

    it('a failed confirmation comes back as a decline: the key goes, the next payment is a new submission', async () => {
      const answers: BookResult[] = [
        challenge,
        {
          ok: false,
          kind: 'declined',
          message: 'Your bank could not confirm this payment. Nothing was charged.',
          fieldErrors: {},
        },
      ];
      const run = start({ book: async () => answers.shift() ?? ok });
      await toPayment(run);
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      await waitFor(run.actor, (s) => s.matches('authenticating'));
      run.send({ type: 'challenge.finished' });
      await waitFor(run.actor, (s) => s.matches('failed'));
      expect(run.ctx()).toMatchObject({
        idempotencyKey: null,
        challengeUrl: null,
        failure: { retrySameKey: false, message: expect.stringMatching(/could not confirm/) },
      });
      expect(run.ctx().hold?.id).toBe('h1');
      expect(run.ctx().card.cardName).toBe('H Latimer');
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      await waitFor(run.actor, (s) => s.status === 'done');
      expect(run.calls.book[1]!.idempotencyKey).toBe(run.calls.book[0]!.idempotencyKey);
      expect(run.calls.book[2]!.idempotencyKey).not.toBe(run.calls.book[0]!.idempotencyKey);
    });

    it('closing the page charges nothing and keeps the key and the hold, so paying again reopens the same confirmation', async () => {
      const answers: BookResult[] = [challenge, challenge, ok];
      const run = start({ book: async () => answers.shift()! });
      await toPayment(run);
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      await waitFor(run.actor, (s) => s.matches('authenticating'));
      run.send({ type: 'challenge.cancelled' });
      expect(run.state()).toBe('failed');
      expect(run.ctx()).toMatchObject({
        challengeUrl: null,
        idempotencyKey: run.calls.book[0]!.idempotencyKey,
        hold: { id: 'h1' },
      });
      expect(run.ctx().failure).toMatchObject({
        retrySameKey: true,
        message: expect.stringMatching(/nothing was charged/),
      });
      expect(run.calls.book).toHaveLength(1);
      run.send({ type: 'booking.submit', key: newIdempotencyKey() });
      await waitFor(run.actor, (s) => s.matches('authenticating'));
      run.send({ type: 'challenge.finished' });
      await waitFor(run.actor, (s) => s.status === 'done');
      expect(new Set(run.calls.book.map((c) => c.idempotencyKey)).size).toBe(1);
      expect(run.calls.release).toEqual([]);
    });
  });
});
