// Messages through the API (server/messages/): conversations started by an employer (or about a
// candidate's own application), read and written by their two participants only, idempotent starts
// and sends, files, read receipts and unread counts, muting, blocking, the edit window, deletion,
// search, paging, an agent's conversation made read-only by its removal, rate limits, reports to
// administrators and the unread-message mail.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sendMessageDigests } from '../../server/messages/message-digest.js';
import { limits } from '../../server/http/rate-limit.js';
import { plainPdf } from './compliance-fixtures.js';
import { API, expectError, field, msg, startTestServer, type Client, type TestServer } from './harness.js';
import { newAdmin, newCandidate, newEmployer, ok, pipeline, PUBLIC_URL, URLS, type Person } from './pipeline-fixtures.js';
import { AGENTS, currentAgentOf } from './agent-fixtures.js';
import { MESSAGES, conversationOf, send, start, upload } from './message-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
/** Someone who takes part in none of the conversations below: an employer and a candidate. */
let outsiders: Person[];
/** The employer of most conversations below: each test gets a new candidate, an employer's sign-up is shared. */
let boss: Person;
beforeAll(async () => {
  t = await startTestServer();
  outsiders = [await newEmployer(t), await newCandidate(t)];
  boss = await newEmployer(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});
afterEach(() => {
  t.clock.set(new Date());
});

const refused = (res: Parameters<typeof expectError>[0], status: number, code: string, key: string) =>
  expectError(res, status, code, undefined, { messageKey: `messages_api_error_${key}` });
/** A new candidate's application to one of the shared employer's jobs, and the conversation the employer started from it. */
const talk = async () => conversationOf(t, await pipeline(t, 'applied', { employer: boss }));
const digest = () => sendMessageDigests({ db: t.db, clock: t.clock, publicUrl: PUBLIC_URL });
const unreadOf = async (browser: Client) => ok<Json>(await browser.get(MESSAGES.unread)).unread as number;
const threadOf = async (browser: Client, id: string, query = '') => ok<Json>(await browser.get(`${MESSAGES.messages(id)}${query}`));
/** How the other side names a person: an employer's company, a candidate's name (server/messages/message-views.ts). */
const nameOf = async (p: Person) =>
  (await t.query<{ name: string }>(`select coalesce(company_name, firstname || ' ' || lastname) as name from users where id = '${p.user.id}'`))[0]!.name;
const count = async (table: string, where: string) => Number((await t.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n);

describe('starting a conversation', () => {
  test('an employer starts one from an application; starting again, from the interview or the offer of the same job, answers the same one', async () => {
    const p = await pipeline(t, 'offered', { employer: boss });
    const first = ok<Json>(await start(p.employer.browser, 'application', p.applicationId), 201);
    expect(first).toMatchObject({
      about: { kind: 'application', id: p.applicationId, job: { id: p.job.id, title: p.job.title } },
      other: { id: p.candidate.user.id, role: 'candidate', name: await nameOf(p.candidate) },
      unread_count: 0,
      muted: false,
      read_up_to: 0,
      other_read_up_to: 0,
      can_send: true,
    });
    expect(first.last_message).toBeUndefined();
    expect(ok<Json>(await start(p.employer.browser, 'application', p.applicationId)).id).toBe(first.id);
    expect(ok<Json>(await start(p.employer.browser, 'interview', p.interviewId!)).id).toBe(first.id);
    expect(ok<Json>(await start(p.employer.browser, 'offer', p.offerId!)).id).toBe(first.id);
    // The candidate's side of it, naming the company.
    const theirs = ok<Json>(await start(p.candidate.browser, 'job', p.job.id));
    expect(theirs).toMatchObject({ id: first.id, about: { kind: 'application' }, other: { id: p.employer.user.id, role: 'employer', name: await nameOf(p.employer) } });
    // From the profile: one conversation without a job, beside the job's.
    const general = ok<Json>(await start(p.employer.browser, 'candidate', p.candidate.user.id), 201);
    expect(general.id).not.toBe(first.id);
    expect(general.about).toEqual({ kind: 'candidate', id: p.candidate.user.id });
  });

  test('two tabs starting at once make one conversation', async () => {
    const p = await pipeline(t, 'applied', { employer: boss });
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(p.employer.browser, 'application', p.applicationId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await count('conversations', `employer_id = '${p.employer.user.id}' and member_id = '${p.candidate.user.id}'`)).toBe(1);
    expect(await count('conversation_participants', `conversation_id = '${answers[0]!.json().id}'`)).toBe(2);
  });

  test('no cold messages: a candidate starts only about its own application, interview, offer or job, and not once it is closed', async () => {
    const p = await pipeline(t, 'interviewing', { employer: boss });
    const other = await pipeline(t, 'applied', { employer: boss });
    const candidate = p.candidate.browser;
    // Another candidate's application, a job never applied to, an employer's profile: not found.
    expectError(await start(candidate, 'application', other.applicationId), 404, 'NOT_FOUND');
    expectError(await start(candidate, 'job', other.job.id), 404, 'NOT_FOUND');
    expectError(await start(candidate, 'candidate', p.candidate.user.id), 404, 'NOT_FOUND');
    expectError(await start(candidate, 'client', p.employer.user.id), 404, 'NOT_FOUND');
    // Its own interview: started by the candidate.
    const own = ok<Json>(await start(candidate, 'interview', p.interviewId!), 201);
    expect(own.about.kind).toBe('interview');

    // Closed before any conversation: refused; a conversation that exists stays reachable.
    ok(await other.employer.browser.post(URLS.reject(other.applicationId), { reason: 'We went with someone else.' }));
    expectError(await start(other.candidate.browser, 'application', other.applicationId), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
    const third = await pipeline(t, 'applied', { employer: boss });
    const started = ok<Json>(await start(third.candidate.browser, 'application', third.applicationId), 201);
    ok(await third.candidate.browser.post(URLS.withdraw(third.applicationId)));
    expect(ok<Json>(await start(third.candidate.browser, 'application', third.applicationId)).id).toBe(started.id);
    // An employer starts from its own records only.
    expectError(await start(outsiders[0]!.browser, 'application', p.applicationId), 404, 'NOT_FOUND');
    expectError(await start(p.employer.browser, 'job', p.job.id), 404, 'NOT_FOUND');
  });

  test('new conversations are limited per hour; starting one that exists is not counted', async () => {
    const p = await talk();
    const next = await pipeline(t, 'applied', { employer: p.employer });
    await t.query(`update rate_limits set hits = ${limits.conversationStartsPerUser.max} where key = 'conversation-start:${p.employer.user.id}'`);
    expect(ok<Json>(await start(p.employer.browser, 'application', p.applicationId)).id).toBe(p.conversationId);
    expectError(await start(p.employer.browser, 'application', next.applicationId), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
  });
});

describe('only the two participants', () => {
  test('anyone else finds nothing: the conversation, its messages, its files, and every change answer 404', async () => {
    const p = await talk();
    const file = ok<Json>(await upload(p.employer.browser, p.conversationId), 201);
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, 'Here is the contract.', { attachment_ids: [file.id] }), 201);
    for (const outsider of outsiders) {
      const b = outsider.browser;
      const calls = [
        b.get(MESSAGES.conversation(p.conversationId)),
        b.get(MESSAGES.messages(p.conversationId)),
        send(b, p.conversationId, 'Hello?'),
        upload(b, p.conversationId),
        b.post(MESSAGES.read(p.conversationId), { up_to: sent.id }),
        b.post(MESSAGES.mute(p.conversationId), { muted: true }),
        b.post(MESSAGES.block(p.conversationId), { blocked: true }),
        b.post(MESSAGES.reports(p.conversationId), { reason: 'Spam' }),
        b.request('PATCH', MESSAGES.message(sent.id), { text: 'Changed' }),
        b.delete(MESSAGES.message(sent.id)),
        b.get(MESSAGES.file(file.id)),
      ];
      for (const res of await Promise.all(calls)) expectError(res, 404, 'NOT_FOUND');
      expect(ok<Json>(await b.get(MESSAGES.conversations)).items.map((c: Json) => c.id)).not.toContain(p.conversationId);
    }
    // The other participant reads the file, as a private download.
    const download = await p.candidate.browser.get(MESSAGES.file(file.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="contract.pdf"/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(plainPdf())).toBe(true);
    // Administrators and the other partner roles are refused by role.
    const admin = await newAdmin(t);
    expectError(await admin.browser.get(MESSAGES.conversation(p.conversationId)), 403, 'FORBIDDEN');
  });

  test('a file not sent yet is read by its uploader only; a file is sent once, and a file that is not a document is refused', async () => {
    const p = await talk();
    const file = ok<Json>(await upload(p.employer.browser, p.conversationId, { filename: 'draft.pdf' }), 201);
    expect(file).toEqual({ id: expect.any(String), name: 'draft.pdf', content_type: 'application/pdf', size_bytes: plainPdf().length });
    expect((await p.employer.browser.get(MESSAGES.file(file.id))).statusCode).toBe(200);
    expectError(await p.candidate.browser.get(MESSAGES.file(file.id)), 404, 'NOT_FOUND');
    // Another's upload cannot be sent by the candidate.
    expectError(await send(p.candidate.browser, p.conversationId, 'Mine now', { attachment_ids: [file.id] }), 400, 'VALIDATION_FAILED', {
      attachment_ids: field('invalid'),
    });
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, 'The draft', { attachment_ids: [file.id] }), 201);
    expect(sent.attachments).toEqual([file]);
    expectError(await send(p.employer.browser, p.conversationId, 'Again', { attachment_ids: [file.id] }), 400, 'VALIDATION_FAILED', {
      attachment_ids: field('invalid'),
    });
    const six = Array.from({ length: 6 }, () => randomUUID());
    expect((await send(p.employer.browser, p.conversationId, 'Too many', { attachment_ids: six })).statusCode).toBe(400);
    const refusedFile = await upload(p.employer.browser, p.conversationId, { bytes: Buffer.from('just some text, not a document'), filename: 'notes.txt' });
    expect(refusedFile.statusCode).toBe(400);
    expect(Object.keys(refusedFile.json().fields)).toEqual(['file']);
  });
});

describe('sending', () => {
  test('the text is trimmed plain text of 1 to 5,000 characters, kept as sent', async () => {
    const p = await talk();
    const html = '  <b>Hello</b> <script>alert(1)</script> https://example.com/?a=1&b=2  ';
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, html), 201);
    expect(sent).toMatchObject({ text: html.trim(), mine: true, deleted: false, attachments: [], sender_id: p.employer.user.id });
    expect(ok<Json>(await send(p.candidate.browser, p.conversationId, 'x'.repeat(5000)), 201).text).toHaveLength(5000);
    expectError(await send(p.employer.browser, p.conversationId, '   \n  '), 400, 'VALIDATION_FAILED', { text: field('required') });
    expect((await send(p.employer.browser, p.conversationId, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await send(p.employer.browser, p.conversationId, '')).statusCode).toBe(400);
  });

  test('an idempotency key sends once, whatever the double clicks and retries; the same key for another text is refused', async () => {
    const p = await talk();
    const key = randomUUID();
    const body = { text: 'Are you free on Monday?', idempotency_key: key };
    const answers = await Promise.all([1, 2, 3].map(() => p.employer.browser.post(MESSAGES.messages(p.conversationId), body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(ok<Json>(await p.employer.browser.post(MESSAGES.messages(p.conversationId), body)).id).toBe(answers[0]!.json().id);
    expect(await count('messages', `conversation_id = '${p.conversationId}'`)).toBe(1);
    // The candidate's unread count saw one message.
    expect(await unreadOf(p.candidate.browser)).toBe(1);
    refused(await p.employer.browser.post(MESSAGES.messages(p.conversationId), { ...body, text: 'Something else' }), 409, 'IDEMPOTENCY_KEY_REUSED', 'idempotency_key_reused');
    // The key is the sender's: the candidate may use the same one.
    ok(await p.candidate.browser.post(MESSAGES.messages(p.conversationId), body), 201);
  });

  test('at most 30 messages a minute per sender; a retry of one already sent still answers', async () => {
    const p = await talk();
    const key = randomUUID();
    ok(await p.employer.browser.post(MESSAGES.messages(p.conversationId), { text: 'First', idempotency_key: key }), 201);
    await t.query(`update rate_limits set hits = ${limits.messagesPerSender.max} where key = 'message:${p.employer.user.id}'`);
    expectError(await send(p.employer.browser, p.conversationId, 'One too many'), 429, 'RATE_LIMITED', undefined, { params: { minutes: 1 } });
    ok(await p.employer.browser.post(MESSAGES.messages(p.conversationId), { text: 'First', idempotency_key: key }));
    // Someone else's budget is their own.
    ok(await send(p.candidate.browser, p.conversationId, 'Hello'), 201);
  });
});

describe('blocking', () => {
  test('a blocked person cannot send to the one who blocked them, in any conversation; the blocker sees the block and lifts it', async () => {
    const p = await talk();
    const again = await pipeline(t, 'applied', { employer: p.employer, candidate: p.candidate });
    const second = ok<Json>(await start(p.employer.browser, 'application', again.applicationId), 201);
    const blocked = ok<Json>(await p.candidate.browser.post(MESSAGES.block(p.conversationId), { blocked: true }));
    expect(blocked).toMatchObject({ can_send: false, read_only_reason: 'blocked_by_you' });
    for (const id of [p.conversationId, second.id]) {
      refused(await send(p.employer.browser, id, 'Hello?'), 403, 'MESSAGING_BLOCKED', 'blocked');
      refused(await upload(p.employer.browser, id), 403, 'MESSAGING_BLOCKED', 'blocked');
      refused(await send(p.candidate.browser, id, 'Bye'), 409, 'RECIPIENT_BLOCKED', 'recipient_blocked');
    }
    expect(ok<Json>(await p.employer.browser.get(MESSAGES.conversation(p.conversationId)))).toMatchObject({ can_send: false, read_only_reason: 'blocked_by_them' });
    // Reading goes on.
    ok(await p.employer.browser.get(MESSAGES.messages(p.conversationId)));
    const unblocked = ok<Json>(await p.candidate.browser.post(MESSAGES.block(p.conversationId), { blocked: false }));
    expect(unblocked.can_send).toBe(true);
    expect(unblocked.read_only_reason).toBeUndefined();
    ok(await send(p.employer.browser, p.conversationId, 'Hello again'), 201);
  });
});

describe('editing and deleting', () => {
  test('one’s own message, within 15 minutes of sending it', async () => {
    const p = await talk();
    const now = new Date();
    t.clock.set(now);
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, 'See you at 10'), 201);
    const theirs = ok<Json>(await send(p.candidate.browser, p.conversationId, 'Great'), 201);
    refused(await p.employer.browser.request('PATCH', MESSAGES.message(theirs.id), { text: 'Changed' }), 403, 'MESSAGE_NOT_YOURS', 'not_yours');
    refused(await p.employer.browser.delete(MESSAGES.message(theirs.id)), 403, 'MESSAGE_NOT_YOURS', 'not_yours');

    t.clock.set(new Date(now.getTime() + 15 * 60_000));
    const edited = ok<Json>(await p.employer.browser.request('PATCH', MESSAGES.message(sent.id), { text: '  See you at 11  ' }));
    expect(edited).toMatchObject({ id: sent.id, text: 'See you at 11', edited_at: new Date(now.getTime() + 15 * 60_000).toISOString() });
    expectError(await p.employer.browser.request('PATCH', MESSAGES.message(sent.id), { text: ' ' }), 400, 'VALIDATION_FAILED', { text: field('required') });

    t.clock.set(new Date(now.getTime() + 15 * 60_000 + 1000));
    refused(await p.employer.browser.request('PATCH', MESSAGES.message(sent.id), { text: 'Too late' }), 409, 'MESSAGE_EDIT_WINDOW_CLOSED', 'edit_window_closed');
    refused(await p.employer.browser.delete(MESSAGES.message(sent.id)), 409, 'MESSAGE_EDIT_WINDOW_CLOSED', 'edit_window_closed');
    expect((await threadOf(p.candidate.browser, p.conversationId)).items.find((m: Json) => m.id === sent.id).text).toBe('See you at 11');
  });

  test('a deleted message shows as deleted: its text gone from the API and the database, its files from the store, its unread count forgotten', async () => {
    const p = await talk();
    const file = ok<Json>(await upload(p.employer.browser, p.conversationId), 201);
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, 'Wrong person, sorry', { attachment_ids: [file.id] }), 201);
    ok(await send(p.employer.browser, p.conversationId, 'Second'), 201);
    expect(await unreadOf(p.candidate.browser)).toBe(2);
    const [stored] = await t.query<{ file_key: string }>(`select file_key from message_attachments where id = '${file.id}'`);

    const deleted = ok<Json>(await p.employer.browser.delete(MESSAGES.message(sent.id)));
    expect(deleted).toEqual({
      id: sent.id,
      conversation_id: p.conversationId,
      sender_id: p.employer.user.id,
      mine: true,
      attachments: [],
      created_at: sent.created_at,
      deleted: true,
      deleted_at: expect.any(String),
    });
    const seen = (await threadOf(p.candidate.browser, p.conversationId)).items.find((m: Json) => m.id === sent.id);
    expect(seen).toMatchObject({ deleted: true, mine: false, attachments: [] });
    expect(seen.text).toBeUndefined();
    expect((await t.query<{ text: string }>(`select text from messages where id = ${sent.id}`))[0]!.text).toBe('');
    expect(await count('message_attachments', `id = '${file.id}'`)).toBe(0);
    expect(await t.files.open(stored!.file_key)).toBeNull();
    expectError(await p.candidate.browser.get(MESSAGES.file(file.id)), 404, 'NOT_FOUND');
    expect(await unreadOf(p.candidate.browser)).toBe(1);
    refused(await p.employer.browser.request('PATCH', MESSAGES.message(sent.id), { text: 'Back' }), 409, 'MESSAGE_DELETED', 'deleted');
    // Deleting again answers the deleted message.
    expect(ok<Json>(await p.employer.browser.delete(MESSAGES.message(sent.id))).deleted).toBe(true);
  });
});

