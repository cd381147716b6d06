/** Shopify's MoneyV2: a decimal string amount and an ISO 4217 currency code. */
export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/** All six shop currencies have two decimal places, so minor units are hundredths. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function money(minor: number, currencyCode: string): MoneyV2 {
  return { amount: decimalAmount(minor), currencyCode };
}

/** "25", "25.5" or "25.50" in a two-decimal currency → 2550; anything else → null. */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
