// Shared steps of the hiring pipeline's browser tests: fresh confirmed accounts made
// through the API (as the sign-up page would), signing in from /login in any of the
// four languages, and the texts those tests read, taken from messages/<locale>.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { E2E_PASSWORD } from './signup-steps.ts';
import { BASE_URL, at, expect } from './fixtures.ts';
import { linkFromMail, uniqueEmail } from './mailbox.ts';
import { message, translated } from './messages.ts';

export type Locale = 'en' | 'fr' | 'es' | 'zh';

/** A message in `locale`; outside English it must be translated, so an English leftover fails. */
export function text(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return locale === 'en' ? message('en', key, params) : translated(locale, key, params);
}

/** Letters only: the job search keeps letters and digits, and a name reads like one. */
export function uniqueWord(length = 6): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  for (let i = 0; i < length; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** The employer's company, as candidates see it. */
  company?: string;
}

/** The API as a browser calls it: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on unsafe requests. */
export class ApiBrowser {
  private readonly cookies = new Map<string, string>();

  /** A browser holding the cookies of a state the sign-in setup saved (tests/e2e/sign-in.setup.ts). */
  static signedInFrom(stateFile: string): ApiBrowser {
    const browser = new ApiBrowser();
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { cookies: { name: string; value: string }[] };
    for (const cookie of state.cookies) browser.cookies.set(cookie.name, cookie.value);
    return browser;
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  /** A call with a JSON body, or a multipart form when `body` is a FormData (an upload). */
  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/v1/health');
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const form = body instanceof FormData;
    if (method !== 'GET') {
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
      // The server refuses an empty body announced as JSON; a form names its own boundary.
      if (body !== undefined && !form) headers['content-type'] = 'application/json';
    }
    const payload = body === undefined ? undefined : form ? body : JSON.stringify(body);
    const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: payload });
    this.remember(response);
    return response;
  }
}

async function registerConfirmed(body: Record<string, unknown>): Promise<void> {
  const api = new ApiBrowser();
  const registered = await api.request('POST', '/api/v1/auth/register', body);
  expect(registered.status, `POST /auth/register answered ${registered.status}: ${await registered.text()}`).toBe(201);
  const link = await linkFromMail(String(body.email), /\/verify-email\/[A-Za-z0-9_-]+/);
  const token = link.slice(link.lastIndexOf('/') + 1);
  const verified = await api.request('POST', '/api/v1/auth/verify-email', { token });
  expect(verified.status, `POST /auth/verify-email answered ${verified.status}: ${await verified.text()}`).toBe(200);
}

/** A new business owner with a company of its own, confirmed, whose mails come in `locale`. */
export async function registerEmployer(locale: Locale): Promise<Account> {
  const suffix = uniqueWord();
  const account: Account = {
    email: uniqueEmail('hiring-employer'),
    password: E2E_PASSWORD,
    firstname: 'Rosa',
    lastname: 'Marchetti',
    company: `Marchetti Dental ${suffix}`,
  };
  await registerConfirmed({
    user_type: 'business_owner',
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    password: account.password,
    country: 'US',
    agree_to_terms: true,
    locale,
    company_name: account.company,
    website_url: 'https://marchetti-dental.example.com',
  });
  return account;
}

/** A new candidate with a name no other test uses, confirmed, whose mails come in `locale`. */
export async function registerCandidate(locale: Locale): Promise<Account> {
  const account: Account = {
    email: uniqueEmail('hiring-candidate'),
    password: E2E_PASSWORD,
    firstname: 'Lucía',
    lastname: `Ramos ${uniqueWord()}`,
  };
  await registerConfirmed({
    user_type: 'candidate',
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    password: account.password,
    country: 'PH',
    agree_to_terms: true,
    locale,
    highest_degree: 'bachelor',
    institution: 'University of Santo Tomas',
    graduation_year: 2018,
    job_title: 'Dental Receptionist',
    industry: 'healthcare',
    job_type: 'full_time',
  });
  return account;
}

export const fullName = (account: Pick<Account, 'firstname' | 'lastname'>) => `${account.firstname} ${account.lastname}`;

/** Signs in from /login with the form's labels in `locale`, and waits to land on /dashboard. */
export async function signInAs(page: Page, account: Pick<Account, 'email' | 'password'>, locale: Locale) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text(locale, 'auth_login_title') })).toBeVisible();
  await main.getByRole('textbox', { name: text(locale, 'auth_field_email') }).fill(account.email);
  await main.getByLabel(text(locale, 'auth_field_password'), { exact: true }).fill(account.password);
  await main.getByRole('button', { name: text(locale, 'auth_login_submit'), exact: true }).click();
  await expect(page).toHaveURL(at('/dashboard'), { timeout: 20_000 });
}

/** The section navigation of a signed-in page. */
export function sectionNav(page: Page, locale: Locale): Locator {
  return page.getByRole('navigation', { name: text(locale, 'dash_nav_label') });
}

/** A toast with this title, in the notifications region (its kind, "Success:", is read before it). */
export function toast(page: Page, locale: Locale, title: string): Locator {
  // The region's name may rightly read as in English (French says "Notifications" too): the title is what proves the language.
  return page.getByRole('region', { name: message(locale, 'ui_notifications_region') }).getByRole('status').filter({ hasText: title });
}

/** `datetime-local` text for a day ahead at a whole local hour, and the instant it names. */
export function futureLocalTime(daysAhead: number, hour: number): { input: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const input = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
  return { input, date };
}