describe('reading', () => {
  test('read receipts and unread counts: a read position moves forward only; muting leaves a conversation out of the header’s count', async () => {
    const p = await conversationOf(t);
    const ids: number[] = [];
    for (const text of ['One', 'Two', 'Three']) ids.push(ok<Json>(await send(p.employer.browser, p.conversationId, text), 201).id);
    expect(await unreadOf(p.candidate.browser)).toBe(3);
    expect(ok<Json>(await p.candidate.browser.get(MESSAGES.conversation(p.conversationId)))).toMatchObject({
      unread_count: 3,
      last_message: { id: ids[2], excerpt: 'Three', mine: false, deleted: false, attachments: 0 },
    });

    const read = ok<Json>(await p.candidate.browser.post(MESSAGES.read(p.conversationId), { up_to: ids[1] }));
    expect(read).toMatchObject({ unread_count: 1, read_up_to: ids[1] });
    expect(await unreadOf(p.candidate.browser)).toBe(1);
    // The sender sees how far it was read.
    expect(ok<Json>(await p.employer.browser.get(MESSAGES.conversation(p.conversationId))).other_read_up_to).toBe(ids[1]);
    expect((await threadOf(p.employer.browser, p.conversationId)).other_read_up_to).toBe(ids[1]);
    // Never back; never past the last message.
    expect(ok<Json>(await p.candidate.browser.post(MESSAGES.read(p.conversationId), { up_to: ids[0] })).read_up_to).toBe(ids[1]);
    expect(ok<Json>(await p.candidate.browser.post(MESSAGES.read(p.conversationId), { up_to: Number.MAX_SAFE_INTEGER }))).toMatchObject({
      read_up_to: ids[2],
      unread_count: 0,
    });

    ok(await send(p.employer.browser, p.conversationId, 'Four'), 201);
    expect(ok<Json>(await p.candidate.browser.post(MESSAGES.mute(p.conversationId), { muted: true }))).toMatchObject({ muted: true, unread_count: 1 });
    expect(await unreadOf(p.candidate.browser)).toBe(0);
    // Muted for the candidate only.
    ok(await send(p.candidate.browser, p.conversationId, 'Noted'), 201);
    expect(await unreadOf(p.employer.browser)).toBe(1);
    ok(await p.candidate.browser.post(MESSAGES.mute(p.conversationId), { muted: false }));
    // The candidate's own reply read the conversation up to it.
    expect(await unreadOf(p.candidate.browser)).toBe(0);
  });

  test('the list: unread first, then by last message, newest first; pages by cursor without repeats or gaps', async () => {
    const employer = await newEmployer(t);
    const talks = [];
    for (let i = 0; i < 5; i++) talks.push(await conversationOf(t, await pipeline(t, 'applied', { employer })));
    const conversations = talks.map((c) => c.conversationId);
    // Messages a minute apart: the employer writes in 0, 1 and 3; the candidates of 2 and 4 answer last.
    const base = Date.now();
    const at = (minutes: number) => t.clock.set(new Date(base + minutes * 60_000));
    for (const [minute, i] of [[1, 0], [2, 1], [3, 3]] as const) {
      at(minute);
      ok(await send(employer.browser, conversations[i]!, `Hello ${i}`), 201);
    }
    at(4);
    ok(await send(talks[2]!.candidate.browser, conversations[2]!, 'Answer 2'), 201);
    at(5);
    ok(await send(talks[4]!.candidate.browser, conversations[4]!, 'Answer 4'), 201);

    const expected = [conversations[4], conversations[2], conversations[3], conversations[1], conversations[0]];
    expect(ok<Json>(await employer.browser.get(MESSAGES.conversations)).items.map((c: Json) => c.id)).toEqual(expected);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ok<Json>(await employer.browser.get(`${MESSAGES.conversations}?page_size=2${cursor ? `&cursor=${cursor}` : ''}`));
      seen.push(...page.items.map((c: Json) => c.id));
      expect(page.has_more).toBe(page.next_cursor !== undefined);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expectError(await employer.browser.get(`${MESSAGES.conversations}?cursor=nonsense`), 400, 'VALIDATION_FAILED', { cursor: field('invalid') });
    // Each row as the list shows it.
    const [first] = ok<Json>(await employer.browser.get(MESSAGES.conversations)).items;
    expect(first).toMatchObject({ unread_count: 1, last_message: { excerpt: 'Answer 4', mine: false }, other: { role: 'candidate' }, about: { kind: 'application' } });
  });

  test('a thread pages from the newest, `before` the last id, without repeats or gaps', async () => {
    const p = await talk();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push(ok<Json>(await send(i % 2 ? p.employer.browser : p.candidate.browser, p.conversationId, `Message ${i}`), 201).id);
    const pages: number[][] = [];
    let before = '';
    for (;;) {
      const page = await threadOf(p.candidate.browser, p.conversationId, `?page_size=3${before}`);
      pages.push(page.items.map((m: Json) => m.id));
      if (!page.has_more) break;
      before = `&before=${page.items.at(-1).id}`;
    }
    expect(pages).toEqual([ids.slice(4).reverse(), ids.slice(1, 4).reverse(), [ids[0]]]);
    const newest = (await threadOf(p.candidate.browser, p.conversationId, '?page_size=1')).items[0];
    expect(newest).toMatchObject({ text: 'Message 7', mine: false, sender_id: p.employer.user.id, deleted: false });
  });

  test('search finds the words of the caller’s conversations only, never a deleted message', async () => {
    const p = await talk();
    const word = `zebra${randomUUID().slice(0, 6)}`;
    const hit = ok<Json>(await send(p.candidate.browser, p.conversationId, `The ${word} invoice is ready`), 201);
    const gone = ok<Json>(await send(p.candidate.browser, p.conversationId, `Another ${word} note`), 201);
    ok(await p.candidate.browser.delete(MESSAGES.message(gone.id)));
    const outsider = await conversationOf(t);
    ok(await send(outsider.employer.browser, outsider.conversationId, `Unrelated ${word}`), 201);

    const found = ok<Json>(await p.employer.browser.get(`${MESSAGES.search}?q=${encodeURIComponent(`${word.slice(0, 8)} INVOICE`)}`));
    expect(found.items).toEqual([
      {
        message: expect.objectContaining({ id: hit.id, text: `The ${word} invoice is ready`, mine: false }),
        other: { id: p.candidate.user.id, name: await nameOf(p.candidate), role: 'candidate' },
        about: expect.objectContaining({ kind: 'application', job: expect.objectContaining({ id: p.job.id }) }),
      },
    ]);
    expect(ok<Json>(await outsiders[0]!.browser.get(`${MESSAGES.search}?q=${word}`)).items).toEqual([]);
    expect(ok<Json>(await outsider.employer.browser.get(`${MESSAGES.search}?q=${word}`)).items.map((h: Json) => h.message.text)).toEqual([`Unrelated ${word}`]);
    expect(ok<Json>(await p.employer.browser.get(`${MESSAGES.search}?q=${encodeURIComponent('%&|')}`)).items).toEqual([]);
  });
});

