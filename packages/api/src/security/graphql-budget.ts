import { addressBucket } from './client-address';
import { throttleKey, type ThrottleStore } from './throttle';

/** A cost budget: at most `cost` points of GraphQL cost per `windowMs`, per client. */
export interface CostBudget {
  cost: number;
  windowMs: number;
}

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number; spent: number };

/**
 * Spends a document's cost from its client's budget: one atomic add in the shared store, keyed by
 * the address bucket (an IPv6 client's whole /64), so every server process counts together. A
 * refused document's cost is counted too: the window is fixed, so retrying never pushes its end
 * further, and a client over its budget stays over it until the window ends.
 */
export async function spendCostBudget(
  store: ThrottleStore,
  scope: string,
  clientAddress: string,
  cost: number,
  budget: CostBudget,
  now: () => number = Date.now,
): Promise<BudgetAnswer> {
  // Every request spends at least 1, so even free documents (`{ __typename }`) are counted.
  const amount = Math.max(1, Math.ceil(Number.isFinite(cost) ? cost : budget.cost + 1));
  const key = throttleKey(scope, addressBucket(clientAddress));
  const { count, resetAt } = await store.hit(key, budget.windowMs, amount);
  if (count <= budget.cost) return { ok: true };
  return {
    ok: false,
    spent: count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  };
}
