// Tag account: exportPersonalData. Everything we hold about the signed-in user, and no secret.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API, TOKEN_RE, msg, startTestServer, uniqueAddress, type TestServer } from './harness.js';
import { newCandidate, newEmployer, pipeline } from './pipeline-fixtures.js';
import { CARDS, saveCard } from './checkout-fixtures.js';
import { uploadDocument } from './compliance-fixtures.js';
import { MESSAGES, conversationOf, send, upload } from './message-fixtures.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

const EXPORT = `${API}/account/personal-data`;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const nextWeekday = () => {
  const day = new Date(t.clock.now());
  do day.setUTCDate(day.getUTCDate() + 1);
  while ([0, 6].includes(day.getUTCDay()));
  return `${day.toISOString().slice(0, 10)}T13:00:00.000Z`;
};

describe('exportPersonalData', () => {
  test('an employer: the account and every kind of record, including forms sent from the account address in any case', async () => {
    const employer = await newEmployer(t);
    const { user, browser } = employer;
    const shouted = user.email.toUpperCase();
    await t.query(`update users set locale = 'fr' where id = '${user.id}'`);
    await saveCard(employer, CARDS.succeeds);
    const start = new Date(t.clock.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const estimateLine = { role: 'bookkeeper', experience: 'entry', type_of_hire: 'full_time', headcount: 1, service_period_months: 3, security: false, work_hours: 40, start_date: start };
    expect((await browser.post(`${API}/employer/estimates`, { name: 'Mine', lines: [estimateLine] })).statusCode).toBe(201);
    expect(
      (
        await browser.post(`${API}/employer/grant-applications`, {
          organisation_name: 'Lovelace Analytics',
          organisation_type: 'small_business',
          country: 'GB',
          employees: '1-10',
          hires_planned: 1,
          reason: 'A small analytics studio that needs one remote bookkeeper to keep the books while we grow our client list.',
          locale: 'en',
        })
      ).statusCode,
    ).toBe(201);
    await t.query(`insert into grants (employer_id, name, percent, hires) values ('${user.id}', 'Studio grant', 20, 1)`);
    const anonymous = t.client();
    expect(
      (await anonymous.post(`${API}/public/contact`, { name: 'Me', email: shouted, topic: 'billing', message: 'A question about invoices sent before I signed up.', locale: 'en' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await anonymous.post(`${API}/public/demo-bookings`, { name: 'Me', email: user.email, company: 'Lovelace Analytics', team_size: '1-10', starts_at: nextWeekday(), locale: 'en' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await anonymous.post(`${API}/public/privacy-inquiries`, { name: 'Me', email: user.email, kind: 'access', details: 'What do you hold about me from before?', locale: 'en' }))
        .statusCode,
    ).toBe(201);
    expect((await browser.post(`${API}/account/privacy-inquiries`, { kind: 'correction', details: 'Please spell my company name right.' })).statusCode).toBe(201);
    await pipeline(t, 'offered', { employer });

    const res = await browser.post(EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const data: Json = res.json();
    expect(new Date(data.generated_at).toString()).not.toBe('Invalid Date');
    expect(data.account).toMatchObject({ id: user.id, email: user.email, firstname: 'Ada', lastname: 'Lovelace', locale: 'fr' });
    const { records } = data;
    expect(records.estimates).toEqual([expect.objectContaining({ name: 'Mine', lines: [estimateLine] })]);
    expect(records.grant_applications).toEqual([expect.objectContaining({ organisation_name: 'Lovelace Analytics', status: 'submitted' })]);
    expect(records.grants).toEqual([expect.objectContaining({ name: 'Studio grant', percent: 20 })]);
    expect(records.contact_messages).toHaveLength(1);
    expect(records.demo_bookings).toHaveLength(1);
    expect(records.privacy_inquiries).toHaveLength(2);
    expect(records.jobs).toHaveLength(1);
    expect(records.applications).toHaveLength(1);
    expect(records.interviews).toHaveLength(1);
    expect(records.offers).toHaveLength(1);
    expect(records.billing_account).toHaveLength(1);
    expect(records.personal_data_requests).toHaveLength(1);
    for (const kind of ['payments', 'invoices', 'candidate_profile', 'sessions', 'mails']) expect(Array.isArray(records[kind]), kind).toBe(true);

    // A card is what the billing page shows of it: brand, last four digits, expiry.
    expect(records.payment_methods).toEqual([{ brand: expect.any(String), last4: '4242', exp_month: 12, exp_year: 2030, created_at: expect.any(String), removed_at: null }]);
    // Sessions say where and when, never the cookie or its hash.
    expect(records.sessions.length).toBeGreaterThan(0);
    for (const session of records.sessions) expect(Object.keys(session).sort()).toEqual(['created_at', 'ended_at', 'expires_at', 'id', 'ip_address', 'last_seen_at', 'user_agent', 'user_id']);
    // The mails as read, with the tokens of their links cut out.
    const verification = records.mails.find((mail: Json) => mail.template === 'verify_email');
    expect(verification.text).toContain('/verify-email/[removed]');
    expect(records.mails.every((mail: Json) => !('html' in mail))).toBe(true);

    const body = res.body;
    expect(body).not.toMatch(/password_?hash|token_?hash|xsrf_?hash|client_?secret/i);
    const secrets = await t.query<{ h: string }>(
      `select password_hash as h from users where id = '${user.id}'
       union all select token_hash from sessions where user_id = '${user.id}'
       union all select xsrf_hash from sessions where user_id = '${user.id}'
       union all select token_hash from email_tokens where user_id = '${user.id}'`,
    );
    expect(secrets.length).toBeGreaterThan(3);
    for (const { h } of secrets) expect(body).not.toContain(h);
    for (const mail of await t.mailbox(user.email)) {
      const token = TOKEN_RE.verify.exec(mail.text)?.[1];
      if (token) expect(body).not.toContain(token);
    }
    for (const cookie of ['sid', 'XSRF-TOKEN']) {
      const value = browser.cookie(cookie);
      expect(value, cookie).toBeTruthy();
      expect(body).not.toContain(value);
    }
  });

  test('recorded, and confirmed by mail in the account language', async () => {
    const { user, browser } = await newEmployer(t);
    await t.query(`update users set locale = 'zh' where id = '${user.id}'`);
    expect((await browser.post(EXPORT)).statusCode).toBe(200);
    const rows = await t.query<{ user_id: string }>(`select user_id from personal_data_requests where user_id = '${user.id}'`);
    expect(rows).toHaveLength(1);
    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('public_mail_export_subject', {}, 'zh'));
  });

  test('any role: a candidate gets their profile, applications, compliance documents and intake survey', async () => {
    const p = await pipeline(t, 'applied');
    expect((await uploadDocument(p.candidate.browser, { kind: 'tax_form', filename: 'W-8BEN.pdf' })).statusCode).toBe(201);
    const contact = { name: 'Rosa Santos', relationship: 'Mother', phone: '+63 917 555 0101' };
    expect((await p.candidate.browser.request('PUT', `${API}/candidate/intake-survey/emergency-contact`, contact)).statusCode).toBe(200);
    const res = await p.candidate.browser.post(EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    const { account, records } = res.json();
    expect(account).toMatchObject({ id: p.candidate.user.id, role: 'candidate' });
    expect(records.candidate_profile).toEqual([expect.objectContaining({ user_id: p.candidate.user.id })]);
    expect(records.applications).toEqual([expect.objectContaining({ candidate_id: p.candidate.user.id, job_id: p.job.id })]);
    expect(records.jobs).toEqual([]);
    // The documents as the candidate knows them, without where their files are stored.
    expect(records.compliance_documents).toEqual([expect.objectContaining({ kind: 'tax_form', status: 'submitted', file_name: 'W-8BEN.pdf', content_type: 'application/pdf' })]);
    expect(records.compliance_documents[0]).not.toHaveProperty('file_key');
    expect(records.intake_survey).toEqual([expect.objectContaining({ candidate_id: p.candidate.user.id, emergency_contact: contact })]);
    for (const type of ['bpo', 'saa'] as const) {
      const other = await t.signIn(await t.createUser({ type }));
      expect((await other.post(EXPORT)).statusCode).toBe(200);
    }
  });

  test('messages: each side gets its conversations as it sees them (the other side by name and role, never an address), the messages both ways with their edits, deletions and file names, the reports it filed and the people it blocked', async () => {
    const p = await conversationOf(t);
    const [employer, candidate] = [p.employer, p.candidate];
    const file = (await upload(employer.browser, p.conversationId, { filename: 'contract.pdf' })).json();
    const offer = (await send(employer.browser, p.conversationId, 'The contract is attached.', { attachment_ids: [file.id] })).json();
    const reply = (await send(candidate.browser, p.conversationId, 'Thanks, I will read it tonight.')).json();
    const rude = (await send(candidate.browser, p.conversationId, 'Something I regret.')).json();
    expect((await candidate.browser.request('PATCH', MESSAGES.message(reply.id), { text: 'Thanks, I will read it tomorrow.' })).statusCode).toBe(200);
    expect((await employer.browser.post(MESSAGES.reports(p.conversationId), { reason: 'Rude language', message_id: rude.id })).statusCode).toBe(201);
    expect((await candidate.browser.request('DELETE', MESSAGES.message(rude.id))).statusCode).toBe(200);
    expect((await employer.browser.post(MESSAGES.mute(p.conversationId), { muted: true })).statusCode).toBe(200);
    expect((await employer.browser.post(MESSAGES.block(p.conversationId), { blocked: true })).statusCode).toBe(200);
    const [names] = await t.query<{ candidate: string; company: string }>(
      `select c.firstname || ' ' || c.lastname as candidate, e.company_name as company from users c, users e where c.id = '${candidate.user.id}' and e.id = '${employer.user.id}'`,
    );

    const employers = await employer.browser.post(EXPORT);
    expect(employers.statusCode, employers.body).toBe(200);
    const mine: Json = employers.json().records;
    expect(mine.conversations).toEqual([
      {
        id: p.conversationId,
        with: { name: names!.candidate, role: 'candidate' },
        about: { kind: 'application', id: p.applicationId, job_title: p.job.title },
        started_by_me: true,
        created_at: expect.any(String),
        read_up_to: offer.id,
        muted_at: expect.any(String),
        messages: [
          { id: offer.id, mine: true, text: 'The contract is attached.', attachments: [{ name: 'contract.pdf', content_type: 'application/pdf', size_bytes: expect.any(Number) }], created_at: offer.created_at, edited_at: null, deleted_at: null },
          { id: reply.id, mine: false, text: 'Thanks, I will read it tomorrow.', attachments: [], created_at: reply.created_at, edited_at: expect.any(String), deleted_at: null },
          { id: rude.id, mine: false, text: null, attachments: [], created_at: rude.created_at, edited_at: null, deleted_at: expect.any(String) },
        ],
      },
    ]);
    // The report keeps the messages as they stood when reported, the deleted one included.
    expect(mine.message_reports).toEqual([
      {
        id: expect.any(String),
        conversation_id: p.conversationId,
        message_id: rude.id,
        reason: 'Rude language',
        messages: expect.arrayContaining([{ id: rude.id, mine: false, text: 'Something I regret.', created_at: expect.any(String) }]),
        created_at: expect.any(String),
      },
    ]);
    expect(mine.message_blocks).toEqual([{ blocked: { name: names!.candidate, role: 'candidate' }, created_at: expect.any(String) }]);
    expect(employers.body).not.toContain(candidate.user.email);

    const candidates = await candidate.browser.post(EXPORT);
    expect(candidates.statusCode, candidates.body).toBe(200);
    const theirs: Json = candidates.json().records;
    expect(theirs.conversations).toEqual([
      expect.objectContaining({ with: { name: names!.company, role: 'employer' }, started_by_me: false, muted_at: null, read_up_to: rude.id }),
    ]);
    expect(theirs.conversations[0].messages.map((m: Json) => [m.id, m.mine])).toEqual([
      [offer.id, false],
      [reply.id, true],
      [rude.id, true],
    ]);
    // What the other side filed and chose is theirs, not this side's.
    expect(theirs.message_reports).toEqual([]);
    expect(theirs.message_blocks).toEqual([]);
    expect(candidates.body).not.toContain(employer.user.email);
  });

  test('nothing of another account', async () => {
    const mine = await newCandidate(t);
    const other = await newEmployer(t);
    await other.browser.post(`${API}/employer/estimates`, {
      name: 'Theirs',
      lines: [{ role: 'bookkeeper', experience: 'entry', type_of_hire: 'full_time', headcount: 1, service_period_months: 3, security: false, work_hours: 40, start_date: new Date(t.clock.now()).toISOString().slice(0, 10) }],
    });
    const body = (await mine.browser.post(EXPORT)).body;
    expect(body).not.toContain(other.user.email);
    expect(body).not.toContain(other.user.id);
    expect(JSON.parse(body).records.estimates).toEqual([]);
  });

  test('needs a session and the anti-forgery token', async () => {
    expect((await t.client().post(EXPORT)).statusCode).toBe(401);
    const { browser, user } = await newEmployer(t);
    expect((await browser.post(EXPORT, undefined, { xsrf: 'omit' })).statusCode).toBe(403);
    expect((await t.query(`select 1 from personal_data_requests where user_id = '${user.id}'`)).length).toBe(0);
  });

  test('five an hour per user, from any address', async () => {
    const { user, browser } = await newEmployer(t);
    for (let i = 0; i < 5; i++) expect((await browser.post(EXPORT)).statusCode).toBe(200);
    const res = await browser.post(EXPORT);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await (await t.signIn(user, { remoteAddress: uniqueAddress() })).post(EXPORT)).statusCode).toBe(429);
    const rows = await t.query(`select 1 from personal_data_requests where user_id = '${user.id}'`);
    expect(rows).toHaveLength(5);
  });
});
