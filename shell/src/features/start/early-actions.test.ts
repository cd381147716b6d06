/** @jest-environment jsdom */
import { holdEarlyActions } from './early-actions';

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
});
