import { type ActorRefFrom, waitFor } from 'xstate';
import type { CartLineInput } from '../api/cart-types';
import type { cartMachine } from './cart-machine';

let lastRequestId = 0;

/** Spec §4: adding resolves true when the cart was replaced with the result, false otherwise. */
export async function addToCart(
  actor: ActorRefFrom<typeof cartMachine>,
  lines: CartLineInput[],
): Promise<boolean> {
  const requestId = ++lastRequestId;
  actor.send({ type: 'cart.add', requestId, lines });
  const done = await waitFor(actor, (s) => s.context.lastAdd?.requestId === requestId, {
    timeout: 60_000,
  });
  return done.context.lastAdd?.ok === true;
}
