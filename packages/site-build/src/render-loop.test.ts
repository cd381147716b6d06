import type { RouteInfo } from '@site/contracts/remote';
import type { PlannedPage } from './plan-pages';
import type { RenderJob, RenderTimes } from './render-page';
import { BATCH, type RenderPool } from './render-pool';
import { FEW_PAGES, renderPlanned, shareOut } from './render-loop';
import type { AreaInput } from './site-inputs';

const route = { id: 'read', path: '/read/:uid' } as unknown as RouteInfo;
const area = { name: 'content', routes: [route] } as unknown as AreaInput;
const appData = { buildHash: 'b', builtAt: '2026-01-01T00:00:00.000Z', staticQueryHash: 'q' };

function pages(count: number): PlannedPage[] {
  return Array.from({ length: count }, (_, i) => ({
    area,
    page: {
      path: `/read/a${i}`,
      routeId: 'read',
      head: { title: `A${i}` },
      data: { i },
      dependencies: [],
    },
    route,
    key: `read/a${i}`,
    dataHash: '',
    pending: { render: true },
  }));
}

/** A pool that takes a batch only when `room` says so, and records what it was given. */
function fakePool(room: () => boolean) {
  const given: string[] = [];
  const pool: RenderPool = {
    threads: 1,
    startBuild: () => undefined,
    submit: async (jobs) => void given.push(...jobs.map((j) => j.path)),
    hasRoom: room,
    drain: async () => ({ ssr: {}, compose: 0, write: 0 }),
    close: async () => undefined,
  };
  return { pool, given };
}

async function run(
  planned: PlannedPage[],
  pools: { current: RenderPool | null; open: (() => RenderPool) | null },
) {
  const here: string[] = [];
  const result = await renderPlanned({
    candidates: planned,
    origin: 'http://content.invalid',
    appData,
    staticQueries: {},
    stage: null,
    pool: pools,
    renderHere: () => async (job: RenderJob, _times: RenderTimes) => void here.push(job.path),
    progress: () => undefined,
  });
  return { here, ...result };
}

test('every page is rendered once, here when the threads have no room, by them otherwise', async () => {
  let turn = 0;
  // Room every other time it is asked: both renderers get batches.
  const { pool, given } = fakePool(() => turn++ % 2 === 0);
  const planned = pages(BATCH * 6 + 5);
  const { here, rendered } = await run(planned, { current: pool, open: null });
  expect(rendered).toBe(planned.length);
  expect(given.length).toBeGreaterThan(0);
  expect(here.length).toBeGreaterThan(0);
  expect([...here, ...given].sort()).toEqual(planned.map((p) => p.page.path).sort());
  // Each page's data is let go once it is text.
  expect(planned.every((p) => p.page.data === undefined && p.dataHash !== '')).toBe(true);
});

test('a few pages render here without opening threads; more open them', async () => {
  const opened: number[] = [];
  const open = () => {
    opened.push(1);
    return fakePool(() => true).pool;
  };
  const few = await run(pages(FEW_PAGES - 1), { current: null, open });
  expect(few.here).toHaveLength(FEW_PAGES - 1);
  expect(opened).toHaveLength(0);
  const pools = { current: null as RenderPool | null, open };
  const many = await run(pages(FEW_PAGES * 2), pools);
  expect(opened).toHaveLength(1);
  expect(pools.current).not.toBeNull();
  // Threads that always have room take every whole batch, those queued before they opened too;
  // the last pages, fewer than a batch, are shared out with this thread.
  const tail = (FEW_PAGES * 2) % BATCH;
  expect(many.here.length).toBeGreaterThan(0);
  expect(many.here.length).toBeLessThan(tail);
});

test('the last pages are dealt out by their size, the largest first, to the lane with least', () => {
  const job = (name: string, size: number) => ({ name, json: 'x'.repeat(size) });
  const lanes = shareOut(
    [
      job('listing', 1000),
      job('article', 100),
      job('blog', 900),
      job('person', 150),
      job('home', 50),
    ],
    2,
  );
  expect(lanes.map((l) => l.map((j) => j.name))).toEqual([
    ['listing', 'article'],
    ['blog', 'person', 'home'],
  ]);
  expect(shareOut([job('only', 10)], 3).map((l) => l.length)).toEqual([1, 0, 0]);
});
