// Deleting an account (server/account-deletion/): asked for with the password, refused while staff,
// bills or contracts still run, cancelled during the 14-day grace period, then purged by
// housekeeping: the files gone from the store, the person's rows removed, what law and billing keep
// kept under an anonymous placeholder, and the address free to sign up again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { purgeAccount, purgeDueAccounts, TABLES } from '../../server/account-deletion/account-purge.js';
import { agreementSignatures, candidateProfileFiles, payments } from '../../server/db/schema.js';
import { deleteLeftoverFiles } from '../../server/storage/file-deletions.js';
import { newFileKey, type FileStore } from '../../server/storage/file-store.js';
import { API, expectError, GOOD_PASSWORD, msg, registrationBody, startTestServer, type TestServer } from './harness.js';
import { endHire, newHire } from './hire-fixtures.js';
import { newAdmin, newCandidate, newEmployer, newJob } from './pipeline-fixtures.js';
import { plainPdf, uploadDocument } from './compliance-fixtures.js';
import { paidPayment } from './billing-fixtures.js';
import { MESSAGES, conversationOf, send, upload } from './message-fixtures.js';

const URL = `${API}/account/deletion`;
const NOW = '2030-05-06T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(new Date(NOW).getTime() + days * DAY);

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
beforeEach(() => t.clock.set(NOW));
afterAll(async () => {
  await t?.close();
});

