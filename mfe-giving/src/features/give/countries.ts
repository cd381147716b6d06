/** The donor's country list: ISO 3166-1 alpha-2 codes with English names, the likeliest first. */
const CODES = [
  'GB', 'US', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'BE', 'CH', 'AT', 'IT', 'ES', 'PT', 'SE', 'NO', 'DK', 'FI', 'IS', 'PL', 'CZ', 'SK', 'HU', 'RO', 'BG',
  'GR', 'HR', 'SI', 'EE', 'LV', 'LT', 'LU', 'MT', 'CY', 'UA', 'ZA', 'NG', 'KE', 'GH', 'UG', 'TZ', 'ZM', 'ZW', 'IN', 'PK', 'BD', 'LK', 'PH', 'SG', 'MY', 'ID',
  'KR', 'JP', 'CN', 'HK', 'TW', 'PG', 'FJ', 'BR', 'AR', 'CL', 'CO', 'PE', 'MX', 'JM', 'TT', 'IL', 'AE',
] as const;

const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });

export const COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  ...CODES.slice(0, 6).map((code) => ({ code, name: names.of(code) ?? code })),
  ...CODES.slice(6)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
];
