import type pg from 'pg';
import { kyselyPool } from './pg-pool';

/** A stand-in for a pg client that records, for each query, whether its socket was corked while it was sent. */
function fakeClient() {
  const socket = { corked: 0, cork: () => socket.corked++, uncork: () => socket.corked-- };
  const sentCorked: boolean[] = [];
  const client = {
    connection: { stream: socket },
    query: (sql: unknown) => {
      if (typeof sql === 'string') sentCorked.push(socket.corked > 0);
      return Promise.resolve({ rows: [], command: 'SELECT', rowCount: 0 });
    },
    release: jest.fn(),
  };
  return { client, socket, sentCorked };
}

describe('kyselyPool', () => {
  it('sends each query with the socket corked and uncorks it after, and hands Kysely one wrapper per client', async () => {
    const { client, socket, sentCorked } = fakeClient();
    const pool = kyselyPool({
      connect: () => Promise.resolve(client),
      end: () => Promise.resolve(),
    } as unknown as pg.Pool);
    const first = await pool.connect();
    await first.query('select 1', []);
    await first.query('select $1', [2]);
    expect(sentCorked).toEqual([true, true]);
    expect(socket.corked).toBe(0);
    expect(await pool.connect()).toBe(first);
    first.release();
    expect(client.release).toHaveBeenCalledTimes(1);
  });
});
