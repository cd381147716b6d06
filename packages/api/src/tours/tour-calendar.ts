/*
 * The booking's calendar file (RFC 5545). Every event has a UID made from the booking reference and
 * the part of the trip, and the booking's SEQUENCE, so that a change or a cancellation (STATUS
 * CANCELLED with METHOD:CANCEL) updates the entry a calendar already holds instead of adding one.
 * Times are local to where the tour starts, with that zone's VTIMEZONE.
 */

export interface CalendarPart {
  /** "main", "pre" or "post": the UID's suffix. */
  part: string;
  summary: string;
  /** YYYY-MM-DD */
  startsOn: string;
  days: number;
  location: string | null;
  description: string;
}

export interface CalendarInput {
  reference: string;
  /** The host of PUBLIC_URL: the UIDs' domain. */
  domain: string;
  sequence: number;
  cancelled: boolean;
  timezone: string;
  url: string;
  /** When the entry last changed (DTSTAMP). */
  stamp: Date;
  parts: CalendarPart[];
}

/** Standard and daylight rules of the zones the tours start in (as published in the tz database). */
const ZONES: Record<string, string[]> = {
  'Europe/London': [
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'TZNAME:BST',
    'DTSTART:19810329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'DTSTART:19961027T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
  ],
  'Europe/Paris': [
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19810329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19961027T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
  ],
  'America/New_York': [
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
  ],
  UTC: [
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0000',
    'TZNAME:UTC',
    'DTSTART:19700101T000000',
    'END:STANDARD',
  ],
};

export const CALENDAR_ZONES = Object.keys(ZONES);

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (§3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function buildCalendar(input: CalendarInput): string {
  const zone = ZONES[input.timezone] ? input.timezone : 'UTC';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//History and Faith//Tours//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...(ZONES[zone] ?? []),
    'END:VTIMEZONE',
  ];
  for (const part of input.parts) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${input.reference.toLowerCase()}-${part.part}@${input.domain}`,
      `SEQUENCE:${input.sequence}`,
      `DTSTAMP:${stampOf(input.stamp)}`,
      // Tours meet at nine on the first day and end at six on the last.
      `DTSTART;TZID=${zone}:${compactDate(part.startsOn)}T090000`,
      `DTEND;TZID=${zone}:${compactDate(addDays(part.startsOn, Math.max(1, part.days) - 1))}T180000`,
      `SUMMARY:${escapeText(part.summary)}`,
      ...(part.location ? [`LOCATION:${escapeText(part.location)}`] : []),
      `DESCRIPTION:${escapeText(part.description)}`,
      `URL:${input.url}`,
      `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
