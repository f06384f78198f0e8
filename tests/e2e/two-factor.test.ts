// Two-factor sign-in in French (issue 21): a candidate turns it on from the security settings with
// the keyboard, keeps the recovery codes, signs out, and signs back in with the second step (a
// wrong code first). The English side is the demo administrator's sign-in in sign-in.setup.ts.
import { hotp, stepAt } from '../../server/auth/totp.ts';
import { expectNoAxeViolations } from './axe.ts';
import { at, expect, test } from './fixtures.ts';
import { registerCandidate, signInAs, text } from './hiring-steps.ts';
import { tabAndPress } from './keyboard-steps.ts';
import { expectMail } from './mailbox.ts';

const fr = (key: string, params: Record<string, string | number> = {}) => text('fr', key, params);

test.use({ locale: 'fr-FR' });

test('a candidate turns on two-factor sign-in and signs in with a code, in French', async ({ page }) => {
  const candidate = await registerCandidate('fr');
  await signInAs(page, candidate, 'fr');
  await page.goto('/settings/security');
  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: fr('account_two_factor_heading') });
  await expect(section.getByText(fr('account_two_factor_off'))).toBeVisible();

  await tabAndPress(page, section.getByRole('button', { name: fr('account_two_factor_turn_on') }));
  // The password step takes the focus itself.
  await expect(section.getByLabel(fr('account_two_factor_field_password'), { exact: true })).toBeFocused();
  await page.keyboard.type(candidate.password);
  await page.keyboard.press('Enter');

  await expect(section.getByRole('heading', { name: fr('account_two_factor_scan_heading') })).toBeFocused();
  const key = (await section.locator('code').innerText()).replace(/\s/g, '');
  const enabledAt = stepAt(new Date());
  await section.getByRole('textbox', { name: fr('two_factor_field_code') }).fill(hotp(key, enabledAt));
  await page.keyboard.press('Enter');

  await expect(section.getByRole('heading', { name: fr('account_two_factor_codes_heading') })).toBeFocused();
  await expectNoAxeViolations(page, '/settings/security (fr), recovery codes');
  await tabAndPress(page, section.getByRole('button', { name: fr('account_two_factor_saved') }));
  await expect(section.getByRole('button', { name: fr('account_two_factor_renew') })).toBeVisible();
  await expectMail(candidate.email, fr('mail_two_factor_on_subject'));

  await page.getByRole('banner').getByRole('button', { name: fr('shell_sign_out'), exact: true }).click();
  await page.goto('/login');
  await main.getByRole('textbox', { name: fr('auth_field_email') }).fill(candidate.email);
  await main.getByLabel(fr('auth_field_password'), { exact: true }).fill(candidate.password);
  await main.getByRole('button', { name: fr('auth_login_submit'), exact: true }).click();

  await expect(main.getByRole('heading', { level: 1, name: fr('auth_two_factor_title') })).toBeVisible();
  const code = main.getByRole('textbox', { name: fr('two_factor_field_code') });
  await code.fill('000000');
  await code.press('Enter');
  await expect(main.getByText(fr('api_error_invalid_two_factor_code'))).toBeVisible();
  await expectNoAxeViolations(page, '/login (fr), second step with a wrong code');
  // The code turning it on was spent: the app's next one (one step ahead is still accepted).
  await code.fill(hotp(key, enabledAt + 1));
  await code.press('Enter');
  await expect(page).toHaveURL(at('/dashboard'));
});
