/** @jest-environment jsdom */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { appState, initialAppState } from '@site/app-state';
import { answerInIsland } from '@site/contracts/islands';
import { forgetIslandAnswers } from '@site/contracts/island-testing';
import type { TimelineData } from '../api/timeline-pages';
import { era, timelineItem } from '../lib/test-items';
import { TIMELINE_ZOOM, zoomTemplateName } from '../lib/timeline-zoom-island';
import TimelinePage, { islandTemplates } from './timeline-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
jest.mock('./timeline.css', () => ({}));
jest.mock('./timeline-axis.css', () => ({}));

// Entries over two thousand years: each zoom draws its own rows, and some rows fold into clusters.
const timeline: TimelineData = {
  seasons: [{ uid: 'season-1', title: 'Season 1', subtitle: '', span: null, jumpYear: null }],
  items: [
    ...[30, 33, 35, 36, 70, 325, 1170, 1384, 1415, 1517, 1520, 1521, 1530, 1536, 1555, 1560].map(
      (year) => timelineItem(`e${year}`, year),
    ),
    timelineItem('luther', 1483, { kind: 'person', endYear: 1546 }),
  ],
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
    expect(islandTemplates({ ...timeline, items: [] })).toEqual({});
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
    await act(async () => {
      hydrateRoot(served, inRouter(page), { onRecoverableError: (e) => mismatches.push(e) });
    });
    logged.mockRestore();
    expect(mismatches).toEqual([]);
    expect(appState.getState().zoom).toBe(50);
    expect(served.querySelector('[aria-pressed="true"]')?.textContent).toBe('Decades');
    // Still drawn by decades (then redrawn for the window's height, here jsdom's).
    expect(served.querySelector('.timeline-row-label')?.textContent).toBe('30s');
    expect(drawn).toContain('<h2 class="timeline-row-label" style="height:32px">30s</h2>');
  });
});
