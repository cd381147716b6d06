/** @jest-environment jsdom */
import { ISLAND_PRESS, ISLAND_READY_ATTR } from '@site/contracts/islands';
import { EARLY_TOGGLE, holdEarlyActions } from './early-actions';

const live = () => (document.documentElement.dataset.ready = 'true');
const flush = async () => {
  await Promise.resolve(); // the MutationObserver's record
  jest.runOnlyPendingTimers(); // the replay, after the commit
};

describe('holdEarlyActions', () => {
  let pressed: string[];
  const onPress = (event: Event) => pressed.push((event.target as HTMLElement).textContent ?? '');
  beforeEach(() => {
    jest.useFakeTimers();
    pressed = [];
    delete document.documentElement.dataset.ready;
    delete document.documentElement.dataset.held;
    document.body.innerHTML = `
      <button id="menu">Menu</button><button id="off" disabled>Off</button>
      <a href="#elsewhere" id="link">Elsewhere</a>
      <form id="form"><input name="q" /><button id="go" type="submit">Go</button></form>`;
    document.addEventListener('click', onPress);
  });
  afterEach(() => {
    document.removeEventListener('click', onPress);
    jest.useRealTimers();
  });

  it('holds a press until the page is live, then replays it once', async () => {
    const early = holdEarlyActions(document);
    document.getElementById('menu')!.click();
    expect(pressed).toEqual([]);
    live();
    await flush();
    expect(pressed).toEqual(['Menu']);
    document.getElementById('menu')!.click();
    expect(pressed).toEqual(['Menu', 'Menu']);
    early.release(true);
  });

  it('marks <html> while a press is held, so the app hydrates at once; a disclosure is not held', async () => {
    document.body.innerHTML += `<header><button aria-controls="panel" aria-expanded="false">Open</button></header><div id="panel"></div>`;
    holdEarlyActions(document);
    document.querySelector<HTMLElement>('header button')!.click();
    expect(document.documentElement.dataset.held).toBeUndefined();
    document.getElementById('menu')!.click();
    expect(document.documentElement.dataset.held).toBe('true');
    live();
    await flush();
    expect(document.documentElement.dataset.held).toBe('replayed');
    expect(pressed).toEqual(['Menu']);
    delete document.documentElement.dataset.held;
  });

  it('offers a press in a form an island serves to the island; one it takes is neither held nor replayed', async () => {
    const form = document.getElementById('form')!;
    const offered: Element[] = [];
    let take = true;
    form.addEventListener(ISLAND_PRESS, (event) => {
      offered.push((event as CustomEvent<{ submitter: Element }>).detail.submitter);
      if (take) event.preventDefault();
    });
    const onHold = jest.fn();
    const early = holdEarlyActions(document, onHold);
    // Not marked ready: no island listens yet, so the press is held as any other.
    document.getElementById('go')!.click();
    expect(offered).toEqual([]);
    expect(onHold).toHaveBeenCalledTimes(1);
    form.setAttribute(ISLAND_READY_ATTR, '');
    document.getElementById('go')!.click();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(offered).toEqual([document.getElementById('go'), form]);
    expect(onHold).toHaveBeenCalledTimes(1);
    // One the island turns down (a quantity that is none) is held and replayed for the app.
    take = false;
    document.getElementById('go')!.click();
    expect(onHold).toHaveBeenCalledTimes(2);
    live();
    await flush();
    expect(pressed).toEqual(['Go', 'Go']);
    early.release(true);
  });

  it('tells of each held press, so a press with no pointer before it (assistive technology) starts the app', () => {
    const onHold = jest.fn();
    const early = holdEarlyActions(document, onHold);
    document.getElementById('menu')!.click();
    document.getElementById('link')!.click();
    expect(onHold).toHaveBeenCalledTimes(1);
    early.release(false);
  });

  it('leaves links alone: they load their page natively', () => {
    const early = holdEarlyActions(document);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(pressed).toEqual(['Elsewhere']);
    early.release(false);
  });

  it('leaves a form that names its action alone: it submits natively, like a link', () => {
    document.body.innerHTML = `<form id="plain" action="/search"><input name="q" /><button id="send">Search</button></form>`;
    const early = holdEarlyActions(document);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('send')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('plain')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    early.release(false);
  });

  it('keeps a form from submitting natively and submits it once live', async () => {
    const submitted: string[] = [];
    const form = document.getElementById('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('sent');
    });
    const early = holdEarlyActions(document);
    const native = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    live();
    await flush();
    expect(submitted).toEqual(['sent']);
    early.release(true);
  });

  it('replays nothing when released because the app failed to load', async () => {
    const early = holdEarlyActions(document);
    document.getElementById('menu')!.click();
    early.release(false);
    live();
    await flush();
    expect(pressed).toEqual([]);
    document.getElementById('menu')!.click();
    expect(pressed).toEqual(['Menu']);
  });

  describe('a header disclosure (menu, search) pressed before the page is live', () => {
    beforeEach(() => {
      document.body.innerHTML = `
        <header>
          <button id="toggle" aria-expanded="false" aria-controls="panel">Menu</button>
          <div id="panel" data-open="false"><input type="search" id="field" /></div>
        </header>`;
    });

    it('opens and closes in place at once, tells the header, and is never replayed', async () => {
      const onHold = jest.fn();
      const early = holdEarlyActions(document, onHold);
      const button = document.getElementById('toggle')!;
      const panel = document.getElementById('panel')!;
      const toggles = jest.fn();
      button.addEventListener(EARLY_TOGGLE, toggles);
      button.click();
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(panel.dataset.open).toBe('true');
      expect(document.activeElement?.id).toBe('field');
      expect(toggles).toHaveBeenCalledTimes(1);
      expect(onHold).toHaveBeenCalledTimes(1);
      expect(pressed).toEqual([]);
      button.click();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panel.dataset.open).toBe('false');
      live();
      await flush();
      expect(pressed).toEqual([]);
      early.release(true);
    });

    it('is held and replayed like any press when its panel is missing', async () => {
      document.getElementById('panel')!.remove();
      const early = holdEarlyActions(document);
      document.getElementById('toggle')!.click();
      expect(document.getElementById('toggle')!.getAttribute('aria-expanded')).toBe('false');
      live();
      await flush();
      expect(pressed).toEqual(['Menu']);
      early.release(true);
    });
  });
});

