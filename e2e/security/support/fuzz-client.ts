import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { type Answer, freshAddress, send, STOREFRONT_PATH, STOREFRONT_TOKEN } from './client';
import { describeChanges, StoredDataGuard } from './fuzz-stored';
import { jsonText, stringsIn } from './fuzz-values';

// The fuzz suite's side of a request: every request answers within ANSWER_MS or the property
// fails ("never hang"), and whatever it carried is remembered so the stored-data check can tell
// the batch's rows from other tests'.

export const ANSWER_MS = 10_000;

export interface FuzzRequest {
  path: string;
  method?: string;
  /** A JSON value (written with jsonText), or a string or bytes sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Strings the request carries besides its body's (literals inside a GraphQL document). */
  carries?: readonly string[];
}

/** A request as a short line for a failure message. */
export function describeRequest(req: FuzzRequest, answer?: Answer): string {
  const body =
    typeof req.body === 'string' || Buffer.isBuffer(req.body)
      ? String(req.body)
      : jsonText(req.body);
  const cut = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}… (${s.length} chars)` : s);
  return `${req.method ?? 'POST'} ${req.path} ${JSON.stringify(req.headers ?? {})}\n  body: ${cut(body)}${answer ? `\n  answer ${answer.status}: ${cut(answer.text)}` : ''}`;
}

/** One request as given: any method may carry a body (siteClient's `send`, with the fuzz suite's time limit). */
function sendRaw(
  address: string,
  req: FuzzRequest,
  body: string | Buffer | undefined,
): Promise<Answer> {
  return send(address, req.path, body, {
    method: req.method ?? 'POST',
    headers: req.headers ?? {},
    timeoutMs: ANSWER_MS,
  });
}

/** A batch of fuzz requests against one stored-data guard. */
export class FuzzBatch {
  readonly guard: StoredDataGuard;

  constructor(owned: readonly string[] = []) {
    this.guard = new StoredDataGuard(owned);
  }

  /** Sends one request from a fresh loopback address and returns whatever it answered in time. */
  async request(req: FuzzRequest): Promise<Answer> {
    this.guard.record(stringsIn(req.body));
    this.guard.record(req.carries ?? []);
    this.guard.record([req.path]);
    const body =
      req.body === undefined || typeof req.body === 'string' || Buffer.isBuffer(req.body)
        ? req.body
        : jsonText(req.body);
    try {
      return await sendRaw(freshAddress(), req, body);
    } catch (error) {
      throw new Error(
        `no answer: ${error instanceof Error ? error.message : String(error)}\n${describeRequest(req)}`,
      );
    }
  }

  /**
   * `request`, checked: it answered, in time, with anything but a 5xx. A fresh address each time,
   * as the throttles count per address: this tests validation, not them.
   */
  async send(req: FuzzRequest): Promise<Answer> {
    const answer = await this.request(req);
    expect(answer.status, `no status for\n${describeRequest(req, answer)}`).toBeGreaterThanOrEqual(
      100,
    );
    expect(answer.status, `a 5xx for\n${describeRequest(req, answer)}`).toBeLessThan(500);
    return answer;
  }

  /** The Storefront API with the public token; `variables` may be any JSON value. */
  storefront(query: string, variables: unknown, extra: Partial<FuzzRequest> = {}): Promise<Answer> {
    return this.send({
      path: STOREFRONT_PATH,
      body: { query, variables },
      ...extra,
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
        ...extra.headers,
      },
    });
  }

  /** The product GraphQL. */
  productGraphql(
    query: string,
    variables: unknown,
    extra: Partial<FuzzRequest> = {},
  ): Promise<Answer> {
    return this.send({
      path: '/graphql',
      body: { query, variables },
      ...extra,
      headers: { 'content-type': 'application/json', ...extra.headers },
    });
  }

  /** Fails when the batch changed stored data; someone else's changes are noted on the test. */
  expectNothingStored(): void {
    const { ours, foreign } = this.guard.changes();
    if (foreign.length > 0) {
      test.info().annotations.push({
        type: 'stored changes by other tests',
        description: describeChanges(foreign),
      });
    }
    expect(ours, `refused requests changed stored data:\n${describeChanges(ours)}`).toEqual([]);
  }
}

/** Runs `property` `numRuns` times in one batch, then checks nothing was stored. */
export async function fuzzBatch<T>(
  options: { owned?: readonly string[]; numRuns: number },
  input: fc.Arbitrary<T>,
  property: (value: T, batch: FuzzBatch) => Promise<void>,
): Promise<void> {
  const batch = new FuzzBatch(options.owned);
  try {
    await fc.assert(
      fc.asyncProperty(input, (value) => property(value, batch)),
      {
        numRuns: options.numRuns,
        // A time cap for the runs and the shrinking together; what ran by then counts.
        interruptAfterTimeLimit: 60_000,
        markInterruptAsFailure: false,
      },
    );
  } catch (error) {
    // What the failing runs stored belongs in the same report.
    const { ours } = batch.guard.changes();
    if (ours.length > 0 && error instanceof Error)
      error.message += `\n\nand the batch changed stored data:\n${describeChanges(ours)}`;
    throw error;
  }
  batch.expectNothingStored();
}

/** The GraphQL answer's data at `field`, for "nothing was accepted" assertions. */
export function payload(answer: Answer, field: string): Record<string, unknown> | null {
  try {
    const data = answer.json<{ data?: Record<string, unknown> | null }>().data;
    return (data?.[field] as Record<string, unknown> | null | undefined) ?? null;
  } catch {
    return null;
  }
}
