// Signing an agreement the way the app does: read it (its version, language and fingerprint), then sign that text.
import { API, type Client, type Res } from './harness.js';

export type AgreementDocument = {
  kind: string;
  version: number;
  language: string;
  title: string;
  text: string;
  sha256: string;
  name_on_account: string;
  signature?: { id: string; sha256: string; typed_name: string; signed_at: string; version: number; language: string; ip_address: string; user_agent: string };
};

export async function readAgreement(browser: Client, kind: string, language = 'en'): Promise<AgreementDocument> {
  const res = await browser.request('GET', `${API}/candidate/agreements/${kind}`, undefined, { headers: { 'accept-language': language } });
  if (res.statusCode !== 200) throw new Error(`reading the ${kind} answered ${res.statusCode}: ${res.body}`);
  return res.json<AgreementDocument>();
}

/** Signs what `read` showed; `over` changes a field of the body. */
export function sign(browser: Client, read: AgreementDocument, over: Record<string, unknown> = {}, opts: { headers?: Record<string, string> } = {}): Promise<Res> {
  const body = { version: read.version, language: read.language, sha256: read.sha256, full_name: read.name_on_account, agreed: true, ...over };
  return browser.request('POST', `${API}/candidate/agreements/${read.kind}/signature`, body, opts);
}

/** Reads and signs, answering the signature's id. */
export async function signedAgreement(browser: Client, kind = 'nda'): Promise<string> {
  const res = await sign(browser, await readAgreement(browser, kind));
  if (res.statusCode !== 201) throw new Error(`signing the ${kind} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}
