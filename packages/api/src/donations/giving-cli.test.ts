import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestPaymentProvider } from '../payments/test-provider';
import { closeDatabase, createDatabase } from '../db/database';
import { migrate } from '../compose/migrations';
import { parseArgs } from './giving-cli';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';

jest.setTimeout(60_000);

describe('giving hide-supporter and supporters', () => {
  it('checks every option with a message naming it', () => {
    expect(parseArgs(['--', 'hide-supporter', '--reference', 'd-7kq4-m9xh-2rtb'])).toEqual({
      command: 'hide-supporter',
      target: { reference: 'd-7kq4-m9xh-2rtb' },
      hidden: true,
    });
    expect(parseArgs(['hide-supporter', '--donation', 'abc_DEF-1', '--undo'])).toEqual({
      command: 'hide-supporter',
      target: { donationId: 'abc_DEF-1' },
      hidden: false,
    });
    expect(parseArgs(['supporters', '--project', 'season-4-production'])).toEqual({
      command: 'supporters',
      projectId: 'season-4-production',
    });
    expect(parseArgs(['hide-supporter'])).toEqual({
      error: expect.stringMatching(/one of --reference and --donation/),
    });
    expect(parseArgs(['hide-supporter', '--reference', 'D-1', '--donation', 'x'])).toEqual({
      error: expect.stringMatching(/one of --reference and --donation/),
    });
    expect(parseArgs(['hide-supporter', '--reference', 'D-91'])).toEqual({
      error: expect.stringMatching(/--reference must be a donation reference/),
    });
    expect(parseArgs(['hide-supporter', '--donation', "x' or 1=1"])).toEqual({
      error: expect.stringMatching(/--donation must be a donation id/),
    });
    expect(parseArgs(['hide-supporter', '--reference'])).toEqual({
      error: '--reference needs a value',
    });
    expect(parseArgs(['supporters', '--project', 'Bad Project'])).toEqual({
      error: expect.stringMatching(/--project must be a project id/),
    });
    expect(parseArgs(['supporters'])).toEqual({ error: expect.stringMatching(/takes --project/) });
    expect(parseArgs(['supporters', '--project', 'p', '--bogus'])).toEqual({
      error: expect.stringMatching(/unknown option --bogus/),
    });
  });

  it('hides a supporter in the database the server reads, and a fresh process no longer shows it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-cli-'));
    const url = `file:${path.join(dir, 'site.sqlite')}`;
    const db = createDatabase(url);
    try {
      await migrate(db);
      const giving = new GivingService({
        db,
        payments: new TestPaymentProvider(),
        publicUrl: 'https://x.example',
        catalogue: fixedCatalogue([{ id: 'p', kind: 'PROJECT', title: 'P', goal: null }]),
      });
      const card = {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
        name: 'A B',
      };
      const made = await giving.donate(
        {
          idempotencyKey: `cli-test-key-${Date.now()}`,
          projectId: 'p',
          amount: '5',
          currency: 'GBP',
          frequency: 'ONE_OFF',
          coverFees: false,
          giftAid: false,
          showAsSupporter: true,
          donor: { firstName: 'Shown', lastName: 'B', email: 'a@example.org', country: 'GB' },
          card,
        },
        null,
        '127.0.0.1',
      );
      const reference = made.donation!.reference;
      const cli = (...args: string[]) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', path.join(__dirname, 'giving-cli.ts'), ...args],
          { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
        );

      const listed = cli('supporters', '--project', 'p');
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain(`${reference}\t`);
      expect(listed.stdout).toContain('shown as "Shown"');
      const hidden = cli('hide-supporter', '--reference', reference);
      expect([hidden.status, hidden.stderr]).toEqual([
        0,
        expect.stringContaining(`${reference} is hidden`),
      ]);
      // Another service over the same file, as after a restart.
      const again = new GivingService({
        db,
        payments: new TestPaymentProvider(),
        publicUrl: 'https://x.example',
        catalogue: fixedCatalogue([{ id: 'p', kind: 'PROJECT', title: 'P', goal: null }]),
      });
      expect(await again.supporters('p', 10)).toEqual([]);
      expect(cli('hide-supporter', '--reference', 'D-0000-0000-0000').status).toBe(1);
      expect(cli('hide-supporter', '--reference', 'nonsense').status).toBe(2);
      expect(cli('hide-supporter', '--reference', reference, '--undo').status).toBe(0);
      expect((await again.supporters('p', 10)).map((s) => s.firstName)).toEqual(['Shown']);
    } finally {
      await closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
