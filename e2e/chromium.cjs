/**
 * The machine's Chromium as the e2e suites and the browser benches launch it: Debian's
 * (CHROMIUM_PATH, else /usr/bin/chromium), never a downloaded browser; without a sandbox or GPU,
 * and with Chrome's own background traffic off, so the only requests are the page's.
 *
 * CommonJS, so that the Playwright configs (TypeScript) and bench/lib (ES modules) read one list.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

exports.chromiumLaunchOptions = { executablePath, args };
