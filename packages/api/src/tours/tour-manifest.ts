import type { Db } from '../db/database';
import { toursDb } from './tour-tables';

/*
 * The guide's manifest of one departure: every traveller of its live bookings with their room,
 * extensions, dietary and accessibility notes and emergency contact. As CSV for a spreadsheet, and
 * as one self-contained HTML page (no scripts, no external files) that prints and works offline.
 */

export interface ManifestRow {
  reference: string;
  status: string;
  traveller: string;
  dateOfBirth: string;
  room: string;
  extensions: string;
  dietary: string;
  accessibility: string;
  emergencyContact: string;
  contactEmail: string;
  contactPhone: string;
}

export interface Manifest {
  departureId: string;
  tourTitle: string;
  startsOn: string;
  seatsTotal: number;
  seatsTaken: number;
  rows: ManifestRow[];
}

export async function departureManifest(db: Db, departureId: string): Promise<Manifest | null> {
  const t = toursDb(db);
  const departure = await t
    .selectFrom('tour_departures')
    .selectAll()
    .where('id', '=', departureId)
    .executeTakeFirst();
  if (!departure) return null;
  const rows = await t
    .selectFrom('tour_travellers as tr')
    .innerJoin('tour_bookings as b', 'b.id', 'tr.booking_id')
    .select([
      'b.reference',
      'b.status',
      'b.email',
      'b.phone',
      'b.pre_extension',
      'b.post_extension',
      'tr.position',
      'tr.first_name',
      'tr.last_name',
      'tr.date_of_birth',
      'tr.room',
      'tr.occupancy',
      'tr.dietary',
      'tr.accessibility',
      'tr.emergency_name',
      'tr.emergency_phone',
    ])
    .where('b.departure_id', '=', departureId)
    .where('b.status', '<>', 'cancelled')
    .orderBy('tr.last_name')
    .orderBy('tr.first_name')
    .orderBy('b.reference')
    .execute();
  return {
    departureId,
    tourTitle: departure.tour_title,
    startsOn: departure.starts_on,
    seatsTotal: departure.seats_total,
    seatsTaken: departure.seats_taken,
    rows: rows.map((r) => ({
      reference: r.reference,
      status: r.status === 'paid' ? 'paid in full' : 'deposit paid',
      traveller: `${r.last_name}, ${r.first_name}`,
      dateOfBirth: r.date_of_birth,
      room: `${r.reference} room ${r.room + 1} (${r.occupancy})`,
      extensions:
        [r.pre_extension ? 'pre' : '', r.post_extension ? 'post' : '']
          .filter(Boolean)
          .join(' + ') || 'none',
      dietary: r.dietary ?? '',
      accessibility: r.accessibility ?? '',
      emergencyContact: `${r.emergency_name} ${r.emergency_phone}`,
      contactEmail: r.email,
      contactPhone: r.phone,
    })),
  };
}

const HEADINGS: Array<[keyof ManifestRow, string]> = [
  ['traveller', 'Traveller'],
  ['dateOfBirth', 'Date of birth'],
  ['room', 'Room'],
  ['extensions', 'Extensions'],
  ['dietary', 'Dietary'],
  ['accessibility', 'Accessibility'],
  ['emergencyContact', 'Emergency contact'],
  ['reference', 'Booking'],
  ['status', 'Payment'],
  ['contactEmail', 'Contact e-mail'],
  ['contactPhone', 'Contact phone'],
];

/** RFC 4180 fields; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function manifestCsv(manifest: Manifest): string {
  const lines = [
    HEADINGS.map(([, label]) => label),
    ...manifest.rows.map((row) => HEADINGS.map(([key]) => row[key])),
  ];
  return lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function manifestHtml(manifest: Manifest, printedAt: Date): string {
  const title = `${manifest.tourTitle}, ${manifest.startsOn}: manifest`;
  const body = manifest.rows
    .map(
      (row) =>
        `<article><h2>${escapeHtml(row.traveller)}</h2><dl>${HEADINGS.filter(
          ([key]) => key !== 'traveller',
        )
          .map(([key, label]) => `<dt>${label}</dt><dd>${escapeHtml(row[key]) || '—'}</dd>`)
          .join('')}</dl></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 1rem; color: #111; }
  header p { margin: 0.25rem 0; }
  article { border-top: 1px solid #999; padding: 0.5rem 0; break-inside: avoid; }
  h2 { font-size: 1.1rem; margin: 0.25rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  @media (min-width: 60rem) { main { columns: 2; column-gap: 2rem; } }
  @media print { body { font-size: 11pt; } }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p>${manifest.rows.length} travellers; ${manifest.seatsTaken} of ${manifest.seatsTotal} seats taken (holds included).</p>
<p>Printed ${escapeHtml(printedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC. Personal data: keep it safe and destroy it after the tour.</p>
</header>
<main>
${body || '<p>No bookings yet.</p>'}
</main>
</body>
</html>
`;
}
