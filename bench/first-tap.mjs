#!/usr/bin/env node
// A phone visitor's first tap (issue 29): on Lighthouse's mobile profile (150 ms latency, 1.6 Mbit/s
// down, 750 kbit/s up, CPU ×4, 390×844 with touch), the time from a tap to the page's visible answer,
// for each control of the issue, two ways on the same build and cold cache:
//   live   the app was started (a pointer moved), is live and quiet, then the tap;
//   first  the tap 3 s after `load` is the visitor's first interaction with the page;
//   cached (MODES=live,first,cached) as first, but on a second visit: every byte of the app is in
//          the HTTP cache, so it shows what prefetching all of it could give at best.
// Timed in the page: from the tap's touchstart to the first animation frame after the answer is in
// the DOM. Medians of RUNS (default 3). A control missing from the page at tap time is "absent".
// Env: RUNS, MODES (live,first), DETAIL=1 (each tap's start phases, from the shell's site:* marks), ONLY (comma-separated control names), BASE_URL (a running site; else one is started on
// BENCH_PORT, default 4930), TAP_AFTER_MS (3000).
import { spawn } from 'node:child_process';
import { launchChromium } from './lib/chromium.mjs';
import { repoRoot } from '../scripts/apps.mjs';

const runs = Number(process.env.RUNS ?? 3);
const tapAfterMs = Number(process.env.TAP_AFTER_MS ?? 3000);
const only = process.env.ONLY?.split(',');
const modes = (process.env.MODES ?? 'live,first').split(',');

/**
 * Each control: the page, how to find what to tap (a CSS selector, then the visible text or
 * aria-label it must start with), and when the page has answered (run in the page, so plain DOM).
 */
const controls = [
  {
    name: 'add to cart',
    path: '/shop/products/heritage-t-shirt',
    tap: ['button', 'Add to cart'],
    answered: () => document.body.textContent.includes('Added to your cart.'),
  },
  {
    name: 'play episode',
    path: '/podcast/p-daniel-in-babylon',
    tap: ['button', 'Play episode'],
    answered: () =>
      Boolean(
        document.querySelector(
          '[role="region"][aria-label="Audio player"], section[aria-label="Audio player"]',
        ),
      ),
  },
  {
    name: 'gift amount',
    path: '/give',
    tap: ['button[aria-pressed]', '£25'],
    answered: () =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some(
        (b) => b.textContent.trim() === '£25',
      ),
  },
  {
    name: 'timeline zoom',
    path: '/timeline',
    tap: ['button[aria-pressed]', 'Decades'],
    answered: () =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some(
        (b) => b.textContent.trim() === 'Decades',
      ),
  },
  {
    name: 'header menu',
    path: '/',
    tap: ['button[aria-controls="site-menu"]', 'Menu'],
    answered: () =>
      document.querySelector('button[aria-controls="site-menu"]')?.getAttribute('aria-expanded') ===
      'true',
  },
  {
    name: 'header search',
    path: '/',
    tap: ['button', 'Open search'],
    answered: () =>
      [...document.querySelectorAll('header input[type="search"], header [role="searchbox"]')].some(
        (e) => e.getBoundingClientRect().height > 0,
      ),
  },
  {
    name: 'booking continue',
    path: '/tours/britains-reformers/booking',
    tap: ['button', 'Continue'],
    // Either the next step or the step's errors: both answer the press. (The first step's title is
    // served as 'Date and group size'; 'Loading the departures' is no answer either.) DETAIL=1 says
    // which: a refusal (the hold limit of 8 seats a visitor, say) is quicker than a hold.
    said: () =>
      document.querySelector('.booking-form [role="alert"]')?.textContent ??
      document.querySelector('#booking-step-title')?.textContent,
    answered: () =>
      !['Date and group size', 'Loading the departures'].includes(
        document.querySelector('#booking-step-title')?.textContent ?? 'Date and group size',
      ) ||
      Boolean(
        document.querySelector('.booking-form [role="alert"], .booking-form [aria-invalid="true"]'),
      ),
  },
  {
    // On a phone the currency picker is inside the header's menu: the tap opens the menu, and the
    // answer is the picker in it.
    name: 'currency picker',
    path: '/shop',
    tap: ['button[aria-controls="site-menu"]', 'Menu'],
    answered: () =>
      [...document.querySelectorAll('#site-menu select')].some(
        (s) =>
          s.labels?.[0]?.textContent.trim() === 'Currency' ||
          s.getAttribute('aria-label') === 'Currency',
      ) && document.querySelector('#site-menu')?.getBoundingClientRect().height > 0,
  },
].filter((c) => !only || only.includes(c.name));

