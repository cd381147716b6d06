#!/usr/bin/env node
// Tours, end to end on loopback: starts the real site server (production, from `.site`, a fresh
// SQLite database, TOURS_SEATS=500 so one departure takes every booking), then measures
//   1. a booking through the product GraphQL: tourHoldCreate then tourBook (median, p95 of 100);
//   2. the race: another process (the ops CLI) cuts a departure to 3 seats, then 50 concurrent
//      hold-and-book attempts arrive; exactly 3 must be booked and 47 told it is sold out.
// Needs a built site (`node scripts/build.mjs`). Prints its figures; loopback only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';
import { spawnProductionServer, waitForHealth } from './lib/server.mjs';
import { median, percentile } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4732);
const origin = `http://127.0.0.1:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-bench-'));
const databaseUrl = `file:${path.join(work, 'bench.sqlite')}`;
const server = await spawnProductionServer({
  PORT: String(PORT),
  DATABASE_URL: databaseUrl,
  OUTBOX_DIR: path.join(work, 'outbox'),
  GIVING_SCHEDULER: 'off',
  TOURS_SCHEDULER: 'off',
  TOURS_SEATS: '500',
  TOURS_SINGLE_ROOMS: '500',
  TOURS_DOUBLE_ROOMS: '500',
});
const stop = () => {
  // The work folder goes once the server has stopped writing mail into it.
  server.once('exit', () => fs.rmSync(work, { recursive: true, force: true }));
  server.kill('SIGTERM');
};
process.once('SIGINT', () => (stop(), process.exit(130)));

const p95 = (xs) => percentile(xs, 0.95);
let n = 0;
async function gql(query, variables) {
  const r = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
const HOLD =
  'mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token } userErrors { code } } }';
const BOOK =
  'mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { reference } userErrors { code message } } }';
const traveller = (i) => ({
  firstName: `Bench${i}`,
  lastName: 'Mark',
  dateOfBirth: '1970-01-01',
  emergencyContactName: 'Ann Mark',
  emergencyContactPhone: '+44 20 7946 0000',
});

/** One booking of two travellers in a double room: hold, then book. */
async function bookOne(departureId) {
  const held = (
    await gql(HOLD, { input: { departureId, travellers: 2, singleRooms: 0, doubleRooms: 1 } })
  ).tourHoldCreate;
  if (!held.hold) return { sold: held.userErrors[0].code };
  const input = {
    idempotencyKey: `bench-${process.pid}-${Date.now()}-${n++}`,
    holdId: held.hold.id,
    holdToken: held.hold.token,
    contact: { name: 'Bench Mark', email: 'bench@example.org', phone: '+44 20 7946 0000' },
    travellers: [traveller(1), traveller(2)],
    rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
    preExtension: true,
    postExtension: false,
    acceptPolicy: true,
    card: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'B Mark',
    },
  };
  const booked = (await gql(BOOK, { input })).tourBook;
  if (!booked.booking) throw new Error(`tourBook failed: ${JSON.stringify(booked.userErrors)}`);
  return { reference: booked.booking.reference };
}

try {
  await waitForHealth(origin, {
    tries: 300,
    everyMs: 200,
    message: 'the server did not start within a minute',
  });
  const departures = (await gql('{ tourDepartures { id status } }')).tourDepartures.filter(
    (d) => d.status === 'OPEN',
  );
  if (departures.length < 2) throw new Error('need two open departures');
  const [main, race] = departures;
  await bookOne(main.id); // warm-up
  const times = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await bookOne(main.id);
    times.push(performance.now() - t);
  }
  const cut = spawnSync('pnpm', ['--filter', '@site/api', 'tours', '--', 'seats', race.id, '6'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (cut.status !== 0) throw new Error(`tours seats failed: ${cut.stderr}`);
  const t = performance.now();
  const results = await Promise.all(Array.from({ length: 50 }, () => bookOne(race.id)));
  const raceMs = performance.now() - t;
  const booked = results.filter((r) => r.reference).length;
  const sold = results.filter((r) => r.sold === 'SOLD_OUT').length;
  console.log(
    `booking (hold + tourBook, 2 travellers, double room, pre-extension), sequential (n=100): median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`,
  );
  console.log(
    `race: 50 concurrent bookings of 2 for the last 6 seats (3 bookings' worth): ${booked} booked, ${sold} sold out, in ${raceMs.toFixed(0)} ms`,
  );
  if (booked !== 3 || sold !== 47) throw new Error('the race oversold or undersold');
} finally {
  stop();
}
