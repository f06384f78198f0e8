// Administrators' decisions on message reports (server/messages/report-decisions.ts): the list by
// status, newest first; resolving or dismissing an open report with a note, once, also when two
// administrators decide at once; who may; what is refused; and a decider's deleted account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { purgeAccount } from '../../server/account-deletion/account-purge.js';
import { expectError, field, startTestServer, type Client, type TestServer } from './harness.js';
import { ISO, newAdmin, newEmployer, ok, pipeline, type Person } from './pipeline-fixtures.js';
import { MESSAGES, conversationOf, send } from './message-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let ada: Person;
let grace: Person;
/** One conversation between an employer and a candidate, whose reports the tests decide. */
let talk: Awaited<ReturnType<typeof conversationOf>>;

beforeAll(async () => {
  t = await startTestServer();
  ada = await newAdmin(t, { firstname: 'Ada', lastname: 'Byrne' });
  grace = await newAdmin(t, { firstname: 'Grace', lastname: 'Okafor' });
  talk = await conversationOf(t, await pipeline(t, 'applied', { employer: await newEmployer(t) }));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

const decision = (id: string) => `${MESSAGES.adminReports}/${id}/decision`;
const decide = (admin: Client, id: string, status: string, note: string) => admin.post(decision(id), { status, note });
/** A new report of the conversation by its candidate; its id. */
const report = async (reason = 'Insults') => ok<Json>(await talk.candidate.browser.post(MESSAGES.reports(talk.conversationId), { reason }), 201).id as string;
/** This conversation's reports of one status (or the default), as an administrator lists them. */
const listed = async (query = '') =>
  ok<Json>(await ada.browser.get(`${MESSAGES.adminReports}?page_size=50${query}`)).items.filter((r: Json) => r.conversation_id === talk.conversationId) as Json[];

describe('deciding a report', () => {
  test('open reports are listed newest first by default; resolved and dismissed ones under their status, with who decided, when and why', async () => {
    const rude = ok<Json>(await send(talk.employer.browser, talk.conversationId, 'You are useless'), 201);
    const first = ok<Json>(await talk.candidate.browser.post(MESSAGES.reports(talk.conversationId), { reason: 'Insults', message_id: rude.id }), 201).id as string;
    const second = await report('Keeps writing at night');
    const third = await report('Asked for my bank details');
    expect((await listed()).map((r) => r.id)).toEqual([third, second, first]);
    expect((await listed('&status=open'))[2]).toMatchObject({ id: first, status: 'open', message_id: rude.id, evidence: [{ text: 'You are useless' }] });
    expect((await listed())[0]).not.toHaveProperty('decided_at');

    const resolved = ok<Json>(await decide(ada.browser, first, 'resolved', '  Warned the employer.  '));
    expect(resolved).toMatchObject({ id: first, status: 'resolved', decided_by: 'Ada Byrne', resolution_note: 'Warned the employer.', reason: 'Insults', evidence: [{ id: rude.id }] });
    expect(resolved.decided_at).toMatch(ISO);
    ok(await decide(grace.browser, second, 'dismissed', 'Office hours differ; nothing abusive.'));

    expect((await listed()).map((r) => r.id)).toEqual([third]);
    expect(await listed('&status=resolved')).toEqual([resolved]);
    expect(await listed('&status=dismissed')).toEqual([
      expect.objectContaining({ id: second, status: 'dismissed', decided_by: 'Grace Okafor', resolution_note: 'Office hours differ; nothing abusive.' }),
    ]);
  });

  test('a report already decided answers 409, and of two administrators deciding at once exactly one wins', async () => {
    const id = await report();
    ok(await decide(ada.browser, id, 'dismissed', 'Not abusive.'));
    const decided = (res: Parameters<typeof expectError>[0]) => expectError(res, 409, 'REPORT_ALREADY_DECIDED', undefined, { messageKey: 'messages_api_error_report_decided' });
    decided(await decide(grace.browser, id, 'resolved', 'Warned them.'));
    // The same decision sent again (a retry, a double click) is refused alike and changes nothing.
    decided(await decide(ada.browser, id, 'dismissed', 'Not abusive.'));

    const raced = await report();
    const answers = await Promise.all([decide(ada.browser, raced, 'resolved', 'Ada’s note'), decide(grace.browser, raced, 'dismissed', 'Grace’s note')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    decided(answers.find((r) => r.statusCode === 409)!);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const [row] = await t.query<Json>(`select status, resolution_note from message_reports where id = '${raced}'`);
    expect(row).toEqual({ status: winner.status, resolution_note: winner.resolution_note });
  });

  test('only administrators list and decide; an unknown report is 404; the decision and the note are checked', async () => {
    const id = await report();
    for (const person of [talk.employer, talk.candidate]) {
      expectError(await decide(person.browser, id, 'resolved', 'Mine now'), 403, 'FORBIDDEN');
      expectError(await person.browser.get(`${MESSAGES.adminReports}?status=resolved`), 403, 'FORBIDDEN');
    }
    expectError(await decide(ada.browser, randomUUID(), 'resolved', 'Handled.'), 404, 'NOT_FOUND');
    expectError(await decide(ada.browser, id, 'resolved', '   '), 400, 'VALIDATION_FAILED', { note: field('required') });
    expect((await decide(ada.browser, id, 'open', 'Back to open')).statusCode).toBe(400);
    expect((await decide(ada.browser, id, 'resolved', 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await ada.browser.post(decision(id), { status: 'resolved' })).statusCode).toBe(400);
    expect((await ada.browser.get(`${MESSAGES.adminReports}?status=closed`)).statusCode).toBe(400);
    // Nothing refused above decided it.
    expect(await listed()).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'open' })]));
  });

  test('a decision outlives the deciding administrator’s deleted account, under the placeholder name', async () => {
    const leaving = await newAdmin(t, { firstname: 'Lin', lastname: 'Wei' });
    const id = await report();
    ok(await decide(leaving.browser, id, 'resolved', 'Removed the account that wrote it.'));
    await t.query(`insert into account_deletions (user_id, requested_at, deletes_at) values ('${leaving.user.id}', now() - interval '15 days', now() - interval '1 day')`);
    expect(await purgeAccount({ db: t.db, files: t.files }, leaving.user.id, new Date())).toBe(true);
    expect((await listed('&status=resolved')).find((r) => r.id === id)).toMatchObject({ status: 'resolved', decided_by: 'Deleted account', resolution_note: 'Removed the account that wrote it.' });
  });
});
