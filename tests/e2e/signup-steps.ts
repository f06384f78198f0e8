// The business-owner sign-up form (/signup/employer), driven by its labels in
// any of the four languages: step 1 about you, step 2 the company, step 3 the account.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { uniqueEmail } from './mailbox.ts';
import { message } from './messages.ts';

type Locale = 'en' | 'fr' | 'es' | 'zh';

export interface AboutYou {
  firstname: string;
  lastname: string;
  email: string;
  /** ISO 3166-1 alpha-2, the value of the country option. */
  country: string;
  phone: string;
}

export interface Company {
  name: string;
  website: string;
}

export function employerAboutYou(): AboutYou {
  return { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail('employer'), country: 'FR', phone: '+33 1 23 45 67 89' };
}

export function employerCompany(): Company {
  return { name: `Analytical Engines ${Math.random().toString(36).slice(2, 7)}`, website: 'https://engines.example.com' };
}

export const E2E_PASSWORD = 'Correct horse battery 2026!';

const main = (page: Page) => page.getByRole('main');

export function aboutYouFields(page: Page, locale: Locale = 'en') {
  const m = (key: string, params?: Record<string, string>) => message(locale, key, params);
  return {
    firstname: main(page).getByRole('textbox', { name: m('reg_field_firstname'), exact: true }),
    lastname: main(page).getByRole('textbox', { name: m('reg_field_lastname'), exact: true }),
    email: main(page).getByRole('textbox', { name: m('reg_field_email'), exact: true }),
    country: main(page).getByRole('combobox', { name: m('reg_field_country'), exact: true }),
    phone: main(page).getByRole('textbox', { name: m('reg_optional_label', { label: m('reg_field_phone') }), exact: true }),
  };
}

export function companyFields(page: Page, locale: Locale = 'en') {
  return {
    name: main(page).getByRole('textbox', { name: message(locale, 'reg_field_company_name'), exact: true }),
    website: main(page).getByRole('textbox', { name: message(locale, 'reg_field_website'), exact: true }),
  };
}

export function accountFields(page: Page, locale: Locale = 'en') {
  return {
    password: main(page).getByLabel(message(locale, 'reg_field_password'), { exact: true }),
    terms: main(page).getByRole('checkbox', { name: message(locale, 'reg_field_terms'), exact: true }),
    mails: main(page).getByRole('checkbox', { name: message(locale, 'reg_field_send_mails'), exact: true }),
  };
}

export async function fillAboutYou(page: Page, data: AboutYou, locale: Locale = 'en') {
  const f = aboutYouFields(page, locale);
  await f.firstname.fill(data.firstname);
  await f.lastname.fill(data.lastname);
  await f.email.fill(data.email);
  await f.country.selectOption(data.country);
  await f.phone.fill(data.phone);
}

export async function fillCompany(page: Page, data: Company, locale: Locale = 'en') {
  const f = companyFields(page, locale);
  await f.name.fill(data.name);
  await f.website.fill(data.website);
}

/** The step's heading says "Step n of total"; the stepper marks that step as the current one. */
export function stepIndicator(page: Page, current: number, total: number, locale: Locale = 'en'): Locator {
  const count = message(locale, 'reg_step_count', { current, total });
  return main(page).getByRole('heading', { level: 2, name: new RegExp(`^${escape(count)}`) });
}

export async function expectStep(page: Page, current: number, total: number, title: string, locale: Locale = 'en') {
  await expect(stepIndicator(page, current, total, locale)).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(`${escape(title)}$`) })).toBeVisible();
  const stepper = main(page).getByRole('navigation', { name: message(locale, 'reg_progress_label') });
  const items = stepper.getByRole('listitem');
  await expect(items, `the stepper should list ${total} steps`).toHaveCount(total);
  const marked = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-current')));
  expect(marked, `only step ${current} should be aria-current="step"`).toEqual(Array.from({ length: total }, (_, i) => (i + 1 === current ? 'step' : null)));
  expect(await items.nth(current - 1).innerText()).toMatch(new RegExp(escape(title)));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
