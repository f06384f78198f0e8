// The partners a BPO's accreditation needs, made through the API as their own pages would make
// them (their pages have their own tests): a BPO, an auditor and a business association, each
// registered, confirmed, verified by the demo administrator (server/partners), and the BPO's
// application for accreditation (server/bpo). The BPO adds its worksite on its page
// (tests/e2e/bpo-accreditation.test.ts).
import { SIGNED_IN } from './accounts.ts';
import { call } from './checkout-steps.ts';
import { expect } from './fixtures.ts';
import { ApiBrowser, uniqueWord, type Account, type Locale } from './hiring-steps.ts';
import { linkFromMail, uniqueEmail } from './mailbox.ts';
import { apiSignedIn, PDF } from './onboarding-steps.ts';
import { E2E_PASSWORD } from './signup-steps.ts';

type Kind = 'bpo' | 'saa' | 'ba';

const SIGN_UP: Record<Kind, Record<string, unknown>> = {
  bpo: { website_url: 'https://bpo.example.com', headcount: 180 },
  saa: { license_number: 'SAA-7781-FR' },
  ba: { website_url: 'https://association.example.com', member_count: 900 },
};

export interface Partner extends Account {
  id: string;
  business: string;
  api: ApiBrowser;
}

/** A partner of `kind`, confirmed and verified, whose pages and mails are in `locale`. */
export async function verifiedPartner(kind: Kind, locale: Locale, opts: { country: string; regions?: string[]; business: string }): Promise<Partner> {
  const account: Account = { email: uniqueEmail(`accreditation-${kind}`), password: E2E_PASSWORD, firstname: 'Inès', lastname: `Moreau ${uniqueWord()}` };
  const visitor = new ApiBrowser();
  const registered = await visitor.request('POST', '/api/v1/auth/register', {
    user_type: kind,
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    password: account.password,
    country: opts.country,
    agree_to_terms: true,
    locale,
    company_name: opts.business,
    ...SIGN_UP[kind],
  });
  expect(registered.status, `POST /auth/register answered ${registered.status}: ${await registered.text()}`).toBe(201);
  const link = await linkFromMail(account.email, /\/verify-email\/[A-Za-z0-9_-]+/);
  await call(visitor, 'POST', '/auth/verify-email', { token: link.slice(link.lastIndexOf('/') + 1) });

  const api = await apiSignedIn(account);
  await call(api, 'PUT', '/partner/verification', {
    business_name: opts.business,
    registration_number: `REG-${uniqueWord()}`,
    address_line1: '8 rue des Lilas',
    address_line2: '',
    city: 'Lyon',
    postal_code: '69003',
    country: opts.country,
    ...(opts.regions ? { regions: opts.regions } : {}),
  });
  const form = new FormData();
  form.append('kind', 'registration_certificate');
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'registration.pdf');
  const uploaded = await api.request('POST', '/api/v1/partner/verification/documents', form);
  expect(uploaded.status, `uploadPartnerDocument answered ${uploaded.status}`).toBe(201);
  await call(api, 'POST', '/partner/verification/submission');

  const admin = ApiBrowser.signedInFrom(SIGNED_IN.admin);
  const queue = await call<{ items: { id: string; business_name: string }[] }>(admin, 'GET', `/admin/partner-verifications?kind=${kind}&page_size=50`);
  const mine = queue.items.find((item) => item.business_name === opts.business);
  expect(mine, `${opts.business} is not in the verification queue`).toBeTruthy();
  await call(admin, 'POST', `/admin/partner-verifications/${mine!.id}/decision`, { decision: 'verified' });
  const me = await call<{ user: { id: string } }>(api, 'GET', '/auth/me');
  return { ...account, id: me.user.id, business: opts.business, api };
}

/** The BPO applies for accreditation. */
export async function appliedForAccreditation(bpo: Partner): Promise<void> {
  await call(bpo.api, 'PUT', '/bpo/accreditation', {
    description: 'Support client en français et en anglais pour des boutiques en ligne.',
    services: ['customer_support'],
    staff_count: 180,
    years_operating: 5,
    contact_name: `${bpo.firstname} ${bpo.lastname}`,
    contact_phone: '+91 80 5555 0101',
  });
}
