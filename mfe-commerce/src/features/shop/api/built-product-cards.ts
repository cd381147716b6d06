import type { ShopProductCard } from '@site/contracts/page-data';
import { loadStaticQueries } from '@site/ui/rates';

function isCard(value: unknown): value is ShopProductCard {
  if (typeof value !== 'object' || value === null) return false;
  const { handle, title, price } = value as Partial<ShopProductCard>;
  return [handle, title, price?.amount, price?.currencyCode].every((v) => typeof v === 'string');
}

/** The well-formed cards of a `shopProducts` answer (a file from the network is not trusted). */
export function readCards(nodes: unknown): ShopProductCard[] {
  return Array.isArray(nodes) ? nodes.filter(isCard) : [];
}

let pending: Promise<readonly ShopProductCard[]> | null = null;

/**
 * The build's product cards, read once per page from the static query file (which the prices' rates
 * come from too). None when it cannot be read: the cards then come from the live query alone.
 */
export function builtProductCards(): Promise<readonly ShopProductCard[]> {
  pending ??= loadStaticQueries().then(
    (sq) => readCards(sq.shopProducts?.nodes),
    () => [],
  );
  return pending;
}

/** For tests: read the file again next time. */
export function resetBuiltProductCards(): void {
  pending = null;
}

/** The cards for `handles`, in their order; unknown handles are left out. */
export function pickCards(
  cards: readonly ShopProductCard[],
  handles: readonly string[],
): ShopProductCard[] {
  return handles.flatMap((h) => cards.find((c) => c.handle === h) ?? []);
}
