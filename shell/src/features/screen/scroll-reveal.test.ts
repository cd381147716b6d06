/** @jest-environment jsdom */
import { initScrollReveal, resetScrollRevealForTests, type RevealDeps } from './scroll-reveal';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

function harness(reduced = false) {
  let callback: Callback = () => undefined;
  const observed = new Set<Element>();
  class FakeIO {
    constructor(cb: Callback) {
      callback = cb;
    }
    observe(el: Element) {
      observed.add(el);
    }
    unobserve(el: Element) {
      observed.delete(el);
    }
    disconnect() {
      observed.clear();
    }
  }
  let down = true;
  const deps: RevealDeps = {
    document,
    matchMedia: (q) => ({ matches: reduced && q.includes('reduce') }),
    IntersectionObserver: FakeIO as unknown as typeof IntersectionObserver,
    MutationObserver,
    scrollingDown: () => down,
  };
  return {
    deps,
    observed,
    fire: (target: Element, isIntersecting: boolean) => callback([{ target, isIntersecting }]),
    setDown: (d: boolean) => (down = d),
  };
}

describe('scroll reveal (spec §3, §9)', () => {
  afterEach(() => {
    resetScrollRevealForTests();
    document.body.innerHTML = '';
  });

  it('shows a section on screen at load as it is, and hides one below until it is scrolled to', () => {
    document.body.innerHTML =
      '<section data-reveal id="a"></section><section data-reveal id="b"></section>';
    const h = harness();
    initScrollReveal(h.deps);
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    h.fire(a, true);
    h.fire(b, false);
    expect(a.className).toBe('is-revealed');
    expect(a.dataset.revealFrom).toBeUndefined();
    expect(b.className).toBe('reveal-pending');
    h.fire(b, true);
    expect(b.className).toBe('is-revealed');
    expect(b.dataset.revealFrom).toBe('below');
    expect(h.observed.size).toBe(0);
  });

  it('follows the scroll direction, and watches sections a client navigation adds', async () => {
    const h = harness();
    initScrollReveal(h.deps);
    const late = document.createElement('section');
    late.setAttribute('data-reveal', '');
    document.body.append(late);
    await Promise.resolve();
    expect(h.observed.has(late)).toBe(true);
    h.fire(late, false);
    h.setDown(false);
    h.fire(late, true);
    expect(late.dataset.revealFrom).toBe('above');
  });

  it('does nothing under prefers-reduced-motion, and starts only once', () => {
    document.body.innerHTML = '<section data-reveal id="a"></section>';
    const h = harness(true);
    const first = initScrollReveal(h.deps);
    expect(h.observed.size).toBe(0);
    expect(initScrollReveal(harness().deps)).toBe(first);
  });
});
