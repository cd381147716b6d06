import { error, money, type TourContext } from './context';
import type { Departures } from './departures';
import { departureIdField, type TourUserError } from './tour-input';
import { quoteFor } from './tour-pricing';
import type { DepartureTable } from './tour-tables';

/*
 * `tourQuote` (issue 17): what a booking of these rooms and extensions on this departure would cost,
 * before any hold is taken. Every problem is one userError naming its field.
 */

export async function quoteBooking(
  ctx: TourContext,
  departures: Departures,
  raw: unknown,
): Promise<{ quote: unknown; userErrors: TourUserError[] }> {
  const { settings } = ctx;
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const errors: TourUserError[] = [];
  const departureId = departureIdField(input.departureId, ['input', 'departureId'], errors);
  const rooms = Array.isArray(input.rooms) ? (input.rooms as Array<Record<string, unknown>>) : [];
  const counts = { single: 0, double: 0 };
  for (const [i, room] of rooms.entries()) {
    const size = Array.isArray(room?.travellers) ? room.travellers.length : -1;
    if (room?.occupancy === 'SINGLE' && size === 1) counts.single += 1;
    else if (room?.occupancy === 'DOUBLE' && size === 2) counts.double += 2;
    else
      errors.push(
        error('INVALID', 'A single room holds one traveller and a double room two.', [
          'input',
          'rooms',
          String(i),
        ]),
      );
  }
  if (rooms.length === 0 || counts.single + counts.double > settings.maxTravellers)
    errors.push(
      error('INVALID', `Put 1 to ${settings.maxTravellers} travellers in rooms.`, [
        'input',
        'rooms',
      ]),
    );
  for (const flag of ['preExtension', 'postExtension'] as const)
    if (typeof input[flag] !== 'boolean')
      errors.push(error('INVALID', `${flag} must be true or false.`, ['input', flag]));
  if (errors.length) return { quote: null, userErrors: errors };
  const departure = await departures.departureRow(departureId);
  if (!departure)
    return {
      quote: null,
      userErrors: [
        error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
      ],
    };
  const extErrors = extensionErrors(
    departures,
    departure,
    input.preExtension === true,
    input.postExtension === true,
  );
  if (extErrors.length) return { quote: null, userErrors: extErrors };
  const q = quoteFor(
    departures.priced(departure),
    counts,
    input.preExtension === true,
    input.postExtension === true,
    settings,
    ctx.now(),
  );
  const c = departure.currency;
  return {
    quote: {
      lines: q.lines.map((l) => ({ label: l.label, amount: money(l.amount, c) })),
      total: money(q.total, c),
      deposit: money(q.deposit, c),
      dueNow: money(q.dueNow, c),
      balance: money(q.total - q.dueNow, c),
      balanceDueOn: q.balanceDueOn,
    },
    userErrors: [],
  };
}

/** Refusals for an extension the departure's tour does not offer. */
export function extensionErrors(
  departures: Departures,
  departure: DepartureTable,
  pre: boolean,
  post: boolean,
): TourUserError[] {
  const d = departures.details(departure);
  const out: TourUserError[] = [];
  if (pre && !d.pre)
    out.push(error('INVALID', 'This tour has no pre-tour extension.', ['input', 'preExtension']));
  if (post && !d.post)
    out.push(error('INVALID', 'This tour has no post-tour extension.', ['input', 'postExtension']));
  return out;
}
