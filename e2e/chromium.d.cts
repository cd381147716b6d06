/** Chromium's path and flags for Playwright's `launchOptions` (see chromium.cjs). */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
