import { isEmail, PHONE } from '../cart/cart-inputs';
import { isCountryCode } from '../commerce/countries';
import { CURRENCIES } from '../commerce/regions';
import type { CardDetails } from '../payments/provider';
import { DELIVERY_HANDLES, type DeliveryHandle, isDeliveryHandle } from './delivery-options';

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  zip: string;
  country: string;
  phone: string | null;
}

/** The total the shopper was shown and agrees to pay, in minor units (see shipping-price.ts). */
export interface ExpectedTotal {
  amount: number;
  currencyCode: string;
}

export interface CheckoutInput {
  email: string;
  shippingAddress: ShippingAddress;
  card: CardDetails;
  idempotencyKey: string;
  /** Optional: without it, only a change of price region is caught (older clients send none). */
  expectedTotal: ExpectedTotal | null;
  /** The delivery option chosen (delivery-options.ts); the first, standard, when a client sends none. */
  shippingMethod: DeliveryHandle;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Control characters and angle brackets have no place in a name or an address. */
function hasForbiddenChars(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 32 || code === 127 || ch === '<' || ch === '>') return true;
  }
  return false;
}
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Checks every field of a checkout submission and reports all problems at once, by field path. */
export function parseCheckoutInput(
  body: unknown,
  today = new Date(),
): { value: CheckoutInput } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const root = record(body);
  const text = (field: string, value: unknown, max: number, required: boolean): string | null => {
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      if (required) errors.push({ field, message: 'This field is required.' });
      return null;
    }
    if (typeof value !== 'string') {
      errors.push({ field, message: 'Must be text.' });
      return null;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) errors.push({ field, message: `Must be at most ${max} characters.` });
    else if (hasForbiddenChars(trimmed))
      errors.push({ field, message: 'Contains characters that are not allowed.' });
    return trimmed;
  };

  const email = text('email', root.email, 254, true);
  if (email !== null && !isEmail(email))
    errors.push({ field: 'email', message: 'Enter a valid email address.' });

  const a = record(root.shippingAddress);
  if (typeof root.shippingAddress !== 'object' || root.shippingAddress === null) {
    errors.push({ field: 'shippingAddress', message: 'A shipping address is required.' });
  }
  const address = {
    firstName: text('shippingAddress.firstName', a.firstName, 100, true),
    lastName: text('shippingAddress.lastName', a.lastName, 100, true),
    address1: text('shippingAddress.address1', a.address1, 200, true),
    address2: text('shippingAddress.address2', a.address2, 200, false),
    city: text('shippingAddress.city', a.city, 100, true),
    province: text('shippingAddress.province', a.province, 100, false),
    zip: text('shippingAddress.zip', a.zip, 20, true),
    country: text('shippingAddress.country', a.country, 2, true),
    phone: text('shippingAddress.phone', a.phone, 30, false),
  };
  if (address.zip !== null && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,19}$/.test(address.zip)) {
    errors.push({ field: 'shippingAddress.zip', message: 'Enter a valid postal code.' });
  }
  if (address.country !== null && (!isCountryCode(address.country) || address.country === 'ZZ')) {
    errors.push({
      field: 'shippingAddress.country',
      message: 'Use a two-letter ISO country code, e.g. GB.',
    });
  }
  const phone = address.phone?.replace(/[\s().-]/g, '') ?? null;
  if (phone !== null && !PHONE.test(phone)) {
    errors.push({
      field: 'shippingAddress.phone',
      message: 'Enter the phone number in international format, e.g. +441234567890.',
    });
  }

  const p = record(root.payment);
  if (typeof root.payment !== 'object' || root.payment === null)
    errors.push({ field: 'payment', message: 'Payment details are required.' });
  const number = text('payment.cardNumber', p.cardNumber, 30, true)?.replace(/[\s-]/g, '') ?? null;
  if (number !== null && !/^[0-9]{12,19}$/.test(number)) {
    errors.push({ field: 'payment.cardNumber', message: 'A card number has 12 to 19 digits.' });
  }
  const month = p.expMonth;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    errors.push({
      field: 'payment.expMonth',
      message: 'The expiry month is a number from 1 to 12.',
    });
  }
  let year = p.expYear;
  if (typeof year === 'number' && Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) {
    errors.push({ field: 'payment.expYear', message: 'The expiry year is a four-digit year.' });
  } else if (
    typeof month === 'number' &&
    (year < today.getUTCFullYear() ||
      (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
  ) {
    // Refused here, not by the provider: an expiry in the past is a typing slip, not a decline to count.
    errors.push({
      field: 'payment.expYear',
      message: 'This card has expired: check the expiry date, or use another card.',
    });
  }
  const cvc = text('payment.cvc', p.cvc === undefined ? undefined : String(p.cvc), 4, true);
  if (cvc !== null && !/^[0-9]{3,4}$/.test(cvc))
    errors.push({ field: 'payment.cvc', message: 'The security code has 3 or 4 digits.' });
  const name = text('payment.name', p.name, 100, true);

  const key = root.idempotencyKey;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    errors.push({
      field: 'idempotencyKey',
      message: 'Send a unique key of 8 to 100 letters, digits, "-" or "_" per checkout.',
    });
  }

  // A decimal string as the summary shows it ("38.97"), turned into minor units without floats.
  let expectedTotal: ExpectedTotal | null = null;
  if (root.expectedTotal !== undefined && root.expectedTotal !== null) {
    const t = record(root.expectedTotal);
    const amount =
      typeof t.amount === 'string'
        ? /^(0|[1-9][0-9]{0,8})(?:\.([0-9]{1,2}))?$/.exec(t.amount)
        : null;
    const currency = t.currencyCode;
    if (
      !amount ||
      typeof currency !== 'string' ||
      !(CURRENCIES as readonly string[]).includes(currency)
    ) {
      errors.push({
        field: 'expectedTotal',
        message:
          'Send the total shown as { amount: "12.34", currencyCode: "GBP" }, or leave it out.',
      });
    } else {
      expectedTotal = {
        amount: Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')),
        currencyCode: currency,
      };
    }
  }

  const method = root.shippingMethod ?? 'standard';
  if (!isDeliveryHandle(method)) {
    errors.push({
      field: 'shippingMethod',
      message: `Choose a delivery option: ${DELIVERY_HANDLES.join(' or ')}.`,
    });
  }

  if (errors.length > 0) return { errors };
  return {
    value: {
      email: email!.toLowerCase(),
      shippingAddress: {
        firstName: address.firstName!,
        lastName: address.lastName!,
        address1: address.address1!,
        address2: address.address2,
        city: address.city!,
        province: address.province,
        zip: address.zip!.toUpperCase(),
        country: address.country!,
        phone,
      },
      card: {
        number: number!,
        expMonth: month as number,
        expYear: year as number,
        cvc: cvc!,
        name: name!,
      },
      idempotencyKey: key as string,
      expectedTotal,
      shippingMethod: method as DeliveryHandle,
    },
  };
}
