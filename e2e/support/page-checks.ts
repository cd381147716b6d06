import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical accessibility issues axe finds on the page as it stands (or only inside
 * `include`, a CSS selector), each as `rule: first three places`, so a failing test names them.
 */
export async function severeAxeIssues(page: Page, include?: string): Promise<string[]> {
  // Every rule runs; only the violations are reported in detail (passes and the rest of axe's
  // results were serialised and sent back for nothing): 3.1 CPU-s a page instead of 3.9 here.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Sums Chromium's layout-shift entries from the first paint on (the page's cumulative layout shift,
 * shifts right after input aside). Call before the page loads; the returned function reads the sum.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
