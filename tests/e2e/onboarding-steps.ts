// A hired candidate's onboarding done through the API, as the pages do it (issue 17): for the
// journeys that are about work, not onboarding, whose staff member must be able to clock in
// (server/onboarding/readiness.ts). The onboarding journey itself goes through the pages
// (tests/e2e/onboarding.test.ts).
import { expect } from '@playwright/test';
import { call } from './checkout-steps.ts';
import { SIGNED_IN } from './accounts.ts';
import { ApiBrowser, type Account } from './hiring-steps.ts';


/** A 24 × 16 PNG, whole: the server decodes and encodes images again, so it must be a real one. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQi1pAFcQwapDcaBjJjaajqNEsEkV+OgAAmaOkEFlCr1cAAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const form = (fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
};

/** Signs in through the API. */
export async function apiSignedIn(account: Pick<Account, 'email' | 'password'>): Promise<ApiBrowser> {
  const api = new ApiBrowser();
  await call(api, 'POST', '/auth/login', { email: account.email, password: account.password });
  return api;
}

/**
 * Every step before work, for `candidate`: the identity check passed in the sandbox (started
 * first: its result comes by the sandbox's webhook a few seconds later), the three documents
 * handed in and approved by the demo administrator, the two agreements signed.
 */
export async function completeOnboarding(candidate: Pick<Account, 'email' | 'password'>): Promise<void> {
  const person = await apiSignedIn(candidate);
  const check = await call<{ next_action: { session_id: string } }>(person, 'POST', '/candidate/identity-checks', undefined, 201);
  const session = check.next_action.session_id;
  for (const side of ['document_front', 'selfie']) {
    await call(person, 'POST', `/sandbox/identity-sessions/${session}/images`, form({ side }, { name: `${side}.png`, type: 'image/png', bytes: PNG }), 204);
  }
  await call(person, 'POST', `/sandbox/identity-sessions/${session}/submission`, { outcome: 'verified' });

  const documents = [
    form({ kind: 'identity_document', expires_on: '2034-05-31' }, { name: 'passport.png', type: 'image/png', bytes: PNG }),
    form({ kind: 'proof_of_address' }, { name: 'bill.pdf', type: 'application/pdf', bytes: PDF }),
    form({ kind: 'tax_form' }, { name: 'w8ben.pdf', type: 'application/pdf', bytes: PDF }),
  ];
  const ids: string[] = [];
  for (const document of documents) ids.push((await call<{ id: string }>(person, 'POST', '/candidate/compliance/documents', document, 201)).id);
  for (const kind of ['contractor_agreement', 'nda']) {
    const text = await call<{ version: number; language: 'en'; sha256: string; name_on_account: string }>(person, 'GET', `/candidate/agreements/${kind}`);
    const signing = { version: text.version, language: text.language, sha256: text.sha256, full_name: text.name_on_account, agreed: true };
    await call(person, 'POST', `/candidate/agreements/${kind}/signature`, signing, 201);
  }
  const admin = ApiBrowser.signedInFrom(SIGNED_IN.admin);
  for (const id of ids) await call(admin, 'POST', `/admin/compliance/documents/${id}/decision`, { decision: 'approved' });
  await expect
    .poll(async () => (await call<{ ready_to_start: boolean }>(person, 'GET', '/candidate/onboarding')).ready_to_start, { timeout: 15_000 })
    .toBe(true);
}
