const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Whole US dollars as the tours pages show them: "$2,490". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** YYYY-MM-DD as "9 May 2027" (the same on the server and in any browser time zone). */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}
