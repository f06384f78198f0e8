// Tag auth: register.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  GOOD_PASSWORD,
  USER_TYPES,
  expectError,
  field,
  msg,
  profileFields,
  registrationBody,
  roleOfType,
  startTestServer,
  uniqueEmail,
  type TestServer,
  type UserType,
} from './harness.js';
import { expectHostile, hostileBodies } from './hostile.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const REGISTER = `${API}/auth/register`;
/** Each attempt from its own address: the per-address limit is tested on its own. */
const register = (body: unknown, headers?: Record<string, string>) => t.client({ headers }).post(REGISTER, body);
const usersWithEmail = async (email: string) =>
  Number((await t.query<{ n: number }>(`select count(*)::int as n from users where lower(email) = lower('${email}')`))[0]!.n);

interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  firstname: string;
  lastname: string;
  call_me_by: string | null;
  country: string;
  phone_number: string | null;
  locale: string;
  company_name: string | null;
  send_mails: boolean;
  terms_accepted_at: unknown;
  email_verified_at: unknown;
  profile: Record<string, unknown>;
}
const userRow = async (email: string) =>
  (await t.query<UserRecord>(`select * from users where lower(email) = lower('${email}')`))[0];

describe('success', () => {
  test.each(USER_TYPES)('%s: 201 with the exact shape; stored with its role, columns and profile', async (type) => {
    const body = registrationBody(type);
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ email: body.email, verification_required: true });

    const row = (await userRow(String(body.email)))!;
    expect(row.role).toBe(roleOfType(type));
    expect(row).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', country: 'GB', locale: 'en', send_mails: true });
    expect(row.email_verified_at).toBeNull();
    expect(row.terms_accepted_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    const { company_name, ...profile } = profileFields[type] as Record<string, unknown>;
    expect(row.company_name).toBe(company_name ?? null);
    expect(row.profile).toEqual(profile);
  });

  test.each([
    ['candidate', { call_me_by: 'Ada L.' }],
    ['agent', { agency_name: 'Ada Agency', linkedin_url: 'https://www.linkedin.com/in/ada' }],
    ['business_agent', { website_url: 'https://partners.example.com', linkedin_url: 'https://www.linkedin.com/in/ada' }],
  ] as const)('%s accepts its optional fields %o', async (type, optional) => {
    const body = registrationBody(type, optional);
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const row = (await userRow(String(body.email)))!;
    if ('call_me_by' in optional) expect(row.call_me_by).toBe(optional.call_me_by);
    else expect(row.profile).toMatchObject(optional);
  });

  test('optional common fields: phone number, send_mails false, locale', async () => {
    const body = registrationBody('candidate', { phone_number: '+1 (415) 555-0100', send_mails: false, locale: 'es' });
    expect((await register(body)).statusCode).toBe(201);
    expect(await userRow(String(body.email))).toMatchObject({ phone_number: '+1 (415) 555-0100', send_mails: false, locale: 'es' });
  });

  test('names at their maximum length (80) are accepted; names are trimmed', async () => {
    const body = registrationBody('candidate', { firstname: 'F'.repeat(80), lastname: '  Lovelace  ' });
    expect((await register(body)).statusCode).toBe(201);
    expect(await userRow(String(body.email))).toMatchObject({ firstname: 'F'.repeat(80), lastname: 'Lovelace' });
  });
});

describe('per-role fields', () => {
  const requiredByType: Record<UserType, string[]> = {
    business_owner: ['company_name', 'website_url'],
    candidate: ['highest_degree', 'institution', 'graduation_year', 'job_title', 'industry', 'job_type'],
    agent: ['years_experience', 'industries', 'regions'],
    business_agent: ['company_name', 'years_experience', 'industries', 'expected_referrals'],
    bpo: ['company_name', 'website_url', 'headcount'],
    saa: ['company_name', 'license_number'],
    ba: ['company_name', 'website_url', 'member_count'],
  };
  const missing = USER_TYPES.flatMap((type) => requiredByType[type].map((name) => [type, name] as const));

  test('the table covers every required field of the contract', () => {
    for (const type of USER_TYPES) expect(Object.keys(profileFields[type]).sort()).toEqual([...requiredByType[type]].sort());
  });

  test.each(missing)('%s without %s: 400 naming the field as required', async (type, name) => {
    const body = registrationBody(type);
    delete body[name];
    const res = await register(body);
    expectError(res, 400, 'VALIDATION_FAILED', { [name]: field('required') });
    expect(await usersWithEmail(String(body.email))).toBe(0);
  });

  test.each([
    ['business_owner', 'company_name'],
    ['saa', 'license_number'],
    ['candidate', 'institution'],
  ] as const)('%s with a blank %s: 400 required', async (type, name) => {
    const res = await register(registrationBody(type, { [name]: '   ' }));
    expectError(res, 400, 'VALIDATION_FAILED', { [name]: field('required') });
  });

  test.each([
    ['business_owner', { headcount: 10 }],
    ['candidate', { company_name: 'Acme' }],
    ['candidate', { agency_name: 'Agency' }],
    ['agent', { company_name: 'Acme' }],
    ['agent', { highest_degree: 'master' }],
    ['business_agent', { highest_degree: 'master' }],
    ['bpo', { license_number: 'LIC-1' }],
    ['saa', { member_count: 10 }],
    ['ba', { years_experience: 3 }],
  ] as const)('%s with a field of another role %o: 400 not accepted', async (type, foreign) => {
    const body = registrationBody(type, foreign);
    const res = await register(body);
    expectError(res, 400, 'VALIDATION_FAILED', { [Object.keys(foreign)[0]!]: field('unknown') });
    expect(await usersWithEmail(String(body.email))).toBe(0);
  });
});

