import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions, so a journey can assert there were none. */
export function collectErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => !ignore.some((re) => re.test(text)) && errors.push(text);
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}
