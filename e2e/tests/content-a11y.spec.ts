import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { contentTemplates } from './content-templates';

for (const template of contentTemplates) {
  test(`axe finds no serious or critical issue on ${template.name}`, async ({ page }) => {
    await visit(page, template.path);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(severe).toEqual([]);
  });
}
