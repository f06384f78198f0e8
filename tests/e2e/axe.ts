// axe-core in the page: WCAG 2.0, 2.1 and 2.2 levels A and AA.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core that @axe-core/playwright runs (its own dependency, which may be another version than
// the client tests' axe-core), so the rules are the ones this suite always checked.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(builderRequire.resolve('axe-core')), 'axe.min.js'), 'utf8');
// As @axe-core/playwright configures it in legacy mode.
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe into the frame's document unless it is there already. AxeBuilder evaluated the 650 kB
 * script twice on every check; here a document gets it once, and further checks of the same page
 * (a dialog opened, a step further) reuse it: axe.run starts from a fresh tree each time.
 */
async function injectAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await frame.evaluate(`${AXE_SOURCE}\n${CONFIGURE}`);
}

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
};

/**
 * Runs axe-core on the page as it is now and fails with a readable list of WCAG A/AA violations.
 * Only violations are collected (the passes' details cost as much again), and axe runs in the page
 * itself (what AxeBuilder calls legacy mode) rather than finishing in a blank page opened for each
 * check: the app has no cross-origin frames with the sandbox payment provider the tests run
 * against. Same-origin frames get axe too, as AxeBuilder gave them, so axe.run looks inside them.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames()) {
    // A frame that cannot take the script (gone meanwhile, another origin) is left out, as AxeBuilder left it.
    if (frame !== page.mainFrame()) await injectAxe(frame).catch(() => undefined);
  }
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  // Only what the report below prints crosses back from the page.
  const violations = await page.evaluate(async (runOptions): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    // Colours are measured as they end up: a transition under way (a toggle just pressed) would be
    // measured half-way, between two colours that each pass. Endless animations (spinners) are not waited for.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const results = await axe.run(document, runOptions);
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target: [...target], html, failureSummary })),
    }));
  }, options);
  if (violations.length === 0) return;
  const lines: string[] = [`axe-core: ${violations.length} WCAG violation(s) on ${label}`];
  for (const v of violations) {
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
