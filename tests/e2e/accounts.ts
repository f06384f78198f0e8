// The demo accounts SEED_DEMO seeds, signing in from /login, and where the sign-in setup
// (sign-in.setup.ts) keeps each demo account's signed-in browser state for the tests to reuse.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { hotp, stepAt } from '../../server/auth/totp.ts';
import { at, expect } from './fixtures.ts';

export const DEMO_EMPLOYER = { email: 'employer@demo.remotehire.test', password: 'Demo-Employer-2026' };
export const DEMO_CANDIDATE = { email: 'candidate@demo.remotehire.test', password: 'Demo-Candidate-2026' };
/** The demo employer's hired staff member, with weeks of attendance, reports and time off (server/seed/demo-staff-work-data.ts). */
export const DEMO_STAFF = { email: 'amina.yusuf@demo.remotehire.test', password: 'Demo-Candidate-2026' };
/** The demo administrator and the authenticator key it is seeded with (server/seed/demo-data.ts): administrators work only with two-factor sign-in on. */
export const DEMO_ADMIN = { email: 'admin@demo.remotehire.test', password: 'Demo-Admin-2026', totpSecret: 'EKP5REAOJMXQGZI5UH4DTZXKRSYVTBRN' };

/** The code an authenticator app holding `secret` shows now. */
export const codeNow = (secret: string) => hotp(secret, stepAt(new Date()));

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STATES = path.join(ROOT, 'test-results', 'signed-in');

/** `test.use({ storageState: SIGNED_IN.employer })`: the demo employer's session, from the sign-in setup. */
export const SIGNED_IN = {
  employer: path.join(STATES, 'employer.json'),
  candidate: path.join(STATES, 'candidate.json'),
  staff: path.join(STATES, 'staff.json'),
  admin: path.join(STATES, 'admin.json'),
} as const;

/** Fills the sign-in form and submits it with its button (the page must be /login, in English). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens /login, signs in (with the second step when the account has an authenticator key), waits
 * to leave /login. A code signs in once (server/auth/two-factor.ts): sign such an account in once
 * a run and share its state.
 */
export async function signInFromLogin(page: Page, account: { email: string; password: string; totpSecret?: string }) {
  await page.goto('/login');
  await signIn(page, account);
  if (account.totpSecret) {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await main.getByRole('textbox', { name: '6-digit code' }).fill(codeNow(account.totpSecret));
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await expect(page, `signing in as ${account.email} did not leave /login`).not.toHaveURL(at('/login'));
}

/**
 * Signs `account` in within `context` through the API, as the sign-in page does, without loading
 * /login and the dashboard it leads to: for a journey's own accounts where signing in is not what
 * is tested (the sign-in page has its tests: sign-in.setup.ts, two-factor.test.ts). Accounts with
 * an authenticator key sign in from /login.
 */
export async function signInThroughApi(context: BrowserContext, account: { email: string; password: string }) {
  // The XSRF-TOKEN cookie comes with any answer; a POST echoes it, as the app does (server/http/session-cookies.ts).
  await context.request.get('/api/v1/health');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  expect(response.status(), `POST /auth/login answered ${response.status()}: ${await response.text()}`).toBe(200);
}

/** The header's sign-out button. */
export function signOutButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
}
