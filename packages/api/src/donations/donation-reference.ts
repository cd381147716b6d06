import { randomBytes } from 'node:crypto';

/*
 * Donation references, as donors see them on receipts and in mail subjects. They used to be the
 * ledger's sequence number (D-000091), which told anyone who gave twice how many gifts the charity
 * had taken in between. New references are random: 60 bits in Crockford's base32 (no I, L, O or U,
 * so they read aloud and type without mix-ups), D-XXXX-XXXX-XXXX; a unique index guards them and a
 * collision draws again. Gifts made before keep their D-000091 (the sequence stays inside the ledger).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM = /^D-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const LEGACY = /^D-(\d{6,9})$/;

export function newDonationReference(): string {
  let bits = 0n;
  for (const byte of randomBytes(8)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 12; i++) text += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return `D-${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

/** The reference a ledger row shows: its random one, or the sequence number of a gift made before. */
export function referenceOf(row: { reference: number; public_reference: string | null }): string {
  return row.public_reference ?? `D-${String(row.reference).padStart(6, '0')}`;
}

/**
 * What a reference typed by a person (an operator, a donor on the phone) names: a random one, or
 * an old sequence number; null when it is neither. Case and the dashes' spacing are forgiven.
 */
export function parseReference(text: string): { reference: string } | { sequence: number } | null {
  const clean = text.trim().toUpperCase().replace(/\s+/g, '');
  if (RANDOM.test(clean)) return { reference: clean };
  const legacy = LEGACY.exec(clean);
  return legacy ? { sequence: Number(legacy[1]) } : null;
}
