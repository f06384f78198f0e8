// axe-core through @axe-core/playwright: WCAG 2.0, 2.1 and 2.2 levels A and AA.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with a readable list of WCAG A/AA violations.
 * Only violations are collected (the passes' details cost as much again), and axe runs in the page
 * itself (legacy mode) rather than finishing in a blank page opened for each check: the app has
 * no cross-origin frames with the sandbox payment provider the tests run against. (`options()`
 * replaces AxeBuilder's whole option object, so it comes before `withTags`, which adds to it.)
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  if (results.violations.length === 0) return;
  const lines: string[] = [`axe-core: ${results.violations.length} WCAG violation(s) on ${label}`];
  for (const v of results.violations) {
    lines.push(`\n  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}`);
    lines.push(`    ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 5)) {
      lines.push(`    - ${node.target.join(' ')}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const summary = (node.failureSummary ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
      for (const line of summary) lines.push(`      ${line}`);
    }
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more element(s)`);
  }
  throw new Error(lines.join('\n'));
}
