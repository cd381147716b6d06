import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.cjs';

/** Chromium's path and flags, one list with the e2e suites' (e2e/chromium.cjs). */
export { chromiumLaunchOptions };

/**
 * The machine's Chromium as every browser bench drives it: headless, without a sandbox or GPU, and
 * with Chrome's own background traffic turned off, so the only requests are the page's.
 */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}
