import { at, expect, test } from './fixtures.ts';
import { DEMO_EMPLOYER, signIn, signOutButton } from './accounts.ts';

test('an anonymous visit to /settings/security goes to /login, and signing in returns there', async ({ page }) => {
  await page.goto('/settings/security');
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signIn(page, DEMO_EMPLOYER);
  await expect(page).toHaveURL(at('/settings/security'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
  await expect(signOutButton(page)).toBeVisible();
});

test('a signed-in visitor who opens /login or /signup is sent to the home page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_EMPLOYER);
  // No origin to return to: the dashboard.
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(signOutButton(page)).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail address' }), 'the sign-in form must not show').toHaveCount(0);

  await page.goto('/signup/employer');
  await expect(page).toHaveURL(at('/'));
  await expect(signOutButton(page)).toBeVisible();
});