describe('bad input', () => {
  test.each(['user_type', 'firstname', 'lastname', 'email', 'password', 'country'])('missing %s: 400 required', async (name) => {
    const body = registrationBody('candidate');
    delete body[name];
    expectError(await register(body), 400, 'VALIDATION_FAILED', { [name]: field('required') });
  });

  test.each([
    ['agree_to_terms: false', { agree_to_terms: false }],
    ['agree_to_terms missing', { agree_to_terms: undefined }],
  ])('%s: 400 TERMS_REQUIRED with fields.agree_to_terms; nothing stored', async (_name, overrides) => {
    const body = registrationBody('candidate', overrides);
    const res = await register(body);
    expectError(res, 400, 'TERMS_REQUIRED', { agree_to_terms: msg('api_error_terms_required') });
    expect(await usersWithEmail(String(body.email))).toBe(0);
  });

  test('an unknown field: 400 naming it', async () => {
    expectError(await register(registrationBody('candidate', { role: 'admin' })), 400, 'VALIDATION_FAILED', { role: field('unknown') });
  });

  test.each([
    ['firstname', 42],
    ['firstname', true],
    ['email', 12345],
    ['graduation_year', '2015'],
    ['graduation_year', 2015.5],
    ['agree_to_terms', 'true'],
    ['agree_to_terms', 1],
    ['send_mails', 'false'],
    ['industry', ['accounting']],
  ])('mistyped %s = %j: 400 wrong type, nothing stored', async (name, value) => {
    const body = registrationBody('candidate', { [name]: value });
    expectError(await register(body), 400, 'VALIDATION_FAILED', { [name]: field('type') });
    if (name !== 'email') expect(await usersWithEmail(String(body.email))).toBe(0);
  });

  test('mistyped array fields of an agent: industries as a string, regions with a number', async () => {
    expectError(await register(registrationBody('agent', { industries: 'sales' })), 400, 'VALIDATION_FAILED', { industries: field('type') });
    expectError(await register(registrationBody('agent', { regions: ['US', 1] })), 400, 'VALIDATION_FAILED', { 'regions.1': field('type') });
  });

  test.each([
    ['firstname', 'F'.repeat(81), field('too_long', { max: 80 })],
    ['lastname', 'L'.repeat(81), field('too_long', { max: 80 })],
    ['institution', 'I'.repeat(161), field('too_long', { max: 160 })],
    ['job_title', 'J'.repeat(121), field('too_long', { max: 120 })],
    ['email', `${'e'.repeat(243)}@example.test`, field('too_long', { max: 254 })],
    ['call_me_by', 'C'.repeat(81), field('too_long', { max: 80 })],
  ])('too long %s: 400', async (name, value, message) => {
    expectError(await register(registrationBody('candidate', { [name]: value })), 400, 'VALIDATION_FAILED', { [name]: message });
  });

  test.each([
    ['user_type', 'admin', field('choice')],
    ['user_type', 'employer', field('choice')],
    ['email', 'not-an-email', field('email')],
    ['email', ' ada@example.com ', field('email')],
    ['country', 'gb', field('country')],
    ['country', 'GBR', field('country')],
    ['phone_number', 'call me maybe', field('phone')],
    ['locale', 'de', field('choice')],
    ['highest_degree', 'phd', field('choice')],
    ['graduation_year', 1949, field('min', { min: 1950 })],
    ['graduation_year', 2036, field('max', { max: 2035 })],
    ['firstname', '', field('required')],
  ])('invalid %s = %j: 400 with its message', async (name, value, message) => {
    expectError(await register(registrationBody('candidate', { [name]: value })), 400, 'VALIDATION_FAILED', { [name]: message });
  });

  test.each([
    ['industries', [], field('select_some', { min: 1 })],
    ['industries', ['sales', 'sales'], field('duplicates')],
    ['industries', ['knitting'], undefined],
    ['regions', ['us'], undefined],
    ['years_experience', -1, field('min', { min: 0 })],
    ['years_experience', 61, field('max', { max: 60 })],
  ])('agent with invalid %s = %j: 400 naming it', async (name, value, message) => {
    const res = await register(registrationBody('agent', { [name]: value }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const named = Object.keys(body.fields).filter((f) => f === name || f.startsWith(`${name}.`));
    expect(named).toHaveLength(1);
    if (message) expect(body.fields[named[0]!]).toBe(message);
  });

  test('website_url must be a URL', async () => {
    expectError(await register(registrationBody('business_owner', { website_url: 'acme' })), 400, 'VALIDATION_FAILED', {
      website_url: field('url'),
    });
  });

  // Stored links are rendered later; a script URL would be stored XSS.
  test.each([
    ['website_url', 'business_owner', 'javascript:alert(1)'],
    ['website_url', 'ba', 'ftp://files.example.com'],
    ['linkedin_url', 'agent', 'javascript:alert(document.cookie)'],
  ] as const)('%s refuses a non-web scheme (%s: %s)', async (name, type, value) => {
    expectError(await register(registrationBody(type, { [name]: value })), 400, 'VALIDATION_FAILED', { [name]: field('url') });
  });

  test('a JSON value of the wrong type is refused, not coerced', async () => {
    const res = await register(registrationBody('candidate', { agree_to_terms: 'true', graduation_year: '2019' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['agree_to_terms', 'graduation_year']);
  });

  test('every bad field is reported at once', async () => {
    const res = await register(registrationBody('candidate', { firstname: '', country: 'xx', email: 'nope', job_type: 'gig' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['country', 'email', 'firstname', 'job_type']);
  });
});

describe('passwords', () => {
  test.each([
    ['8 characters', 'k9#mQ2!x'],
    ['128 characters', `${'Zq7!'.repeat(32)}`],
  ])('a password of %s is accepted', async (_name, password) => {
    expect(password.length).toBeGreaterThanOrEqual(8);
    const body = registrationBody('candidate', { password });
    expect((await register(body)).statusCode).toBe(201);
  });

  test.each([
    ['7 characters', 'k9#mQ2!', field('too_short', { min: 8 })],
    ['129 characters', `${'Zq7!'.repeat(32)}x`, field('too_long', { max: 128 })],
  ])('a password of %s is refused', async (_name, password, message) => {
    const body = registrationBody('candidate', { password });
    expectError(await register(body), 400, 'VALIDATION_FAILED', { password: message });
    expect(await usersWithEmail(String(body.email))).toBe(0);
  });

  test.each(['password123', 'Password123', 'QWERTYUIOP', '12345678', 'remotehire1'])('common password %s: 400 PASSWORD_COMMON', async (password) => {
    const body = registrationBody('candidate', { password });
    expectError(await register(body), 400, 'PASSWORD_COMMON', { password: msg('api_error_password_common') });
    expect(await usersWithEmail(String(body.email))).toBe(0);
  });

  test('the e-mail address (or its local part) as password: 400 PASSWORD_COMMON', async () => {
    const email = uniqueEmail('longlocalpart');
    expectError(await register(registrationBody('candidate', { email, password: email.toUpperCase() })), 400, 'PASSWORD_COMMON', {
      password: msg('api_error_password_common'),
    });
    expectError(
      await register(registrationBody('candidate', { email, password: email.split('@')[0] })),
      400,
      'PASSWORD_COMMON',
      { password: msg('api_error_password_common') },
    );
  });
});

describe('duplicates', () => {
  test('the same e-mail twice, also differing only in case: 409 EMAIL_TAKEN, one row', async () => {
    const email = uniqueEmail('dup');
    expect((await register(registrationBody('candidate', { email }))).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase()]) {
      const res = await register(registrationBody('business_owner', { email: again }));
      expectError(res, 409, 'EMAIL_TAKEN', { email: msg('api_error_email_taken') });
    }
    expect(await usersWithEmail(email)).toBe(1);
  });

  test('two concurrent registrations with the same e-mail: exactly one 201 and one 409, one row, one mail', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      register(registrationBody('candidate', { email })),
      register(registrationBody('agent', { email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
    expect(await usersWithEmail(email)).toBe(1);
    expect(await t.mailbox(email)).toHaveLength(1);
  });
});

describe('verification mail', () => {
  test('the outbox holds a verification mail with a 43-character token link', async () => {
    const body = registrationBody('candidate', { firstname: 'Grace' });
    expect((await register(body)).statusCode).toBe(201);
    const mails = await t.mailbox(String(body.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(body.email);
    expect(mail.subject).toBe(msg('mail_verify_subject'));
    expect(mail.text).toContain(msg('mail_greeting', { name: 'Grace' }));
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}$/m);
    const link = /http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.sent_at).toBeNull();
  });

  test('names are escaped in the HTML mail', async () => {
    const body = registrationBody('candidate', { firstname: '<img src=x onerror=alert(1)>' });
    expect((await register(body)).statusCode).toBe(201);
    const [mail] = await t.mailbox(String(body.email));
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('the mail is in the language of Accept-Language, or of the body locale when given', async () => {
    const fr = registrationBody('candidate');
    expect((await register(fr, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).statusCode).toBe(201);
    const [frMail] = await t.mailbox(String(fr.email));
    expect(frMail!.subject).toBe(msg('mail_verify_subject', {}, 'fr'));
    expect(frMail!.text).toContain(msg('mail_greeting', { name: 'Ada' }, 'fr'));
    expect((await userRow(String(fr.email)))!.locale).toBe('fr');

    const zh = registrationBody('candidate', { locale: 'zh' });
    expect((await register(zh, { 'accept-language': 'fr' })).statusCode).toBe(201);
    const [zhMail] = await t.mailbox(String(zh.email));
    expect(zhMail!.subject).toBe(msg('mail_verify_subject', {}, 'zh'));
  });
});

describe('language', () => {
  test('Accept-Language: fr gives French messages', async () => {
    const body = registrationBody('candidate');
    delete body.firstname;
    const res = await register(body, { 'accept-language': 'fr' });
    expectError(res, 400, 'VALIDATION_FAILED', { firstname: field('required', {}, 'fr') }, { locale: 'fr' });
    expect(res.json().message).not.toBe(msg('api_error_validation_failed'));
  });
});

describe('rate limit', () => {
  test('refused attempts do not count: an office fixing typos still signs up; the 21st sign-up from one address within the hour is 429 with how long to wait', async () => {
    const office = t.client();
    for (let i = 0; i < 30; i++) {
      const res = await office.post(REGISTER, registrationBody('candidate', { agree_to_terms: false }));
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 20; i++) expect((await office.post(REGISTER, registrationBody('candidate'))).statusCode).toBe(201);
    const body = registrationBody('candidate');
    const res = await office.post(REGISTER, body);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expectError(res, 429, 'RATE_LIMITED', undefined, { params: { minutes: 60, retryAfter } });
    expect(res.json().message).toContain('60 min');
    expect(await usersWithEmail(String(body.email))).toBe(0);
    expect((await register(registrationBody('candidate'))).statusCode).toBe(201);
  });

  test('a taken e-mail counts as a sign-up, so the limit cannot be used to ask which addresses are registered', async () => {
    const prober = t.client();
    const taken = await t.createUser();
    for (let i = 0; i < 20; i++) {
      const res = await prober.post(REGISTER, registrationBody('candidate', { email: i === 0 ? taken.email : uniqueEmail('probe') }));
      expect(res.statusCode).toBe(i === 0 ? 409 : 201);
    }
    expect((await prober.post(REGISTER, registrationBody('candidate', { email: taken.email }))).statusCode).toBe(429);
  });

  test('one address retrying one e-mail: the 11th attempt in 15 minutes is 429; another e-mail from the same address is unaffected', async () => {
    const browser = t.client();
    const email = uniqueEmail('typo');
    for (let i = 0; i < 10; i++) {
      expect((await browser.post(REGISTER, registrationBody('candidate', { email, agree_to_terms: false }))).statusCode).toBe(400);
    }
    const res = await browser.post(REGISTER, registrationBody('candidate', { email: email.toUpperCase() }));
    expectError(res, 429, 'RATE_LIMITED', undefined, { params: { minutes: 15, retryAfter: Number(res.headers['retry-after']) } });
    expect((await browser.post(REGISTER, registrationBody('candidate'))).statusCode).toBe(201);
  });
});

describe('hostile bodies', () => {
  const cases = hostileBodies({ valid: registrationBody('candidate'), stringField: 'firstname', firstRequired: 'user_type' });
  test.each(cases.map((c) => [c.name, c] as const))('%s: never a 5xx', async (_name, c) => {
    await expectHostile(t.client(), 'POST', REGISTER, c);
  });
});