let base = process.env.BASE_URL;
let server;
if (!base) {
  const port = Number(process.env.BENCH_PORT ?? 4930);
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // A British visitor, as in the e2e journeys: the amounts stay in pounds once the app is live
    // (the looked-up region sets the currency), so both modes tap and check the same "£25".
    env: { GEO_COUNTRY: 'GB', ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  process.on('exit', () => server.kill('SIGTERM'));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('the site server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

const browser = await launchChromium();

/** One tap on a fresh, throttled phone: the milliseconds to the answer, or a word saying why none. */
async function tapOnce(control, mode) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The donation pop-up, once the app is live, would cover the control (it is no part of a first tap).
  await page.addInitScript(() => window.sessionStorage.setItem('donation-popup-shown', '1'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    if (mode === 'cached') {
      await page.goto(base + control.path, { waitUntil: 'load', timeout: 60_000 });
      await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
      await page.goto('about:blank');
    }
    await page.goto(base + control.path, { waitUntil: 'load', timeout: 60_000 });
    if (mode === 'live') {
      await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
      await page.waitForTimeout(1500);
    } else {
      await page.waitForTimeout(tapAfterMs);
    }
    const [selector, label] = control.tap;
    // Found without Playwright's actionability (which would scroll: an interaction of its own).
    const box = await page.evaluate(
      ([selector, label]) => {
        const el = [...document.querySelectorAll(selector)].find((e) =>
          (e.getAttribute('aria-label') ?? e.textContent).trim().startsWith(label),
        );
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight
          ? { x: r.x + r.width / 2, y: r.y + r.height / 2 }
          : 'off-screen';
      },
      [selector, label],
    );
    if (box === null) return 'absent';
    if (box === 'off-screen') return 'off-screen';
    const timing = page.evaluate(
      `new Promise((resolve) => {
        const answered = ${control.answered.toString()};
        let t0 = null;
        addEventListener('touchstart', () => { t0 ??= performance.now(); window.__t0 = t0; }, { capture: true, passive: true });
        const check = () => {
          if (t0 === null || !answered()) return;
          observer.disconnect();
          clearInterval(poll);
          requestAnimationFrame(() => resolve(performance.now() - t0));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const poll = setInterval(check, 50);
        setTimeout(() => resolve('timeout'), 20000);
      })`,
    );
    await page.waitForTimeout(50); // the listener is in
    await page.touchscreen.tap(box.x, box.y);
    const ms = await timing;
    if (process.env.DETAIL && typeof ms === 'number') {
      // The start's phases (User Timing marks the shell sets: site:start … site:ready), from the tap.
      const phases = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('site:') && m.startTime >= window.__t0)
          .map((m) => `${m.name.slice(5)} ${Math.round(m.startTime - window.__t0)}`)
          .join(', '),
      );
      const said = control.said ? ` "${await page.evaluate(control.said)}"` : '';
      console.log(
        `  ${control.name} (${mode}): answered${said} at ${Math.round(ms)} ms; ${phases}`,
      );
    }
    return typeof ms === 'number' ? Math.round(ms) : ms;
  } catch (error) {
    return `error: ${error.message.split('\n')[0]}`;
  } finally {
    // Leaving the page gives back what it holds (the booking's seats: one visitor holds at most 8,
    // so runs that kept them would end in "hold limit" answers), as a visitor's leaving does.
    await page.goto('about:blank').catch(() => {});
    await context.close();
  }
}

const median = (xs) => {
  const numbers = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (numbers.length < xs.length) return xs.find((x) => typeof x !== 'number');
  return numbers[Math.floor(numbers.length / 2)];
};
const rows = [];
try {
  for (const control of controls) {
    const samples = { live: [], first: [], cached: [] };
    for (let i = 0; i < runs; i++)
      for (const mode of modes) samples[mode].push(await tapOnce(control, mode));
    const live = median(samples.live);
    const first = median(samples.first);
    const cached = median(samples.cached);
    const row = { control: control.name, page: control.path };
    if (modes.includes('live')) row['live ms'] = live;
    if (modes.includes('first')) row['first ms'] = first;
    if (typeof live === 'number' && typeof first === 'number') row['first − live'] = first - live;
    if (modes.includes('cached')) row['cached ms'] = cached;
    row.samples = modes.map((m) => samples[m].join('/')).join(' | ');
    rows.push(row);
    if (process.env.VERBOSE) console.log(rows.at(-1));
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
console.table(rows);
console.log(
  `tap ${tapAfterMs} ms after load; CPU ×4, 150 ms RTT, 1.6 Mbit/s down; medians of ${runs} (goal: first within 200 ms of live and ≤ 1,000 ms)`,
);
const numbers = (k) => rows.map((r) => r[k]).filter((x) => typeof x === 'number');
const range = (xs) => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)} ms` : 'n/a');
const missed = modes.includes('first')
  ? rows.filter((r) => typeof r['first ms'] !== 'number').map((r) => r.control)
  : [];
const gaps = numbers('first − live');
console.log(
  `summary: ${modes.map((m) => `${m} ${range(numbers(`${m} ms`))}`).join(', ')}${gaps.length ? `, worst first − live ${Math.max(...gaps)} ms` : ''}${missed.length ? `; no answer: ${missed.join(', ')}` : ''}`,
);
