import { chromium } from '@playwright/test';

/**
 * The machine's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) as every browser bench drives it:
 * headless, without a sandbox or GPU, and with Chrome's own background traffic turned off, so the
 * only requests are the page's.
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
