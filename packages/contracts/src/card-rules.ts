/*
 * The card rules (issue 27): one module the browser forms (through @site/ui/forms) and the product
 * API (packages/api/src/checkout/luhn.ts) both import. Pure functions, no React, no DOM: the
 * browser checks them for a quick answer, the API checks them again and its answer counts.
 */

/** A card number as typed ("4242 4242-4242 4242") as its digits: spaces and dashes dropped. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A card number has 12 to 19 digits. */
export const CARD_NUMBER = /^[0-9]{12,19}$/;

/** The Luhn (mod 10) check every card number carries in its last digit; false for anything but 12 to 19 digits. */
export function luhnValid(digits: string): boolean {
  if (!CARD_NUMBER.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that makes `body` pass the Luhn check when appended to it. */
export function luhnCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return String(digit);
  throw new Error(`"${body}" is not a card number body`);
}

/** What is wrong with a typed card number, or null when it is a valid one. */
export function cardNumberProblem(value: string): 'missing' | 'length' | 'checksum' | null {
  const digits = normaliseCardNumber(value);
  if (!digits) return 'missing';
  if (!CARD_NUMBER.test(digits)) return 'length';
  return luhnValid(digits) ? null : 'checksum';
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** "5", "05", "12" → 5, 5, 12; anything but a month 1–12 → null. */
export function parseExpiryMonth(value: string): number | null {
  const text = value.trim();
  if (!/^[0-9]{1,2}$/.test(text)) return null;
  const month = Number.parseInt(text, 10);
  return month >= 1 && month <= 12 ? month : null;
}

/** "30" or "2030" → 2030; anything else → null. */
export function parseExpiryYear(value: string): number | null {
  const text = value.trim();
  if (/^[0-9]{2}$/.test(text)) return 2000 + Number.parseInt(text, 10);
  if (/^20[0-9]{2}$/.test(text)) return Number.parseInt(text, 10);
  return null;
}

/** "12/28" or "12 / 2028" → { month: 12, year: 2028 }; null otherwise. */
export function parseExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good to the end of its expiry month; `today` is read in UTC, as the API reads it. */
export function expiryPassed(expiry: CardExpiry, today: Date): boolean {
  const year = today.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < today.getUTCMonth() + 1);
}

/** The security code: 3 or 4 digits. */
export function cvcValid(value: string): boolean {
  return /^[0-9]{3,4}$/.test(value.trim());
}

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const HOLDER = /^[^<>\u0000-\u001f]{1,100}$/;

/** The name on the card: 1 to 100 characters, without < or > or control characters. */
export function cardNameValid(value: string): boolean {
  return HOLDER.test(value.trim());
}

/** The card as the forms that take it in one expiry field hold it (giving, tours). */
export interface CardFormFields {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormFields, string>>;

export const EMPTY_CARD: Readonly<CardFormFields> = Object.freeze({
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardName: '',
});

/** What each rule says when a card breaks it, telling how to fix it. */
export const CARD_MESSAGES = {
  numberMissing: 'Enter the card number.',
  numberLength: 'Enter the 12 to 19 digits of the card number.',
  numberChecksum: 'Check the card number: it is not a valid card number.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  name: 'Enter the name on the card.',
} as const;

/** The message for a typed card number, or undefined when it is valid. */
export function cardNumberError(value: string): string | undefined {
  switch (cardNumberProblem(value)) {
    case 'missing':
      return CARD_MESSAGES.numberMissing;
    case 'length':
      return CARD_MESSAGES.numberLength;
    case 'checksum':
      return CARD_MESSAGES.numberChecksum;
    default:
      return undefined;
  }
}

/** Every card field checked at once; `today` decides expiry. */
export function cardErrors(f: CardFormFields, today = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = cardNumberError(f.cardNumber);
  if (number) errors.cardNumber = number;
  const expiry = parseExpiry(f.cardExpiry);
  if (!expiry) errors.cardExpiry = CARD_MESSAGES.expiry;
  else if (expiryPassed(expiry, today)) errors.cardExpiry = CARD_MESSAGES.expired;
  if (!cvcValid(f.cardCvc)) errors.cardCvc = CARD_MESSAGES.cvc;
  if (!cardNameValid(f.cardName)) errors.cardName = CARD_MESSAGES.name;
  return errors;
}

/** The form's card as the API's CardInput (an unreadable expiry as 0/0, which the API refuses). */
export function cardInput(f: CardFormFields): {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
} {
  const expiry = parseExpiry(f.cardExpiry);
  return {
    number: normaliseCardNumber(f.cardNumber),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: f.cardCvc.trim(),
    name: f.cardName.trim(),
  };
}

/**
 * The payment API's codes for a card that was refused (by the bank or by the card's own checks):
 * a form shows them on the card's fields rather than as a general failure.
 */
export const CARD_DECLINE_CODES: ReadonlySet<string> = new Set([
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'INVALID_NUMBER',
  'AUTHENTICATION_REQUIRED',
  'AUTHENTICATION_FAILED',
  'PROCESSING_ERROR',
]);

/**
 * The card's fields by the last segment of the payment API's error path (`input.card.number` …);
 * a refusal of the card as a whole (`card`) is shown on its number.
 */
export const CARD_FIELD_OF_PATH: Readonly<Record<string, keyof CardFormFields>> = {
  number: 'cardNumber',
  expMonth: 'cardExpiry',
  expYear: 'cardExpiry',
  cvc: 'cardCvc',
  name: 'cardName',
  card: 'cardNumber',
};
