import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { readOutbox, siteClient } from './support/client';
import { securityDataDir } from './support/paths';
import { donate, GIFT_PROJECT as PROJECT, oneOffGift, type DonatePayload } from './support/gifts';

// `donate` as a mail cannon and a billboard: receipts to one victim's mailbox from request after
// request, scam text as a "supporter" name on the public project page, and references that count
// the charity's gifts for anyone who gives twice.

const SUPPORTERS = `query ($ids: [ID!]) { givingProjects(ids: $ids) { id supporters(first: 50) { firstName country givenAt } } }`;

const gift = (over: { email?: string; firstName?: string; showAsSupporter?: boolean } = {}) =>
  oneOffGift({
    keyPrefix: 'mn',
    firstName: over.firstName ?? 'Mallory',
    lastName: 'Sender',
    cardName: 'M Sender',
    email: over.email,
    showAsSupporter: over.showAsSupporter,
  });

async function supporters(): Promise<{ firstName: string; givenAt: string }[]> {
  const answer = await siteClient().productGraphql(SUPPORTERS, { ids: [PROJECT] });
  return answer.json<{
    data: { givingProjects: { supporters: { firstName: string; givenAt: string }[] }[] };
  }>().data.givingProjects[0]!.supporters;
}

test('a receipts flood: 20 gifts from one client to victim+N@ reach the victim at most 5 times', async () => {
  const attacker = siteClient();
  const victim = `victim-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const answers: DonatePayload[] = [];
  const started = Date.now();
  for (let i = 0; i < 20; i++)
    answers.push(await donate(attacker, gift({ email: `${victim}+${i}@example.org` })));
  const accepted = answers.filter((a) => a.donation !== null).length;
  // Receipts leave in the background: give the last ones time to land.
  await new Promise((r) => setTimeout(r, 1500));
  const receipts = readOutbox().filter(
    (m) => m.to.startsWith(`${victim}+`) && m.to.endsWith('@example.org'),
  ).length;
  console.log(
    `giving receipts flood: ${accepted} of 20 gifts accepted, ${receipts} receipts to one mailbox, ${Date.now() - started} ms`,
  );
  expect(receipts).toBeGreaterThan(0);
  expect(receipts).toBeLessThanOrEqual(5);
  // Whatever was refused was refused as THROTTLED, never half done.
  for (const a of answers.filter((x) => x.donation === null))
    expect(a.userErrors[0]?.code).toBe('THROTTLED');
});

test('a supporter name carrying a link or an address is refused, naming the field', async () => {
  const client = siteClient();
  const names = [
    'Visit scam-example dot com',
    'scam-example.com',
    'www scamexample',
    'http//scam',
    'me@scam.example',
    'me [at] scam (dot) org',
    'Bob, scam-example ．com',
  ];
  let accepted = 0;
  for (const firstName of names) {
    const result = await donate(client, gift({ firstName, showAsSupporter: true }));
    if (result.donation) accepted += 1;
    else
      expect(result.userErrors, firstName).toEqual([
        expect.objectContaining({
          field: ['input', 'donor', 'firstName'],
          code: 'INVALID',
          message: expect.stringMatching(/link|web address|e-mail/i),
        }),
      ]);
  }
  console.log(`giving scam supporter names: ${accepted} of ${names.length} accepted`);
  expect(accepted).toBe(0);
  expect((await supporters()).map((s) => s.firstName).filter((n) => /scam/i.test(n))).toEqual([]);
  // Real names with dots and initials still give.
  expect(
    (await donate(client, gift({ firstName: 'J. R. R.', showAsSupporter: true }))).userErrors,
  ).toEqual([]);
  expect(
    (await donate(client, gift({ firstName: 'Dot', showAsSupporter: true }))).userErrors,
  ).toEqual([]);
});

test('a scam name stored before the check is shown on the project page as "Anonymous"', async () => {
  const made = await donate(
    siteClient(),
    gift({ firstName: 'Placeholder', showAsSupporter: true }),
  );
  expect(made.donation).not.toBeNull();
  // As an older release stored it: written straight into the ledger's donor row.
  const db = new Database(path.join(securityDataDir, 'site.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `update giving_donors set first_name = ? where id = (select donor_id from giving_donations where id = ?)`,
    ).run('Visit scam-example dot com', made.donation!.id);
  } finally {
    db.close();
  }
  const shown = await supporters();
  console.log(
    `giving stored scam name: shown as ${JSON.stringify(shown.find((s) => /scam|Anonymous/.test(s.firstName))?.firstName)}`,
  );
  expect(shown.map((s) => s.firstName).filter((n) => /scam/i.test(n))).toEqual([]);
  expect(shown.some((s) => s.firstName === 'Anonymous')).toBe(true);
});

test('donation references are random: no sequence, nothing to count gifts by', async () => {
  const client = siteClient();
  const references: string[] = [];
  for (let i = 0; i < 3; i++) references.push((await donate(client, gift())).donation!.reference);
  console.log(`giving references: ${references.join(', ')}`);
  for (const reference of references) {
    expect(reference).not.toMatch(/^D-\d+$/);
    expect(reference).toMatch(/^D-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  }
  expect(new Set(references).size).toBe(3);
});
