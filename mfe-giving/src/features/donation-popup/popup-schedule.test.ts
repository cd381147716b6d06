import { POPUP_STORAGE_KEY, schedulePopup } from './popup-schedule';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('schedulePopup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows once after the delay and records it for the session', () => {
    const storage = memoryStorage();
    let shown = 0;
    schedulePopup(storage, () => shown++, 1000);
    jest.advanceTimersByTime(999);
    expect(shown).toBe(0);
    jest.advanceTimersByTime(1);
    expect(shown).toBe(1);
    expect(storage.getItem(POPUP_STORAGE_KEY)).toBe('1');
    schedulePopup(storage, () => shown++, 1000);
    jest.advanceTimersByTime(5000);
    expect(shown).toBe(1);
  });

  it('does not show, nor record, when cancelled before the delay', () => {
    const storage = memoryStorage();
    let shown = 0;
    const cancel = schedulePopup(storage, () => shown++, 1000);
    cancel();
    jest.advanceTimersByTime(2000);
    expect(shown).toBe(0);
    expect(storage.getItem(POPUP_STORAGE_KEY)).toBeNull();
  });
});