describe('live updates', () => {
  test('a message sent, edited and deleted, and a read receipt, reach both people’s streams with small payloads; muting tells no one', async () => {
    const p = await talk();
    const eventsOf = async (who: Person) =>
      t.query<{ kind: string; data: Json }>(`select kind, data from live_events where user_id = '${who.user.id}' and data->>'conversation_id' = '${p.conversationId}' order by id`);
    const sent = ok<Json>(await send(p.employer.browser, p.conversationId, 'Welcome aboard'), 201);
    ok(await p.employer.browser.request('PATCH', MESSAGES.message(sent.id), { text: 'Welcome aboard!' }));
    ok(await p.candidate.browser.post(MESSAGES.read(p.conversationId), { up_to: sent.id }));
    ok(await p.candidate.browser.post(MESSAGES.mute(p.conversationId), { muted: true }));
    ok(await p.employer.browser.delete(MESSAGES.message(sent.id)));
    const expected = [
      {
        kind: 'message.created',
        data: {
          conversation_id: p.conversationId,
          message: { id: sent.id, sender_id: p.employer.user.id, excerpt: 'Welcome aboard', attachments: 0, created_at: sent.created_at },
        },
      },
      { kind: 'message.edited', data: { conversation_id: p.conversationId, message: { id: sent.id, excerpt: 'Welcome aboard!', edited_at: expect.any(String) } } },
      { kind: 'conversation.read', data: { conversation_id: p.conversationId, user_id: p.candidate.user.id, read_up_to: sent.id } },
      { kind: 'message.deleted', data: { conversation_id: p.conversationId, message: { id: sent.id } } },
    ];
    expect(await eventsOf(p.candidate)).toEqual(expected);
    expect(await eventsOf(p.employer)).toEqual(expected);
  });
});

