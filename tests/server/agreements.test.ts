// The agreements signed in the app through the API (server/onboarding/agreements.ts): the text
// shown in the caller's language with its fingerprint, signing it (the name on the account, the
// box ticked, the very text read), once per version whatever the clicks, a new version asking
// again, the signed copy only for its candidate and administrators, and the export.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agreementSignatures, users } from '../../server/db/schema.js';
import type { CandidateOwner } from '../../server/http/owner.js';
import { readAgreementLibrary } from '../../server/onboarding/agreement-texts.js';
import { agreementsOf } from '../../server/onboarding/agreement-standing.js';
import { signAgreement } from '../../server/onboarding/agreements.js';
import { readAgreement, sign } from './agreements-fixtures.js';
import { API, expectError, msg, startTestServer, type Client, type TestServer } from './harness.js';
import { newAdmin, newCandidate, ok, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const NOW = '2030-03-10T12:00:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const LIST = `${API}/candidate/agreements`;
const copy = (id: string) => `${API}/agreements/signatures/${id}`;

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  t.clock.set(NOW);
  admin = (await newAdmin(t)).browser;
});
afterAll(async () => {
  await t?.close();
});

const nameOf = (person: Person) => t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${person.user.id}'`).then((r) => r[0]!.name);

describe('reading an agreement', () => {
  test('both agreements are to sign, everywhere; each is shown in the caller’s language with the fingerprint of that exact text', async () => {
    const [maria, jo] = await Promise.all([newCandidate(t, { country: 'PH' }), newCandidate(t, { country: 'US' })]);
    for (const { browser } of [maria, jo]) {
      expect(ok<Json>(await browser.get(LIST))).toEqual({
        agreements: [
          { kind: 'contractor_agreement', version: 1, status: 'to_sign' },
          { kind: 'nda', version: 1, status: 'to_sign' },
        ],
      });
    }
    const french = await readAgreement(maria.browser, 'contractor_agreement', 'fr-FR,fr;q=0.9');
    expect(french).toMatchObject({ kind: 'contractor_agreement', version: 1, language: 'fr', title: 'Contrat de prestataire indépendant', name_on_account: await nameOf(maria) });
    expect(french.text.startsWith('# Contrat de prestataire indépendant\n\n## 1. Les parties\n\n')).toBe(true);
    expect(french.sha256).toBe(sha256(french.text));
    expect(french).not.toHaveProperty('signature');
    const chinese = await readAgreement(maria.browser, 'nda', 'zh');
    expect(chinese.title).toBe('保密协议');
    expect(chinese.sha256).toBe(sha256(chinese.text));
  });

  test('every version is written in the four languages with the same sections, each its own text', () => {
    const library = readAgreementLibrary();
    for (const kind of ['contractor_agreement', 'nda'] as const) {
      const texts = (['en', 'fr', 'es', 'zh'] as const).map((language) => library.text(kind, 1, language)!);
      const outline = (text: string) => text.split('\n\n').map((block) => (block.startsWith('## ') ? 'h' : block.startsWith('- ') ? `ul${block.split('\n').length}` : 'p'));
      for (const text of texts) expect(outline(text.text)).toEqual(outline(texts[0]!.text));
      expect(new Set(texts.map((text) => text.sha256)).size).toBe(4);
    }
  });
});

