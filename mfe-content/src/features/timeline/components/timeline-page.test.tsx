/** @jest-environment jsdom */
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { appState, initialAppState } from '@site/app-state';
import { answerInIsland } from '@site/contracts/islands';
import { forgetIslandAnswers } from '@site/contracts/island-testing';
import type { TimelineData } from '../api/timeline-pages';
import { era, timelineItem } from '../lib/test-items';
import { encodeEntries } from '../lib/timeline-season-file';
import { TIMELINE_ZOOM, zoomTemplateName } from '../lib/timeline-zoom-island';
import TimelinePage, { islandTemplates } from './timeline-page';
import { forgetSeasons } from './use-season-items';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
jest.mock('./timeline.css', () => ({}));
jest.mock('./timeline-axis.css', () => ({}));

// Entries over two thousand years: each zoom draws its own rows, and some rows fold into clusters.
const timeline: TimelineData = {
  seasons: [{ uid: 'season-1', title: 'Season 1', subtitle: '', span: null, jumpYear: null }],
  entries: encodeEntries('season-1', [
    ...[30, 33, 35, 36, 70, 325, 1170, 1384, 1415, 1517, 1520, 1521, 1530, 1536, 1555, 1560].map(
      (year) => timelineItem(`e${year}`, year),
    ),
    timelineItem('luther', 1483, { kind: 'person', endYear: 1546 }),
  ]),
  eras: [era('early', 'period', 30, 500), era('reform', 'subPeriod', 1500, 1600)],
};
const route = { id: 'content.timeline', path: '/timeline', title: 'Timeline' };
const page = <TimelinePage data={timeline} params={{}} route={route} />;
const inRouter = (node: ReactElement) => (
  <MemoryRouter initialEntries={['/timeline']}>{node}</MemoryRouter>
);
const serve = (node: ReactElement) => renderToString(inRouter(node));
const axisOf = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('.timeline-axis')!.outerHTML;
};

