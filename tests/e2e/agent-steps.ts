// What the agent's journey needs besides its pages (tests/e2e/agent.test.ts), made through the API as
// the product makes it (its employer and applicant come from applicant-steps.ts): an agent
// registered and confirmed, and the administrator's decision on the verification the agent submits
// on its page (server/partners); the administrators' review page has its own tests.
import { SIGNED_IN } from './accounts.ts';
import { call } from './checkout-steps.ts';
import { expect } from './fixtures.ts';
import { ApiBrowser, uniqueWord, type Account } from './hiring-steps.ts';
import { linkFromMail, uniqueEmail } from './mailbox.ts';
import { E2E_PASSWORD } from './signup-steps.ts';

/** A new agent, registered and confirmed but not verified yet. */
export async function registeredAgent(): Promise<Account> {
  const account: Account = { email: uniqueEmail('agent'), password: E2E_PASSWORD, firstname: 'Kofi', lastname: `Owusu ${uniqueWord()}` };
  const visitor = new ApiBrowser();
  const registered = await visitor.request('POST', '/api/v1/auth/register', {
    user_type: 'agent',
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    password: account.password,
    country: 'GH',
    agree_to_terms: true,
    locale: 'en',
    years_experience: 5,
    industries: ['healthcare'],
    regions: ['GH', 'US'],
  });
  expect(registered.status, `POST /auth/register answered ${registered.status}: ${await registered.text()}`).toBe(201);
  const link = await linkFromMail(account.email, /\/verify-email\/[A-Za-z0-9_-]+/);
  await call(visitor, 'POST', '/auth/verify-email', { token: link.slice(link.lastIndexOf('/') + 1) });
  return account;
}

/** The demo administrator verifies the agent's business, which the agent submitted on /verify-Agent. */
export async function verifiedByAdministrator(business: string): Promise<void> {
  const admin = ApiBrowser.signedInFrom(SIGNED_IN.admin);
  const queue = await call<{ items: { id: string; business_name: string }[] }>(admin, 'GET', '/admin/partner-verifications?kind=agent&page_size=50');
  const mine = queue.items.find((item) => item.business_name === business);
  expect(mine, `${business} is not in the verification queue`).toBeTruthy();
  await call(admin, 'POST', `/admin/partner-verifications/${mine!.id}/decision`, { decision: 'verified' });
}