const count = async (table: string, where: string) => Number((await t.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n);
/** Every file under the test server's store, as keys. */
function storedKeys(dir = t.filesDir, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? storedKeys(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

describe('asking and cancelling', () => {
  test('asks the password again, schedules 14 days on, ends the other sessions and mails the date and how to cancel', async () => {
    const candidate = await newCandidate(t);
    const phone = await t.signIn(candidate.user);
    expect((await candidate.browser.get(URL)).json()).toEqual({ scheduled: false });

    expectError(await candidate.browser.post(URL, { password: 'not my password' }), 400, 'PASSWORD_WRONG', { password: msg('api_error_password_wrong') });
    expect(await count('account_deletions', `user_id = '${candidate.user.id}'`)).toBe(0);

    const asked = await candidate.browser.post(URL, { password: GOOD_PASSWORD });
    const scheduled = { scheduled: true, requested_at: NOW, deletes_at: at(14).toISOString() };
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual(scheduled);
    expect((await candidate.browser.get(URL)).json()).toEqual(scheduled);
    // This browser stays signed in (the person may cancel); every other one is out.
    expect((await candidate.browser.get(`${API}/auth/me`)).statusCode).toBe(200);
    expect((await phone.get(URL)).statusCode).toBe(401);

    const [mail] = await t.mailbox(candidate.user.email);
    expect(mail!.subject).toBe(msg('mail_account_deletion_subject', { date: 'May 20, 2030' }));
    expect(mail!.text).toContain(msg('mail_account_deletion_body', { date: 'May 20, 2030' }));
    expect(mail!.text).toContain('http://localhost:3000/settings');

    // Asked again (another tab): the same date, no second mail.
    t.clock.set(at(1));
    expect((await candidate.browser.post(URL, { password: GOOD_PASSWORD })).json()).toEqual(scheduled);
    expect((await t.mailbox(candidate.user.email)).filter((m) => m.subject === mail!.subject)).toHaveLength(1);

    // The grace period: signing in still works, and cancelling keeps the account.
    const again = await t.signIn(candidate.user);
    expect((await again.delete(URL)).json()).toEqual({ scheduled: false });
    expect((await candidate.browser.get(URL)).json()).toEqual({ scheduled: false });
    expect((await again.delete(URL)).json()).toEqual({ scheduled: false });
    t.clock.set(at(30));
    expect(await purgeDueAccounts({ db: t.db, files: t.files }, t.clock.now())).toBe(0);
    expect((await t.signIn(candidate.user)).jar.size).toBeGreaterThan(0);
  });

  test('administrators cannot delete their own account this way', async () => {
    const admin = await newAdmin(t);
    expectError(await admin.browser.post(URL, { password: GOOD_PASSWORD }), 403, 'FORBIDDEN');
  });

  test('an employer with staff at work, unpaid bills or hours still to bill is told what to end first, in their language', async () => {
    const employer = await newEmployer(t);
    // The app asks in the page's language (server/i18n.ts).
    const french = await t.signIn(employer.user, { headers: { 'accept-language': 'fr' } });
    const hire = await newHire(t, { employer });
    await t.db.insert(payments).values({
      employerId: employer.user.id,
      kind: 'monthly',
      status: 'failed',
      idempotencyKey: 'unpaid-month',
      periodStart: '2030-05-01',
      periodEnd: '2030-05-31',
      lines: [],
      subtotalCents: 10_000,
      cardFeeCents: 300,
      amountCents: 10_300,
    });
    const refused = await french.post(URL, { password: GOOD_PASSWORD });
    expectError(
      refused,
      409,
      'ACCOUNT_DELETION_BLOCKED',
      {
        active_staff: msg('api_field_deletion_active_staff', { count: 1 }, 'fr'),
        unpaid_bills: msg('api_field_deletion_unpaid_bills', { count: 1 }, 'fr'),
      },
      { locale: 'fr' },
    );

    // The contract ended and the bill paid; a fractional contract that ended this month still waits for its bill.
    await endHire(t, hire);
    await t.query(`update payments set status = 'succeeded', paid_at = now() where employer_id = '${employer.user.id}'`);
    const fractional = await newHire(t, { employer });
    await t.query(
      `update offers set contract_type = 'fractional', hours_min = 20, hours_max = 40, billing_start_date = '2030-04-01', status = 'ended', ended_at = '2030-05-03T12:00:00Z' where id = '${fractional.offerId}'`,
    );
    expectError(await french.post(URL, { password: GOOD_PASSWORD }), 409, 'ACCOUNT_DELETION_BLOCKED', { hours_to_bill: msg('api_field_deletion_hours_to_bill', {}, 'fr') }, { locale: 'fr' });
    // June's bill covers May.
    await paidPayment(t, employer.user.id, { paidAt: '2030-06-01T06:00:00Z', kind: 'monthly' });
    expect((await french.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await count('account_deletions', `user_id = '${employer.user.id}'`)).toBe(1);
  });

  test('a candidate on a running contract is asked to have it ended first', async () => {
    const hire = await newHire(t);
    expectError(await hire.staff.browser.post(URL, { password: GOOD_PASSWORD }), 409, 'ACCOUNT_DELETION_BLOCKED', {
      active_contracts: msg('api_field_deletion_active_contracts', { count: 1 }),
    });
  });

  test('the personal-data export shows the scheduled deletion', async () => {
    const candidate = await newCandidate(t);
    await candidate.browser.post(URL, { password: GOOD_PASSWORD });
    const data = (await candidate.browser.post(`${API}/account/personal-data`)).json<{ records: Record<string, Array<Record<string, unknown>>> }>();
    expect(data.records.account_deletion).toEqual([expect.objectContaining({ requested_at: NOW, deletes_at: at(14).toISOString(), purged_at: null })]);
  });
});

describe('the purge', () => {
  test('removes the files, the personal data and the sessions; keeps past contracts under a placeholder; the address signs up again', async () => {
    const candidate = await newCandidate(t);
    const { id } = candidate.user;
    // A compliance document through the API, a photo and a CV in the store, an application, a past contract and its signed agreement.
    expect((await uploadDocument(candidate.browser, { kind: 'proof_of_address', bytes: plainPdf('mine') })).statusCode).toBe(201);
    const photo = newFileKey('profile', 'photo', id);
    const cv = newFileKey('profile', 'cv', id);
    await t.files.put(photo, Buffer.from('photo bytes'));
    await t.files.put(cv, plainPdf('cv'));
    await t.db.insert(candidateProfileFiles).values([
      { userId: id, kind: 'photo', fileKey: photo, fileName: 'me.jpg', sizeBytes: 11, contentType: 'image/jpeg' },
      { userId: id, kind: 'cv', fileKey: cv, fileName: 'cv.pdf', sizeBytes: 100, contentType: 'application/pdf' },
    ]);
    const documentKey = (await t.query<{ file_key: string }>(`select file_key from compliance_documents where candidate_id = '${id}'`))[0]!.file_key;
    const keys = [documentKey, photo, cv];
    expect(storedKeys()).toEqual(expect.arrayContaining(keys));
    const employer = await newEmployer(t);
    const openJob = await newJob(t, employer.user.id);
    expect((await candidate.browser.post(`${API}/jobs/${openJob.id}/apply`, { note: 'Hello' })).statusCode).toBe(201);
    const past = await newHire(t, { employer, staff: candidate });
    await endHire(t, past);
    await t.db.insert(agreementSignatures).values({
      candidateId: id,
      kind: 'nda',
      version: 1,
      language: 'en',
      textSha256: 'a'.repeat(64),
      typedName: 'Maria Santos',
      ipAddress: '10.0.0.1',
      userAgent: 'Firefox',
    });

    expect((await candidate.browser.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    // Not before the grace period is over.
    t.clock.set(at(13));
    expect(await purgeDueAccounts({ db: t.db, files: t.files }, t.clock.now())).toBe(0);
    t.clock.set(at(14));
    expect(await purgeDueAccounts({ db: t.db, files: t.files }, t.clock.now())).toBeGreaterThanOrEqual(1);

    expect(storedKeys().filter((key) => keys.includes(key))).toEqual([]);
    expect(await count('file_deletions', `file_key in ('${keys.join("','")}')`)).toBe(0);
    const [user] = await t.query<Record<string, unknown>>(`select * from users where id = '${id}'`);
    expect(user).toMatchObject({ email: `deleted-${id}@deleted.invalid`, firstname: 'Deleted', lastname: 'account', phone_number: null, country: 'ZZ', profile: {} });
    for (const [table, column] of [
      ['sessions', 'user_id'],
      ['compliance_documents', 'candidate_id'],
      ['candidate_profile_files', 'user_id'],
    ] as const) {
      expect(await count(table, `${column} = '${id}'`), table).toBe(0);
    }
    // The application that never became a contract is gone; the past contract's stays.
    expect(await count('applications', `candidate_id = '${id}' and job_id = '${openJob.id}'`)).toBe(0);
    expect(await count('applications', `candidate_id = '${id}' and job_id = '${past.job.id}'`)).toBe(1);
    expect(await count('outbox', `lower("to") = lower('${candidate.user.email}')`)).toBe(0);
    // Kept: the past contract (the employer's staff history and what was billed for it), the signature's record without the person.
    expect(await count('offers', `id = '${past.offerId}' and candidate_id = '${id}'`)).toBe(1);
    const [signature] = await t.query<Record<string, unknown>>(`select * from agreement_signatures where candidate_id = '${id}'`);
    expect(signature).toMatchObject({ text_sha256: 'a'.repeat(64), typed_name: 'Deleted account', ip_address: '', user_agent: '' });
    const [profile] = await t.query<Record<string, unknown>>(`select * from candidate_profiles where user_id = '${id}'`);
    expect(profile).toMatchObject({ full_name: 'Deleted account', headline: '', complete: false });
    expect(await count('account_deletions', `user_id = '${id}' and purged_at is not null`)).toBe(1);

    // The old address is unknown to sign-in, and free to sign up with.
    expectError(await t.client().post(`${API}/auth/login`, { email: candidate.user.email, password: GOOD_PASSWORD }), 401, 'INVALID_CREDENTIALS');
    const again = await t.client().post(`${API}/auth/register`, registrationBody('candidate', { email: candidate.user.email }));
    expect(again.statusCode, again.body).toBe(201);
  });

  test('an employer: jobs without a hire and card details go, invoices and payments stay under the placeholder', async () => {
    const employer = await newEmployer(t);
    const { id } = employer.user;
    const draft = await newJob(t, id, { status: 'draft' });
    const past = await newHire(t, { employer });
    await endHire(t, past);
    const payment = await paidPayment(t, id, { paidAt: '2030-04-01T06:00:00Z', offerIds: [past.offerId] });
    await t.query(`insert into billing_accounts (employer_id, billing_name, billing_address) values ('${id}', 'Firm Ltd', '1 Main St')`);
    await t.query(`insert into estimates (employer_id, name, lines, totals) values ('${id}', 'Plan', '[]', '{}')`);
    // Paid the month after the contract ended: nothing left to bill.
    await paidPayment(t, id, { paidAt: '2030-05-01T06:00:00Z', kind: 'monthly' });

    expect((await employer.browser.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await purgeAccount({ db: t.db, files: t.files }, id, at(14))).toBe(true);

    expect(await count('jobs', `id = '${draft.id}'`)).toBe(0);
    expect(await count('jobs', `id = '${past.job.id}' and status = 'closed'`)).toBe(1);
    expect(await count('billing_accounts', `employer_id = '${id}'`)).toBe(0);
    expect(await count('estimates', `employer_id = '${id}'`)).toBe(0);
    expect(await count('payments', `id = '${payment.payment.id}'`)).toBe(1);
    expect(await count('invoices', `employer_id = '${id}'`)).toBe(2);
    expect((await t.query(`select company_name from users where id = '${id}'`))[0]).toEqual({ company_name: null });
    // The staff member still sees their past contract; the other side is the placeholder.
    expect(await count('offers', `id = '${past.offerId}'`)).toBe(1);
  });

  test('the conversations the person took part in go whole, both sides’ messages and files with them, and the blocks either way', async () => {
    const talk = await conversationOf(t);
    const { id } = talk.candidate.user;
    const file = (await upload(talk.employer.browser, talk.conversationId)).json<{ id: string }>();
    expect((await send(talk.employer.browser, talk.conversationId, 'The contract', { attachment_ids: [file.id] })).statusCode).toBe(201);
    expect((await send(talk.candidate.browser, talk.conversationId, 'Thanks')).statusCode).toBe(201);
    expect((await talk.candidate.browser.post(MESSAGES.block(talk.conversationId), { blocked: true })).statusCode).toBe(200);
    const [{ file_key: key }] = (await t.query<{ file_key: string }>(`select file_key from message_attachments where id = '${file.id}'`)) as [{ file_key: string }];
    expect(storedKeys()).toContain(key);

    expect((await talk.candidate.browser.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await purgeAccount({ db: t.db, files: t.files }, id, at(14))).toBe(true);

    expect(await count('conversations', `id = '${talk.conversationId}'`)).toBe(0);
    expect(await count('messages', `conversation_id = '${talk.conversationId}'`)).toBe(0);
    expect(await count('message_attachments', `id = '${file.id}'`)).toBe(0);
    expect(await count('message_blocks', `blocker_id = '${id}' or blocked_id = '${id}'`)).toBe(0);
    expect(storedKeys()).not.toContain(key);
    expect((await talk.employer.browser.get(MESSAGES.conversation(talk.conversationId))).statusCode).toBe(404);
  });

  test('waits while a contract started during the grace period runs', async () => {
    const candidate = await newCandidate(t);
    expect((await candidate.browser.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    const hire = await newHire(t, { staff: candidate });
    expect(await purgeAccount({ db: t.db, files: t.files }, candidate.user.id, at(15))).toBe(false);
    expect(await count('users', `id = '${candidate.user.id}' and email = '${candidate.user.email}'`)).toBe(1);
    await endHire(t, hire);
    expect(await purgeAccount({ db: t.db, files: t.files }, candidate.user.id, at(16))).toBe(true);
  });

  test('a store that fails during the purge leaves the deletion recorded, and housekeeping finishes it', async () => {
    const candidate = await newCandidate(t);
    expect((await uploadDocument(candidate.browser, { kind: 'tax_form' })).statusCode).toBe(201);
    const [{ file_key: key }] = (await t.query<{ file_key: string }>(`select file_key from compliance_documents where candidate_id = '${candidate.user.id}'`)) as [
      { file_key: string },
    ];
    expect((await candidate.browser.post(URL, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    const down: FileStore = { ...t.files, kind: t.files.kind, put: (...a) => t.files.put(...a), open: (k) => t.files.open(k), remove: () => Promise.reject(new Error('store down')) };
    expect(await purgeAccount({ db: t.db, files: down }, candidate.user.id, at(14))).toBe(true);
    expect(storedKeys()).toContain(key);
    await t.query(`update file_deletions set requested_at = now() - interval '2 minutes' where file_key = '${key}'`);
    await deleteLeftoverFiles(t.db, t.files);
    expect(storedKeys()).not.toContain(key);
    expect(await count('file_deletions', `file_key = '${key}'`)).toBe(0);
  });

  test('every table that points to users has its fate decided (docs/product.md, "Deleting an account")', async () => {
    const rows = await t.query<{ table_name: string }>(`
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = current_schema()`);
    const pointing = rows.map((row) => row.table_name).sort();
    expect(pointing.filter((table) => !(table in TABLES)), 'tables pointing to users that the purge has not decided on').toEqual([]);
  });
});
