/**
 * The machine's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) as the e2e suites launch it:
 * without a sandbox or GPU, and with Chrome's own background traffic off, so the only requests a
 * test sees are the page's.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