describe('an employer and its agent', () => {
  test('talk while the agent is current; once removed, the conversation is read-only for both and the agent cannot start another', async () => {
    const employer = await newEmployer(t);
    const { agent, invitationId } = await currentAgentOf(t, employer);
    const mine = ok<Json>(await start(employer.browser, 'agent', agent.user.id), 201);
    expect(mine).toMatchObject({ about: { kind: 'agent', id: agent.user.id }, other: { id: agent.user.id, role: 'agent' } });
    const theirs = ok<Json>(await start(agent.browser, 'client', employer.user.id));
    expect(theirs).toMatchObject({ id: mine.id, other: { id: employer.user.id, role: 'employer' } });
    ok(await send(agent.browser, mine.id, 'I shortlisted two applicants.'), 201);
    const reply = ok<Json>(await send(employer.browser, mine.id, 'Thanks!'), 201);
    // An agent that is not the employer's finds nothing.
    const stranger = await currentAgentOf(t, await newEmployer(t));
    expectError(await start(stranger.agent.browser, 'client', employer.user.id), 404, 'NOT_FOUND');
    expectError(await start(employer.browser, 'agent', stranger.agent.user.id), 404, 'NOT_FOUND');

    ok(await employer.browser.delete(AGENTS.remove(invitationId)));
    refused(await send(agent.browser, mine.id, 'Still there?'), 409, 'CONVERSATION_READ_ONLY', 'read_only');
    refused(await send(employer.browser, mine.id, 'Goodbye'), 409, 'CONVERSATION_READ_ONLY', 'read_only');
    refused(await agent.browser.request('PATCH', MESSAGES.message(reply.id), { text: 'x' }), 403, 'MESSAGE_NOT_YOURS', 'not_yours');
    expect(ok<Json>(await agent.browser.get(MESSAGES.conversation(mine.id)))).toMatchObject({ can_send: false, read_only_reason: 'agent_removed' });
    expect((await threadOf(agent.browser, mine.id)).items.map((m: Json) => m.text)).toEqual(['Thanks!', 'I shortlisted two applicants.']);
    ok(await agent.browser.post(MESSAGES.read(mine.id), { up_to: reply.id }));
    expectError(await start(agent.browser, 'client', employer.user.id), 403, 'AGENT_ACCESS_ENDED', undefined, { messageKey: 'agents_api_error_access_ended' });
  });
});

