/** @jest-environment jsdom */
import {
  answerInIsland,
  ISLAND_PRESS,
  ISLAND_READY_ATTR,
  islandAnswer,
  islandSettled,
  offerToIsland,
  settledIslandAnswer,
} from './islands';

const html = document.documentElement;
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('islands', () => {
  beforeEach(() => {
    document.body.innerHTML = `<form id="f"><input name="q" /><button id="b">Add</button></form><button id="out">Out</button>`;
  });

  it('offers a press only where an island is ready, and says whether it was taken', () => {
    const form = document.getElementById('f')!;
    const button = document.getElementById('b')!;
    const seen: unknown[] = [];
    form.addEventListener(ISLAND_PRESS, (e) => {
      seen.push((e as CustomEvent).detail.submitter);
      e.preventDefault();
    });
    expect(offerToIsland(button)).toBe(false);
    form.setAttribute(ISLAND_READY_ATTR, '');
    expect(offerToIsland(button)).toBe(true);
    expect(offerToIsland(form)).toBe(true);
    expect(offerToIsland(document.getElementById('out')!)).toBe(false);
    expect(seen).toEqual([button, form]);
  });

  it('marks <html> busy until the answer is painted, and keeps the answer for the app', async () => {
    let finish!: (v: string) => void;
    const answer = answerInIsland('k', () => new Promise<string>((r) => (finish = r)));
    expect(html.dataset.islandBusy).toBe('1');
    expect(islandAnswer('k')).toBe(answer);
    expect(settledIslandAnswer('k')).toBeUndefined();
    finish('cart-1');
    await answer;
    expect(settledIslandAnswer('k')).toEqual({ ok: true, value: 'cart-1' });
    expect(html.dataset.islandBusy).toBe('1');
    await frame();
    expect(html.dataset.islandBusy).toBeUndefined();
  });

  it('records a failure as settled, not as a value', async () => {
    const answer = answerInIsland('bad', () => Promise.reject(new Error('no')));
    await expect(answer).rejects.toThrow('no');
    expect(settledIslandAnswer('bad')).toEqual({ ok: false });
    await frame();
    expect(html.dataset.islandBusy).toBeUndefined();
  });

  it('settles after the grace period when nothing is busy, and waits while something is', async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      void islandSettled(document, 400, 5000).then(() => (settled = true));
      html.dataset.islandBusy = '1';
      await jest.advanceTimersByTimeAsync(1000);
      expect(settled).toBe(false);
      delete html.dataset.islandBusy;
      await jest.advanceTimersByTimeAsync(20);
      expect(settled).toBe(true);
      // Never later than the bound.
      let bounded = false;
      html.dataset.islandBusy = '1';
      void islandSettled(document, 400, 5000).then(() => (bounded = true));
      await jest.advanceTimersByTimeAsync(5100);
      expect(bounded).toBe(true);
      delete html.dataset.islandBusy;
    } finally {
      jest.useRealTimers();
    }
  });
});
