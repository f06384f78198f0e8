import assert from 'node:assert/strict';
import { DEMO_EMPLOYER, browserTest, expectPath, expectVisible, signIn, signOutButton } from './browser.ts';

browserTest('an anonymous visit to /settings/security goes to /login, and signing in returns there', async ({ page }) => {
  await page.goto('/settings/security');
  await expectPath(page, '/login');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));

  await signIn(page, DEMO_EMPLOYER);
  await expectPath(page, '/settings/security');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign-in and security' }));
  await expectVisible(signOutButton(page));
});

browserTest('a signed-in visitor who opens /login or /signup is sent to the home page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_EMPLOYER);
  // No origin to return to: the dashboard.
  await expectPath(page, '/dashboard');
  await expectVisible(signOutButton(page));

  await page.goto('/login');
  await expectPath(page, '/');
  await expectVisible(page.getByRole('link', { name: 'Go to your dashboard' }));
  assert.equal(await page.getByRole('textbox', { name: 'E-mail address' }).count(), 0, 'the sign-in form must not show');

  await page.goto('/signup/employer');
  await expectPath(page, '/');
  await expectVisible(signOutButton(page));
});