describe('reports', () => {
  test('a participant reports a message or the conversation; administrators are mailed and list them, with the messages as they were', async () => {
    const admin = await newAdmin(t, { firstname: 'Ada', lastname: 'Byrne' });
    const p = await talk();
    t.clock.set(new Date());
    const rude = ok<Json>(await send(p.candidate.browser, p.conversationId, 'Something rude'), 201);
    ok(await send(p.employer.browser, p.conversationId, 'Please keep it polite.'), 201);
    const receipt = ok<Json>(await p.employer.browser.post(MESSAGES.reports(p.conversationId), { reason: '  Insults  ', message_id: rude.id }), 201);
    expect(receipt).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    // The sender deletes it afterwards: the report keeps it.
    ok(await p.candidate.browser.delete(MESSAGES.message(rude.id)));
    const [mail] = await t.mailbox(admin.user.email);
    expect(mail!.subject).toBe(msg('mail_messages_reported_subject'));
    expect(mail!.text).toContain(msg('mail_messages_reported_body', { reporter: await nameOf(p.employer), reported: await nameOf(p.candidate), reason: 'Insults' }));
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/message-reports`);

    ok(await p.candidate.browser.post(MESSAGES.reports(p.conversationId), { reason: 'They keep writing' }), 201);
    const reports = ok<Json>(await admin.browser.get(`${MESSAGES.adminReports}?page_size=50`));
    const mine = reports.items.filter((r: Json) => r.conversation_id === p.conversationId);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toMatchObject({
      id: receipt.id,
      message_id: rude.id,
      reason: 'Insults',
      reporter: { id: p.employer.user.id, role: 'employer' },
      reported: { id: p.candidate.user.id, role: 'candidate' },
      about: { kind: 'application' },
      evidence: [{ id: rude.id, sender_id: p.candidate.user.id, text: 'Something rude', created_at: rude.created_at }],
    });
    // A conversation's report keeps its messages still there, oldest first.
    expect(mine[0].evidence.map((m: Json) => m.text)).toEqual(['Please keep it polite.']);
    expect(mine[0].reporter.id).toBe(p.candidate.user.id);
    // Another conversation's message is not there to report; only administrators list reports.
    const other = await talk();
    const elsewhere = ok<Json>(await send(other.employer.browser, other.conversationId, 'Hi'), 201);
    expectError(await p.employer.browser.post(MESSAGES.reports(p.conversationId), { reason: 'x', message_id: elsewhere.id }), 404, 'NOT_FOUND');
    expectError(await p.employer.browser.get(MESSAGES.adminReports), 403, 'FORBIDDEN');
    expectError(await p.employer.browser.post(MESSAGES.reports(p.conversationId), { reason: '   ' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
  });
});

describe('the mail about unread messages', () => {
  const mailsTo = async (c: { employer: Person; candidate: Person }) => {
    const subject = msg('mail_messages_digest_subject', { from: await nameOf(c.employer) });
    return (await t.mailbox(c.candidate.user.email)).filter((m) => m.subject === subject);
  };

  test('once per conversation per window, 15 minutes after a message stays unread; never for one read, muted or mails turned off', async () => {
    const base = new Date(Date.now() + 24 * 60 * 60_000);
    const at = (minutes: number) => t.clock.set(new Date(base.getTime() + minutes * 60_000));
    const [unread, read, muted, off] = await Promise.all([1, 2, 3, 4].map(() => talk()));
    at(0);
    for (const c of [unread!, read!, muted!, off!]) ok(await send(c.employer.browser, c.conversationId, `Can you start on Monday, ${c.candidate.user.id.slice(0, 4)}?`), 201);
    ok(await read!.candidate.browser.post(MESSAGES.read(read!.conversationId), { up_to: Number.MAX_SAFE_INTEGER }));
    ok(await muted!.candidate.browser.post(MESSAGES.mute(muted!.conversationId), { muted: true }));
    ok(await off!.candidate.browser.request('PATCH', `${API}/account/mail-preferences`, { messages: false }));

    at(14);
    await digest();
    expect(await mailsTo(unread!)).toHaveLength(0);
    at(15);
    // Two instances at the same moment: one mail.
    await Promise.all([digest(), digest()]);
    const [mail] = await mailsTo(unread!);
    expect(await mailsTo(unread!)).toHaveLength(1);
    expect(mail!.text).toContain(
      msg('mail_messages_digest_body', { from: await nameOf(unread!.employer), about: unread!.job.title, excerpt: `Can you start on Monday, ${unread!.candidate.user.id.slice(0, 4)}?` }),
    );
    expect(mail!.text).toContain(`${PUBLIC_URL}/messages/${unread!.conversationId}`);
    for (const c of [read!, muted!, off!]) expect(await mailsTo(c)).toHaveLength(0);

    // A later message within the window waits for it; the next mail covers only what is new.
    at(20);
    ok(await send(unread!.employer.browser, unread!.conversationId, 'Or Tuesday?'), 201);
    at(50);
    await digest();
    expect(await mailsTo(unread!)).toHaveLength(1);
    at(75);
    await digest();
    const mails = await mailsTo(unread!);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Or Tuesday?');
    at(200);
    await digest();
    expect(await mailsTo(unread!)).toHaveLength(2);
  });
});
