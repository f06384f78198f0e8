// Tag public: listDemoSlots, bookDemo.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, uniqueAddress, uniqueEmail, type TestServer } from './harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
  // A Monday, so the next two weeks hold ten working days.
  t.clock.set('2027-03-01T10:00:00Z');
});

const SLOTS = `${API}/public/demo-slots`;
const BOOK = `${API}/public/demo-bookings`;

const booking = (starts_at: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Romero',
  email: uniqueEmail('demo'),
  company: 'Romero Legal',
  team_size: '11-50',
  starts_at,
  notes: 'Interested in paralegals.',
  locale: 'es',
  ...overrides,
});

const freeSlots = async () => (await t.client().get(SLOTS)).json<{ slots: { starts_at: string; minutes: number }[] }>().slots.map((s) => s.starts_at);
const bookings = async (startsAt: string) =>
  (await t.query<{ n: number }>(`select count(*)::int as n from demo_bookings where starts_at = '${startsAt}'`))[0]!.n;

/** The demo's time as the confirmation mail writes it. */
const when = (iso: string, locale: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

describe('listDemoSlots', () => {
  test('half-hour slots on working days from tomorrow for two weeks, 09:00 to 16:30 UTC', async () => {
    const res = await t.client().get(SLOTS);
    expect(res.statusCode).toBe(200);
    const slots: { starts_at: string; minutes: number }[] = res.json().slots;
    expect(slots[0]).toEqual({ starts_at: '2027-03-02T09:00:00.000Z', minutes: 30 });
    expect(slots[1]!.starts_at).toBe('2027-03-02T09:30:00.000Z');
    expect(slots.at(-1)!.starts_at).toBe('2027-03-15T16:30:00.000Z');
    // Ten working days of sixteen slots; no Saturday or Sunday, nothing today.
    expect(slots).toHaveLength(160);
    expect(slots.every((s) => s.minutes === 30)).toBe(true);
    expect(slots.some((s) => [0, 6].includes(new Date(s.starts_at).getUTCDay()))).toBe(false);
    expect(slots.some((s) => s.starts_at.startsWith('2027-03-01'))).toBe(false);
    expect([...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))).toEqual(slots);
  });

  test('follow the server clock: on a Friday evening the first slot is Monday morning', async () => {
    t.clock.set('2027-03-05T23:50:00Z');
    const slots = await freeSlots();
    expect(slots[0]).toBe('2027-03-08T09:00:00.000Z');
    expect(slots.at(-1)).toBe('2027-03-19T16:30:00.000Z');
    expect(slots).toHaveLength(160);
  });

  test('a booked slot is no longer offered, to anyone', async () => {
    const before = await freeSlots();
    expect((await t.client().post(BOOK, booking('2027-03-03T14:00:00Z'))).statusCode).toBe(201);
    const slots = await freeSlots();
    expect(slots).not.toContain('2027-03-03T14:00:00.000Z');
    expect(slots).toContain('2027-03-03T13:30:00.000Z');
    expect(slots).toContain('2027-03-03T14:30:00.000Z');
    expect(slots).toEqual(before.filter((s) => s !== '2027-03-03T14:00:00.000Z'));
  });
});