describe('the timeline and its zoom island', () => {
  beforeEach(() => {
    appState.setState({ ...initialAppState });
    window.history.replaceState(null, '', '/timeline');
    delete document.documentElement.dataset.ready;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    forgetIslandAnswers();
  });

  it('has a template of the axis, as the page first draws it, for each zoom it is not served at', () => {
    const templates = islandTemplates(timeline);
    expect(Object.keys(templates).sort()).toEqual(
      [zoomTemplateName('century'), zoomTemplateName('decade')].sort(),
    );
    for (const [level, zoom] of [
      ['century', 0],
      ['decade', 50],
    ] as const) {
      appState.setState({ zoom });
      const template = serve(templates[zoomTemplateName(level)]!);
      expect(template).toBe(axisOf(serve(page)));
      expect(template).toContain('class="timeline-row"');
    }
    // Each zoom draws something of its own.
    expect(serve(templates[zoomTemplateName('century')]!)).not.toBe(
      serve(templates[zoomTemplateName('decade')]!),
    );
    expect(islandTemplates({ ...timeline, entries: encodeEntries('season-1', []) })).toEqual({});
  });

  it('hydrates over the zoom an island drew before the app was live, and takes it up', async () => {
    const served = document.createElement('div');
    served.innerHTML = serve(page);
    document.body.append(served);
    // What the island does: the template in place of the axis, the button, the address, the answer.
    const template = document.createElement('template');
    template.innerHTML = serve(islandTemplates(timeline)[zoomTemplateName('decade')]!);
    served.querySelector('.timeline-axis')!.replaceWith(template.content.cloneNode(true));
    for (const button of served.querySelectorAll('button[data-zoom]'))
      button.setAttribute('aria-pressed', String(button.textContent === 'Decades'));
    window.history.replaceState(null, '', '/timeline?season=season-1&zoom=decade');
    await answerInIsland(TIMELINE_ZOOM, async () => 'decade');
    const drawn = served.innerHTML;

    const mismatches: unknown[] = [];
    const logged = jest
      .spyOn(console, 'error')
      .mockImplementation((...args) => mismatches.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(served, inRouter(page), {
        onRecoverableError: (e) => mismatches.push(e),
      });
    });
    logged.mockRestore();
    expect(mismatches).toEqual([]);
    expect(appState.getState().zoom).toBe(50);
    expect(served.querySelector('[aria-pressed="true"]')?.textContent).toBe('Decades');
    // Still drawn by decades (then redrawn for the window's height, here jsdom's).
    expect(served.querySelector('.timeline-row-label')?.textContent).toBe('30s');
    expect(drawn).toContain('<h2 class="timeline-row-label" style="height:32px">30s</h2>');
    await act(async () => root?.unmount());
  });

  it("fetches a season it was not served at from that season's file, saying so meanwhile, and tries again after a failure", async () => {
    const twoSeasons: TimelineData = {
      ...timeline,
      seasons: [
        ...timeline.seasons,
        { uid: 'season-2', title: 'Season 2', subtitle: '', span: null, jumpYear: null },
      ],
    };
    const later = [1600, 1700, 1844].map((year) =>
      timelineItem(`late${year}`, year, { seasons: ['season-2'] }),
    );
    let answer: (res: Response) => void = () => {};
    const fetched: string[] = [];
    const fetchMock = jest.fn((url: string) => {
      fetched.push(url);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const reply = (status: number, body: unknown) =>
      ({ ok: status === 200, status, json: async () => body }) as Response;
    forgetSeasons();
    const holder = document.createElement('div');
    document.body.append(holder);
    const root = createRoot(holder);
    await act(async () => {
      root.render(inRouter(<TimelinePage data={twoSeasons} params={{}} route={route} />));
    });
    // Served at season 1: drawn from the page, nothing fetched.
    expect(holder.querySelectorAll('[data-stop]').length).toBeGreaterThan(0);
    expect(fetched).toEqual([]);

    const tab2 = () => holder.querySelector<HTMLButtonElement>('[data-season="season-2"]')!;
    await act(async () => tab2().click());
    expect(fetched).toEqual(['/files/content/timeline-season-2.json']);
    expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading Season 2…');
    expect(holder.querySelector('.timeline-axis')).toBeNull();

    // A failure says so; trying again fetches again and draws the season.
    await act(async () => answer(reply(503, null)));
    expect(holder.querySelector('[role="alert"]')?.textContent).toContain(
      'Season 2 could not be loaded',
    );
    const again = [...holder.querySelectorAll('button')].find(
      (b) => b.textContent === 'Try again',
    )!;
    await act(async () => again.click());
    expect(fetched).toHaveLength(2);
    // Another season's file, or a malformed one, is a failure too.
    await act(async () => answer(reply(200, encodeEntries('season-3', later))));
    expect(holder.querySelector('[role="alert"]')).not.toBeNull();
    await act(async () =>
      [...holder.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click(),
    );
    await act(async () => answer(reply(200, encodeEntries('season-2', later))));
    const titles = [...holder.querySelectorAll('[data-stop]')].map((e) => e.textContent);
    expect(titles.join(' ')).toContain('late1600');
    expect(titles.join(' ')).not.toContain('e1517');
    expect(holder.querySelector('.timeline-summary')?.textContent).toContain('3 entries');

    // Back to season 1 and again to season 2: drawn at once, from the page and the kept file.
    await act(async () =>
      holder.querySelector<HTMLButtonElement>('[data-season="season-1"]')!.click(),
    );
    expect(holder.querySelector('.timeline-summary')?.textContent).toContain('17 entries');
    await act(async () => tab2().click());
    expect(holder.querySelector('[role="status"]')).toBeNull();
    expect(holder.querySelector('.timeline-summary')?.textContent).toContain('3 entries');
    expect(fetched).toHaveLength(3);

    // A season the page has no tab for (a state kept from another build) is not fetched.
    await act(async () => appState.setState({ seasonTab: 'season-9' }));
    expect(fetched).toHaveLength(3);
    expect(holder.textContent).toContain('Nothing is shown');
    await act(async () => root.unmount());
  });
});
