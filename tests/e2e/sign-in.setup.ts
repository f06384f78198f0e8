// Signs in once as each demo account and keeps the browser's state (the session and XSRF-TOKEN
// cookies) for the tests that need a signed-in account without testing the sign-in itself.
import fs from 'node:fs';
import { DEMO_ADMIN, DEMO_CANDIDATE, DEMO_EMPLOYER, DEMO_STAFF, SIGNED_IN, signInFromLogin } from './accounts.ts';
import { at, expect, test } from './fixtures.ts';

for (const [role, account] of [
  ['employer', DEMO_EMPLOYER],
  ['candidate', DEMO_CANDIDATE],
  ['staff', DEMO_STAFF],
  // With its second step, in English (tests/e2e/two-factor.test.ts turns one on and uses it in French).
  ['admin', DEMO_ADMIN],
] as const) {
  test(`sign in as the demo ${role}`, async ({ page, context }) => {
    await signInFromLogin(page, account);
    await expect(page).toHaveURL(at('/dashboard'));
    const state = await context.storageState();
    // The language is each test's own (its browser's, or the one it picks): only the session is shared.
    state.cookies = state.cookies.filter((cookie) => cookie.name !== 'lang');
    expect(state.cookies.map((cookie) => cookie.name)).toContain('sid');
    fs.mkdirSync(new URL('.', `file://${SIGNED_IN[role]}`), { recursive: true });
    fs.writeFileSync(SIGNED_IN[role], JSON.stringify(state, null, 2));
  });
}