describe('bookDemo', () => {
  test('stores the booking and confirms it by mail, in the visitor language, with the time and the reference', async () => {
    const body = booking('2027-03-04T15:30:00Z');
    const res = await t.client().post(BOOK, body);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({ reference: expect.stringMatching(/^DM-[A-HJ-NP-Z2-9]{6}$/), starts_at: '2027-03-04T15:30:00.000Z', minutes: 30 });
    const [row] = await t.query<Record<string, unknown>>(
      `select name, email, company, team_size, notes, locale from demo_bookings where reference = '${receipt.reference}'`,
    );
    expect(row).toEqual({ name: body.name, email: body.email, company: body.company, team_size: '11-50', notes: body.notes, locale: 'es' });
    const mails = await t.mailbox(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(msg('public_mail_demo_subject', { when: when(receipt.starts_at, 'es') }, 'es'));
    expect(mails[0]!.text).toContain(receipt.reference);
  });

  test('any spelling of an offered instant is that slot', async () => {
    const res = await t.client().post(BOOK, booking('2027-03-09T12:00:00+02:00'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().starts_at).toBe('2027-03-09T10:00:00.000Z');
  });

  test('the same slot twice: the second hears SLOT_TAKEN in its language, and is not mailed', async () => {
    expect((await t.client().post(BOOK, booking('2027-03-04T09:30:00Z'))).statusCode).toBe(201);
    const second = booking('2027-03-04T09:30:00Z');
    expectError(await t.client().post(BOOK, second, { headers: { 'accept-language': 'zh' } }), 409, 'SLOT_TAKEN', undefined, {
      messageKey: 'public_api_error_slot_taken',
      locale: 'zh',
    });
    expect(await t.mailbox(second.email)).toHaveLength(0);
    expect(await bookings('2027-03-04T09:30:00Z')).toBe(1);
  });

  test('ten visitors racing for one slot: exactly one gets it, one mail is sent', async () => {
    const bodies = Array.from({ length: 10 }, () => booking('2027-03-05T11:00:00Z'));
    const results = await Promise.all(bodies.map((body) => t.client({ remoteAddress: uniqueAddress() }).post(BOOK, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await bookings('2027-03-05T11:00:00Z')).toBe(1);
    const mailed = await Promise.all(bodies.map(async (body) => (await t.mailbox(body.email)).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(1);
  });

  test('a time we never offered is refused on its field: weekend, off the half hour, today, past, too far, after hours', async () => {
    for (const time of [
      '2027-03-06T10:00:00Z',
      '2027-03-02T10:15:00Z',
      '2027-03-01T15:00:00Z',
      '2027-02-26T10:00:00Z',
      '2027-03-16T10:00:00Z',
      '2027-03-02T08:30:00Z',
      '2027-03-02T17:00:00Z',
    ]) {
      expectError(await t.client().post(BOOK, booking(time)), 400, 'VALIDATION_FAILED', { starts_at: msg('public_api_field_slot') });
    }
    expect((await t.client().post(BOOK, booking('next tuesday'))).json().fields).toEqual({ starts_at: field('invalid') });
  });

  test('missing or wrong details are named, and the slot stays free', async () => {
    const res = await t.client().post(BOOK, booking('2027-03-08T10:00:00Z', { company: '', team_size: 'lots', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['company', 'email', 'team_size']);
    expect(await freeSlots()).toContain('2027-03-08T10:00:00.000Z');
  });

  test('a bot is answered like a person, but the slot stays free and nothing is sent', async () => {
    const body = booking('2027-03-09T11:00:00Z', { website: 'x' });
    const res = await t.client().post(BOOK, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reference: expect.stringMatching(/^DM-/), starts_at: '2027-03-09T11:00:00.000Z', minutes: 30 });
    expect(await freeSlots()).toContain('2027-03-09T11:00:00.000Z');
    expect(await bookings('2027-03-09T11:00:00Z')).toBe(0);
    expect(await t.mailbox(body.email)).toHaveLength(0);
  });

  test('ten tries an hour from one address, whatever their outcome; the eleventh waits', async () => {
    const client = t.client({ remoteAddress: uniqueAddress() });
    const outcomes: number[] = [];
    for (let i = 0; i < 10; i++) outcomes.push((await client.post(BOOK, booking('2027-03-10T09:00:00Z'))).statusCode);
    expect(outcomes).toEqual([201, ...Array(9).fill(409)]);
    expectError(await client.post(BOOK, booking('2027-03-10T09:30:00Z')), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
    expect((await t.client({ remoteAddress: uniqueAddress() }).post(BOOK, booking('2027-03-10T09:30:00Z'))).statusCode).toBe(201);
  });
});
