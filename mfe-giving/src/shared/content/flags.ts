const REGIONAL_INDICATOR_A = 0x1f1e6;

/** An ISO 3166-1 alpha-2 code, upper-cased, or null when it is not one. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The flag emoji of a country code: its two letters as regional-indicator symbols ("MX" → 🇲🇽). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

let names: Intl.DisplayNames | null | undefined;

/**
 * The country's English name ("MX" → "Mexico"), made at build time so screen readers get a name
 * rather than two letter symbols; the code itself when the runtime has no region names.
 */
export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code;
}
