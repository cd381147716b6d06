import { randomBytes } from 'node:crypto';

/**
 * A Luhn-valid 16-digit card number the embedded test provider does not know, so it declines it
 * (card_declined): a card of its own on every call, so a test's declines never meet another
 * test's on the suite's one server.
 */
export function strangerCard(): string {
  const body = `4${Array.from(randomBytes(14), (b) => String(b % 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
