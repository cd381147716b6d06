import { expect, test } from '@playwright/test';
import { severeAxeIssues } from '../support/page-checks';
import { visit } from '../support/visit';
import { contentTemplates } from './content-templates';

for (const template of contentTemplates) {
  test(`axe finds no serious or critical issue on ${template.name}`, async ({ page }) => {
    await visit(page, template.path);
    expect(await severeAxeIssues(page)).toEqual([]);
  });
}
