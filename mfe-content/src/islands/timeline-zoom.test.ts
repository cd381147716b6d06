/** @jest-environment jsdom */
import { HYDRATING, ISLAND_READY_ATTR, settledIslandAnswer } from '@site/contracts/islands';
import { answerLanded, loadIsland, offerPress } from '@site/contracts/island-testing';
import { TIMELINE_ZOOM } from '../features/timeline/lib/timeline-zoom-island';

// A served timeline as the build writes it: the zoom buttons, the axis at "Years", and the
// templates of the other zooms beside #root.
const served = `
  <div id="root"><div class="timeline-controls">
    <div role="group" aria-label="Zoom" data-island="content" data-season="season-1">
      <button type="button" aria-pressed="false" data-zoom="century">Centuries</button>
      <button type="button" aria-pressed="false" data-zoom="decade">Decades</button>
      <button type="button" aria-pressed="true" data-zoom="year">Years</button>
    </div>
    <input type="checkbox" checked /><input type="checkbox" checked />
  </div>
  <section id="timeline-panel"><div class="timeline-axis"><h2>1517</h2></div></section></div>
  <template data-island-template="timeline-zoom-century"><div class="timeline-axis"><h2>1500s</h2></div></template>
  <template data-island-template="timeline-zoom-decade"><div class="timeline-axis"><h2>1510s</h2></div></template>`;

const button = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === name)!;
const rows = () =>
  [...document.querySelectorAll('#root .timeline-axis h2')].map((h) => h.textContent);
const pressed = () => document.querySelector('#root [aria-pressed="true"]')?.textContent;
const announced = () => document.querySelector('body > [aria-live="polite"]')?.textContent;
const axisTop = (top: number) =>
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

describe('the timeline zoom island', () => {
  async function load(path = '/timeline') {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = served;
    await loadIsland(() => import('./timeline-zoom'));
  }
  beforeEach(() => {
    delete document.documentElement.dataset[HYDRATING];
    axisTop(300);
  });
  afterEach(() => jest.restoreAllMocks());

  it('puts the axis at the pressed zoom in place, as the page does, and keeps it for the app', async () => {
    await load();
    expect(document.querySelector(`[data-island="content"][${ISLAND_READY_ATTR}]`)).not.toBeNull();
    expect(offerPress(button('Decades')).defaultPrevented).toBe(true);
    await answerLanded();
    expect(rows()).toEqual(['1510s']);
    expect(pressed()).toBe('Decades');
    expect(window.location.search).toBe('?season=season-1&zoom=decade');
    expect(announced()).toBe('Zoom: decades.');
    expect(settledIslandAnswer(TIMELINE_ZOOM)).toEqual({ ok: true, value: 'decade' });
    // And again, from the zoom it drew: each template is put in place afresh.
    expect(offerPress(button('Centuries')).defaultPrevented).toBe(true);
    await answerLanded();
    expect(rows()).toEqual(['1500s']);
    expect(pressed()).toBe('Centuries');
    expect(window.location.search).toBe('?season=season-1&zoom=century');
    expect(settledIslandAnswer(TIMELINE_ZOOM)).toEqual({ ok: true, value: 'century' });
    expect(document.querySelectorAll('template')).toHaveLength(2);
  });

  it('leaves to the app a press on the zoom already shown, or one it has no template for', async () => {
    await load();
    expect(offerPress(button('Years')).defaultPrevented).toBe(false);
    document.querySelector('[data-island-template="timeline-zoom-decade"]')!.remove();
    expect(offerPress(button('Decades')).defaultPrevented).toBe(false);
    expect(rows()).toEqual(['1517']);
    expect(pressed()).toBe('Years');
  });

  it('leaves to the app what the served axis does not show', async () => {
    // Scrolled into the axis: the page keeps the year at the top in view as it zooms.
    await load();
    axisTop(10);
    expect(offerPress(button('Decades')).defaultPrevented).toBe(false);
    axisTop(300);
    // A filter box changed in the served page.
    document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = false;
    expect(offerPress(button('Decades')).defaultPrevented).toBe(false);
    // An address naming a zoom, season or year the app is yet to show.
    for (const path of [
      '/timeline?zoom=century',
      '/timeline?season=season-2',
      '/timeline?at=1517',
    ]) {
      await load(path);
      expect(offerPress(button('Decades')).defaultPrevented).toBe(false);
    }
    // The app has started rendering: the page's markup is React's.
    await load();
    document.documentElement.dataset[HYDRATING] = '';
    expect(offerPress(button('Decades')).defaultPrevented).toBe(false);
    expect(rows()).toEqual(['1517']);
    expect(pressed()).toBe('Years');
  });

  it('keeps other parameters of the address', async () => {
    await load('/timeline?utm_source=news#top');
    offerPress(button('Decades'));
    await answerLanded();
    expect(window.location.search).toBe('?utm_source=news&season=season-1&zoom=decade');
    expect(window.location.hash).toBe('#top');
  });
});
