import { expect } from 'vitest';
import type { Client, Res } from './harness.js';

/** The Fastify body limit of the app. */
export const BODY_LIMIT = 64 * 1024;

export interface HostileCase {
  name: string;
  /** Raw payload; undefined sends no body at all. */
  payload?: string | Buffer;
  contentType?: string | null;
  status: number;
  code: string;
  /** A field that `fields` must name (for VALIDATION_FAILED). */
  field?: string;
}

/** A JSON text of exactly `size` bytes: `valid` with `field` padded with 'x'. */
export function bodyOfSize(valid: Record<string, unknown>, field: string, size: number): string {
  const empty = JSON.stringify({ ...valid, [field]: '' });
  const pad = size - Buffer.byteLength(empty);
  if (pad < 0) throw new Error('the valid body is already larger than the size asked for');
  const text = JSON.stringify({ ...valid, [field]: 'x'.repeat(pad) });
  if (Buffer.byteLength(text) !== size) throw new Error('size mismatch');
  return text;
}

/**
 * Bodies an attacker or a broken client might send to an operation with a JSON body.
 * `valid` is a body the operation accepts; `stringField` one of its plain string fields
 * (the one used for long strings and NUL characters); `firstRequired` the field AJV
 * reports first for `{}`.
 */
export function hostileBodies(opts: { valid: Record<string, unknown>; stringField: string; firstRequired: string }): HostileCase[] {
  const { valid, stringField, firstRequired } = opts;
  const bad = (name: string, payload: string | Buffer | undefined, field = 'body', contentType?: string | null): HostileCase => ({
    name,
    payload,
    contentType,
    status: 400,
    code: 'VALIDATION_FAILED',
    field,
  });
  const unreadable = (name: string, payload: string): HostileCase => ({ name, payload, status: 400, code: 'BODY_INVALID' });
  const unsupported = (name: string, contentType: string | null, payload = JSON.stringify(valid)): HostileCase => ({
    name,
    payload,
    contentType,
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
  return [
    bad('JSON null', 'null'),
    bad('an empty array', '[]'),
    bad('the valid body inside an array', JSON.stringify([valid])),
    bad('a JSON string', '"hello"'),
    bad('a JSON number', '42'),
    bad('JSON true', 'true'),
    bad('no body at all', undefined, 'body', null),
    bad('an empty object', '{}', firstRequired),
    bad('an unknown field', JSON.stringify({ ...valid, is_admin: true }), 'is_admin'),
    bad('a number for a string', JSON.stringify({ ...valid, [stringField]: 12345678 }), stringField),
    bad('a boolean for a string', JSON.stringify({ ...valid, [stringField]: true }), stringField),
    bad('null for a string', JSON.stringify({ ...valid, [stringField]: null }), stringField),
    bad('an object for a string', JSON.stringify({ ...valid, [stringField]: { $gt: '' } }), stringField),
    bad('an array for a string', JSON.stringify({ ...valid, [stringField]: [String(valid[stringField])] }), stringField),
    // In an otherwise valid body: validation names the first bad field only, once the input is not small.
    bad('deeply nested arrays', JSON.stringify({ ...valid, [stringField]: 0 }).replace(`"${stringField}":0`, `"${stringField}":${'['.repeat(2000)}${']'.repeat(2000)}`), stringField),
    bad('a NUL character', JSON.stringify({ ...valid, [stringField]: `${String(valid[stringField])}\u0000` }), stringField),
    bad('a 60 KiB string', JSON.stringify({ ...valid, [stringField]: 'x'.repeat(60 * 1024) }), stringField),
    bad('a body of exactly 64 KiB', bodyOfSize(valid, stringField, BODY_LIMIT), stringField),
    { name: 'a body one byte over 64 KiB', payload: bodyOfSize(valid, stringField, BODY_LIMIT + 1), status: 413, code: 'PAYLOAD_TOO_LARGE' },
    { name: 'a body of 1 MiB', payload: bodyOfSize(valid, stringField, 1024 * 1024), status: 413, code: 'PAYLOAD_TOO_LARGE' },
    unreadable('malformed JSON', '{"email":'),
    unreadable('JSON with trailing garbage', `${JSON.stringify(valid)}x`),
    unreadable('an empty JSON body', ''),
    unreadable('a __proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`),
    unreadable('a constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(valid).slice(1)}`),
    unsupported('text/plain', 'text/plain'),
    unsupported('application/xml', 'application/xml', '<login/>'),
    unsupported('a form post', 'application/x-www-form-urlencoded', 'email=a%40b.co'),
    unsupported('multipart/form-data', 'multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--x--'),
    unsupported('a body without a content type', null),
  ];
}

/** Sends one hostile case and checks its exact answer. */
export async function expectHostile(client: Client, method: 'POST' | 'DELETE', url: string, c: HostileCase): Promise<Res> {
  const res = await client.request(method, url, undefined, { payload: c.payload, contentType: c.contentType });
  expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.code).toBe(c.code);
  expect(typeof body.message).toBe('string');
  if (c.field) expect(Object.keys(body.fields ?? {})).toContain(c.field);
  else expect(body.fields).toBeUndefined();
  return res;
}
