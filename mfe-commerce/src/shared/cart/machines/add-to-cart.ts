import { type ActorRefFrom, waitFor } from 'xstate';
import type { CartLineInput } from '../api/cart-types';
import type { cartMachine } from './cart-machine';

let lastRequestId = 0;

/**
 * Spec §4: adding resolves true when the cart was replaced with the result, false otherwise. On a
 * fresh visit the cart may still be loading (the region is looked up first); an add waits for it,
 * up to `loadTimeout` ms, rather than failing. Never rejects.
 */
export async function addToCart(
  actor: ActorRefFrom<typeof cartMachine>,
  lines: CartLineInput[],
  loadTimeout = 15_000,
): Promise<boolean> {
  try {
    await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'), {
      timeout: loadTimeout,
    });
    const requestId = ++lastRequestId;
    actor.send({ type: 'cart.add', requestId, lines });
    const done = await waitFor(actor, (s) => s.context.lastAdd?.requestId === requestId, {
      timeout: 60_000,
    });
    return done.context.lastAdd?.ok === true;
  } catch {
    return false;
  }
}
