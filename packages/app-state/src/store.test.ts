import { createStore, initialAppState } from './store';

describe('app state', () => {
  it('starts with the spec §3 initial values', () => {
    expect(initialAppState).toMatchObject({
      currency: undefined,
      language: 'BR',
      peopleTab: 'timeline',
      seasonTab: 'season-1',
      eventsChecked: true,
      peopleChecked: true,
      skipTime: '10',
      zoom: 100,
      donatingProjectId: '',
      audioPaused: true,
    });
  });

  it('notifies on a real change and not on a no-op', () => {
    const store = createStore({ ...initialAppState });
    const calls: number[] = [];
    store.subscribe(() => calls.push(store.getState().zoom));
    store.setState({ zoom: 100 });
    store.setState({ zoom: 40 });
    expect(calls).toEqual([40]);
  });

  it('replaces the state object on change, so selectors see a new snapshot', () => {
    const store = createStore({ ...initialAppState });
    const before = store.getState();
    store.setState({ language: 'DE' });
    expect(store.getState()).not.toBe(before);
    expect(before.language).toBe('BR');
  });

  it('unsubscribes', () => {
    const store = createStore({ ...initialAppState });
    let calls = 0;
    const off = store.subscribe(() => calls++);
    off();
    store.setState({ zoom: 1 });
    expect(calls).toBe(0);
  });
});