describe('a choice pressed before the page is live', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete document.documentElement.dataset.ready;
    document.body.innerHTML = `
      <fieldset data-early-choice data-early-field="amount">
        <button type="button" aria-pressed="true" data-early-value="50">£50</button>
        <button type="button" aria-pressed="false" data-early-value="25">£25</button>
      </fieldset>
      <input id="amount" value="50" />
      <div role="group"><button type="button" aria-pressed="false">Decades</button></div>`;
  });
  afterEach(() => jest.useRealTimers());
  const pressedNames = () =>
    [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent);

  it('is marked at once in its group, fills its field, and is replayed once live', async () => {
    const replayed: string[] = [];
    const onPress = (event: Event) =>
      replayed.push((event.target as HTMLElement).textContent ?? '');
    const early = holdEarlyActions(document);
    document.addEventListener('click', onPress);
    const [, twentyFive] = document.querySelectorAll('fieldset button');
    (twentyFive as HTMLElement).click();
    expect(pressedNames()).toEqual(['£25']);
    expect((document.getElementById('amount') as HTMLInputElement).value).toBe('25');
    expect(replayed).toEqual([]);
    live();
    await flush();
    expect(replayed).toEqual(['£25']);
    document.removeEventListener('click', onPress);
    early.release(false);
  });

  it('is left for the app when its group is not marked for an early answer', () => {
    const early = holdEarlyActions(document);
    (document.querySelector('div[role="group"] button') as HTMLElement).click();
    expect(pressedNames()).toEqual(['£50']);
    early.release(false);
  });
});
