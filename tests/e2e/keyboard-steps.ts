// Moving through a page as a keyboard user does: Tab and Shift+Tab until the wanted control
// has the focus (keyboard.test.ts, and the journeys that drive a screen by keyboard).
import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes. */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await target.waitFor({ state: 'visible' });
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await target.evaluate((el) => el === document.activeElement)) return;
  throw new Error(`${target} could not be reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Reaches `target` with Tab and presses Enter on it: a keyboard user's click. */
export async function tabAndPress(page: Page, target: Locator, options: { max?: number } = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}
