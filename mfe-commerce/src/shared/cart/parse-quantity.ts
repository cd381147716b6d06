/** The most of one item a line may hold; more is a wholesale order, not a shop cart. */
export const MAX_QUANTITY = 99;

/**
 * Spec §5: a quantity is a whole number in base 10 ("08" is 8, "1e2", "0x10", "2.5" and "" are
 * not quantities). Returns null for anything outside 1…MAX_QUANTITY.
 */
export function parseQuantity(value: string): number | null {
  const text = value.trim();
  if (!/^[0-9]{1,4}$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}