describe('signAgreement', () => {
  test('records the text read (kind, version, language, fingerprint), the name typed, the time, the address and the browser; the page then shows the signed copy', async () => {
    const maria = await newCandidate(t);
    const read = await readAgreement(maria.browser, 'nda', 'es');
    const res = await sign(maria.browser, read, {}, { headers: { 'user-agent': 'Firefox/140.0', 'accept-language': 'es' } });
    const signature = ok<Json>(res, 201);
    expect(signature).toEqual({
      id: expect.any(String),
      kind: 'nda',
      version: 1,
      language: 'es',
      sha256: sha256(read.text),
      typed_name: read.name_on_account,
      signed_at: NOW,
      ip_address: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      user_agent: 'Firefox/140.0',
    });
    const [row] = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.id, signature.id));
    expect(row).toMatchObject({ candidateId: maria.user.id, textSha256: sha256(read.text), userAgent: 'Firefox/140.0' });

    // Read again in English: still the copy signed, in Spanish, with its signature.
    const signed = await readAgreement(maria.browser, 'nda', 'en');
    expect(signed).toEqual({ ...read, signature });
    expect(sha256(signed.text)).toBe(signed.signature!.sha256);
    expect(ok<Json>(await maria.browser.get(LIST)).agreements).toEqual([
      { kind: 'contractor_agreement', version: 1, status: 'to_sign' },
      { kind: 'nda', version: 1, status: 'signed', signed_at: NOW },
    ]);
  });

  test('the name must be the one on the account, whatever its capitals and spaces; the box must be ticked', async () => {
    const maria = await newCandidate(t, { firstname: 'María José', lastname: 'Santos' });
    const read = await readAgreement(maria.browser, 'contractor_agreement');
    const name = 'María José Santos';
    expectError(await sign(maria.browser, read, { full_name: 'Maria Santos' }), 400, 'VALIDATION_FAILED', { full_name: msg('agr_api_field_name_mismatch', { name }) });
    expectError(await sign(maria.browser, read, { full_name: 'Ana Cruz', agreed: false }), 400, 'VALIDATION_FAILED', {
      full_name: msg('agr_api_field_name_mismatch', { name }),
      agreed: msg('api_field_required'),
    });
    expect(await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.candidateId, maria.user.id))).toEqual([]);
    expect(ok<Json>(await sign(maria.browser, read, { full_name: '  maría   JOSÉ santos ' }), 201).typed_name).toBe('maría   JOSÉ santos');
  });

  test('a text other than the current version’s, as read, is refused: nobody signs what they did not read', async () => {
    const maria = await newCandidate(t);
    const read = await readAgreement(maria.browser, 'nda', 'fr');
    const changed = { messageKey: 'agr_api_error_text_changed' };
    expectError(await sign(maria.browser, read, { language: 'en' }), 409, 'AGREEMENT_TEXT_CHANGED', undefined, changed);
    expectError(await sign(maria.browser, read, { version: 2 }), 409, 'AGREEMENT_TEXT_CHANGED', undefined, changed);
    expectError(await sign(maria.browser, read, { sha256: sha256(`${read.text} `) }), 409, 'AGREEMENT_TEXT_CHANGED', undefined, changed);
  });

  test('signing a version twice, at once or later in another language, answers the first signature and records one', async () => {
    const maria = await newCandidate(t);
    const read = await readAgreement(maria.browser, 'contractor_agreement');
    const [a, b] = await Promise.all([sign(maria.browser, read), sign(maria.browser, read)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Json>()).toEqual(b.json<Json>());
    t.clock.set('2030-03-11T08:00:00.000Z');
    const again = ok<Json>(await sign(maria.browser, await readAgreement(maria.browser, 'contractor_agreement', 'zh')), 200);
    t.clock.set(NOW);
    expect(again).toEqual(a.json<Json>());
    expect(again.language).toBe('en');
    expect(await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.candidateId, maria.user.id))).toHaveLength(1);
  });

  test('a new version asks for a new signature; the signature of the old one stays', async () => {
    const maria = await newCandidate(t);
    const v1 = ok<Json>(await sign(maria.browser, await readAgreement(maria.browser, 'nda')), 201);
    expect((await agreementsOf(t.db, maria.user.id)).missing.map((m) => m.kind)).toEqual(['contractor_agreement']);

    // Version 2 of the NDA: version 1's files, the English title changed.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agreements-'));
    try {
      cpSync(path.resolve('messages/content/agreements'), dir, { recursive: true });
      cpSync(path.join(dir, 'nda/v1'), path.join(dir, 'nda/v2'), { recursive: true });
      const en = path.join(dir, 'nda/v2/en.json');
      writeFileSync(en, JSON.stringify({ ...JSON.parse(readFileSync(en, 'utf8')), title: 'Non-Disclosure Agreement, second edition' }));
      const library = readAgreementLibrary(dir);
      const standing = await agreementsOf(t.db, maria.user.id, library);
      expect(standing.signed).toEqual([]);
      expect(standing.missing).toEqual([
        { kind: 'contractor_agreement', version: 1 },
        { kind: 'nda', version: 2 },
      ]);

      const [account] = await t.db.select().from(users).where(eq(users.id, maria.user.id));
      const owner: CandidateOwner = { userId: account!.id, role: 'candidate', candidateId: account!.id, account: account!, sessionId: 'test' };
      const text = library.text('nda', 2, 'en')!;
      const from = { ipAddress: '203.0.113.9', userAgent: 'test' };
      const deps = { db: t.db, clock: t.clock, publicUrl: 'http://localhost:3000' };
      const body = { version: 1, language: 'en' as const, sha256: v1.sha256, full_name: v1.typed_name, agreed: true };
      await expect(signAgreement(deps, owner, 'nda', body, from, library)).rejects.toMatchObject({ code: 'AGREEMENT_TEXT_CHANGED' });
      const v2 = await signAgreement(deps, owner, 'nda', { ...body, version: 2, sha256: text.sha256 }, from, library);
      expect(v2).toMatchObject({ created: true, signature: { version: 2, sha256: sha256(text.text) } });
      expect((await agreementsOf(t.db, maria.user.id, library)).signed).toEqual([{ kind: 'nda', version: 2, signatureId: v2.signature.id, signedAt: new Date(NOW) }]);
      expect((await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.candidateId, maria.user.id))).map((r) => r.version).sort()).toEqual([1, 2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('who reads and signs', () => {
  test('a signed copy is read by its candidate and administrators; anyone else’s id is not found', async () => {
    const maria = await newCandidate(t);
    const signature = ok<Json>(await sign(maria.browser, await readAgreement(maria.browser, 'nda')), 201);
    const mine = ok<Json>(await maria.browser.get(copy(signature.id)));
    expect(mine).toMatchObject({ kind: 'nda', sha256: signature.sha256, signature });
    expect(ok<Json>(await admin.get(copy(signature.id)))).toEqual(mine);

    const other = await newCandidate(t);
    expectError(await other.browser.get(copy(signature.id)), 404, 'NOT_FOUND');
    // The other candidate's own agreement is untouched by Maria's signature.
    expect(await readAgreement(other.browser, 'nda')).not.toHaveProperty('signature');
  });

  test('without a session: 401, and nothing is signed', async () => {
    const anonymous = t.client();
    await anonymous.primeXsrf();
    expectError(await anonymous.get(LIST), 401, 'UNAUTHENTICATED');
    expectError(await anonymous.get(`${LIST}/nda`), 401, 'UNAUTHENTICATED');
    const body = { version: 1, language: 'en', sha256: '0'.repeat(64), full_name: 'Ada Lovelace', agreed: true };
    expectError(await anonymous.post(`${LIST}/nda/signature`, body), 401, 'UNAUTHENTICATED');
  });

  test('the personal-data export holds the candidate’s signatures', async () => {
    const maria = await newCandidate(t);
    const signature = ok<Json>(await sign(maria.browser, await readAgreement(maria.browser, 'contractor_agreement')), 201);
    const exported = ok<Json>(await maria.browser.post(`${API}/account/personal-data`));
    expect(exported.records.agreement_signatures).toEqual([
      expect.objectContaining({ id: signature.id, kind: 'contractor_agreement', version: 1, text_sha256: signature.sha256, typed_name: signature.typed_name, user_agent: signature.user_agent }),
    ]);
  });
});
