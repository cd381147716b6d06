import { leaveApp } from './leave-app';

type Listener = { fn: (event: Event) => void; capture: boolean };

/** A window whose popstate listeners run as browsers run them at the target: capture ones first. */
function fakeWindow() {
  let listeners: Listener[] = [];
  const shows: ((event: Event) => void)[] = [];
  const calls: string[] = [];
  const target = {
    addEventListener: (
      type: string,
      fn: (event: Event) => void,
      options?: boolean | { once?: boolean },
    ) => (type === 'pageshow' ? shows.push(fn) : listeners.push({ fn, capture: options === true })),
    removeEventListener: (_type: string, fn: (event: Event) => void, capture?: boolean) =>
      (listeners = listeners.filter((l) => l.fn !== fn || l.capture !== Boolean(capture))),
  };
  const win = {
    ...target,
    location: {
      assign: (to: string) => calls.push(`assign ${to}`),
      reload: () => calls.push('reload'),
    },
    history: { back: () => calls.push('back') },
  };
  const pop = () => {
    const event = new Event('popstate');
    let stopped = false;
    event.stopImmediatePropagation = () => void (stopped = true);
    for (const l of [
      ...listeners.filter((l) => l.capture),
      ...listeners.filter((l) => !l.capture),
    ]) {
      if (stopped) break;
      l.fn(event);
    }
  };
  const show = (persisted: boolean) =>
    shows.forEach((fn) => fn(Object.assign(new Event('pageshow'), { persisted })));
  return { win: win as unknown as Window, calls, pop, show, target };
}

describe('leaveApp', () => {
  it('after a pop or a replace, loads the address at once', () => {
    const { win, calls } = fakeWindow();
    leaveApp('/tours/x', false, win);
    expect(calls).toEqual(['assign /tours/x']);
  });

  it('after a push, steps back first, hides that step from later listeners, then loads the address once', () => {
    const { win, calls, pop, target } = fakeWindow();
    const router = jest.fn();
    target.addEventListener('popstate', router);
    leaveApp('/tours/x', true, win);
    expect(calls).toEqual(['back']);
    pop();
    expect(calls).toEqual(['back', 'assign /tours/x']);
    expect(router).not.toHaveBeenCalled();
    pop(); // a later history step is the router's again
    expect(calls).toHaveLength(2);
    expect(router).toHaveBeenCalledTimes(1);
  });
});

it('a document restored from the back/forward cache after leaving so is loaded afresh', () => {
  const { win, calls, pop, show } = fakeWindow();
  leaveApp('/tours/x', true, win);
  pop();
  show(false);
  expect(calls).toEqual(['back', 'assign /tours/x']);
  show(true);
  expect(calls).toEqual(['back', 'assign /tours/x', 'reload']);
});
