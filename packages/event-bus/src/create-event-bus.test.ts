import { createEventBus } from './create-event-bus';

interface TestEvents {
  'cart.changed': { totalQuantity: number };
  'toast.requested': { message: string };
}

describe('createEventBus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus<TestEvents>();
    const cart: number[] = [];
    const toasts: string[] = [];
    bus.on('cart.changed', (p) => cart.push(p.totalQuantity));
    bus.on('cart.changed', (p) => cart.push(p.totalQuantity * 10));
    bus.on('toast.requested', (p) => toasts.push(p.message));

    bus.emit('cart.changed', { totalQuantity: 2 });

    expect(cart).toEqual([2, 20]);
    expect(toasts).toEqual([]);
  });

  it('stops delivering after unsubscribe and leaves no listener behind', () => {
    const bus = createEventBus<TestEvents>();
    const seen: number[] = [];
    const off = bus.on('cart.changed', (p) => seen.push(p.totalQuantity));
    bus.emit('cart.changed', { totalQuantity: 1 });
    off();
    bus.emit('cart.changed', { totalQuantity: 2 });
    expect(seen).toEqual([1]);
    expect(bus.listenerCount('cart.changed')).toBe(0);
  });

  it('once fires a single time', () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    bus.once('toast.requested', (p) => seen.push(p.message));
    bus.emit('toast.requested', { message: 'a' });
    bus.emit('toast.requested', { message: 'b' });
    expect(seen).toEqual(['a']);
  });

  it('keeps delivering to the others when one handler throws, and reports the error', () => {
    const errors: unknown[] = [];
    const bus = createEventBus<TestEvents>((error) => errors.push(error));
    const seen: number[] = [];
    bus.on('cart.changed', () => {
      throw new Error('boom');
    });
    bus.on('cart.changed', (p) => seen.push(p.totalQuantity));
    bus.emit('cart.changed', { totalQuantity: 3 });
    expect(seen).toEqual([3]);
    expect(errors).toHaveLength(1);
  });

  it('lets a handler unsubscribe another during emit without skipping the current round', () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    let offB = () => {};
    bus.on('toast.requested', () => {
      seen.push('a');
      offB();
    });
    offB = bus.on('toast.requested', () => seen.push('b'));
    bus.emit('toast.requested', { message: 'x' });
    bus.emit('toast.requested', { message: 'y' });
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
