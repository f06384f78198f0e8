// axe's WCAG A and AA findings on the rendered page; jsdom cannot paint, so colour contrast is
// left to src/ui/system.test.ts.
import axe from 'axe-core';

const WCAG: axe.RunOnly = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };

const described = (result: axe.AxeResults) =>
  result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

export async function axeViolations(): Promise<string[]> {
  return described(await axe.run(document.body, { runOnly: WCAG }));
}

/**
 * axeViolations for a page holding the time zone list: the same WCAG tags, leaving out
 * the 400-odd <option>s of that one labelled native select, which cost axe seconds each
 * run on a busy machine and carry nothing a check could find (plain text in a select).
 */
export async function axeViolationsBesideZones(): Promise<string[]> {
  return described(await axe.run({ include: [['body']], exclude: [['select[data-time-zones] option']] }, { runOnly: WCAG }));
}
