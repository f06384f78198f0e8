// Tag staff-work: end-of-day reports - the staff member files and edits today's report, the employer
// reads them (opening one marks it read) and comments; each side is told of the other's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { ISO, newCandidate, ok, put, type Person } from './pipeline-fixtures.js';
import { WORK, endHire, expectTold, namesOf, newHire, weekdaySchedule, type Hired } from './hire-fixtures.js';

let t: TestServer;
/** The staff member writes French and works in New York; the employer reads English. */
let main: Hired;
let names: { staff: string; company: string };
/** Another employer with a staff member of their own: neither may touch `main`'s reports. */
let other: Hired;
let neverHired: Person;

// Wednesday 16 January 2030, 10:00 in New York.
const WEDNESDAY = '2030-01-16T15:00:00.000Z';

beforeAll(async () => {
  t = await startTestServer();
  main = await newHire(t, { staffLocale: 'fr' });
  names = await namesOf(t, main);
  other = await newHire(t);
  neverHired = await newCandidate(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(WEDNESDAY);
  await t.resetLimits();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fields = (overrides: Json = {}) => ({ done: 'Reconciled the January bank statements.', blockers: '', plan: 'Close the books for the week.', worked_minutes: 465, ...overrides });
const file = async (staff: Person, overrides: Json = {}) => ok<Json>(await staff.browser.post(WORK.myReports, fields(overrides)), 201);
const staffError = (code: string) => ({ messageKey: `staff_api_error_${code.toLowerCase()}` });

/** A staff member of `main`'s employer of their own, so that a test's reports start from none. */
const colleague = (opts: Parameters<typeof newHire>[1] = {}) => newHire(t, { employer: main.employer, ...opts });

describe('createMyReport', () => {
  test('files today’s report in the staff member’s calendar, editable; the employer is told in their language', async () => {
    const report = await file(main.staff);
    expect(report).toEqual({
      id: expect.any(String),
      work_date: '2030-01-16',
      ...fields(),
      submitted_at: WEDNESDAY,
      updated_at: WEDNESDAY,
      read_at: null,
      editable: true,
      comment_count: 0,
    });
    await expectTold(t, main.employer, {
      type: 'report_filed',
      counterpart: names.staff,
      job: main.job.title,
      path: `/dashboard/activity/staffs/${main.staff.user.id}?tab=reports`,
      staffId: main.staff.user.id,
    });
  });

  test('one a day: a second answers 409 REPORT_EXISTS, even when both are sent at once; the next day takes a new one', async () => {
    const hire = await colleague();
    const [a, b] = await Promise.all([hire.staff.browser.post(WORK.myReports, fields()), hire.staff.browser.post(WORK.myReports, fields())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expectError(a.statusCode === 409 ? a : b, 409, 'REPORT_EXISTS', undefined, staffError('REPORT_EXISTS'));
    expectError(await hire.staff.browser.post(WORK.myReports, fields()), 409, 'REPORT_EXISTS', undefined, staffError('REPORT_EXISTS'));
    t.clock.set('2030-01-17T15:00:00Z');
    expect((await file(hire.staff)).work_date).toBe('2030-01-17');
    const filed = msg('mail_staff_report_filed_subject', { counterpart: (await namesOf(t, hire)).staff, job: hire.job.title });
    expect((await t.mailbox(hire.employer.user.email)).filter((mail) => mail.subject === filed)).toHaveLength(2);
  });

  test('bad input names the field, and files nothing', async () => {
    const hire = await colleague();
    const post = (body: Json) => hire.staff.browser.post(WORK.myReports, body);
    expectError(await post(fields({ done: '' })), 400, 'VALIDATION_FAILED', { done: field('required') });
    expectError(await post(fields({ plan: '   ' })), 400, 'VALIDATION_FAILED', { plan: field('required') });
    expectError(await post(fields({ worked_minutes: 20 })), 400, 'VALIDATION_FAILED', { worked_minutes: field('invalid') });
    expectError(await post(fields({ worked_minutes: 1455 })), 400, 'VALIDATION_FAILED', { worked_minutes: field('max', { max: 1440 }) });
    expectError(await post(fields({ done: 'x'.repeat(4001) })), 400, 'VALIDATION_FAILED', { done: field('too_long', { max: 4000 }) });
    expectError(await post({ ...fields(), mood: 'great' }), 400, 'VALIDATION_FAILED', { mood: field('unknown') });
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReports)).reports).toEqual([]);
  });

  test('a candidate never hired: 409 NO_ACTIVE_JOB; once the contract ended: 409 CONTRACT_ENDED', async () => {
    const noJob = { messageKey: 'attendance_api_error_no_active_job' };
    expectError(await neverHired.browser.post(WORK.myReports, fields()), 409, 'NO_ACTIVE_JOB', undefined, noJob);
    expectError(await neverHired.browser.get(WORK.myReports), 409, 'NO_ACTIVE_JOB', undefined, noJob);
    const hire = await colleague();
    await endHire(t, hire);
    expectError(await hire.staff.browser.post(WORK.myReports, fields()), 409, 'CONTRACT_ENDED', undefined, { messageKey: 'attendance_api_error_contract_ended' });
  });
});

describe('updateMyReport', () => {
  test('changes the report on its own working day, and locks it once that day is over in the staff member’s zone', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    t.clock.set('2030-01-17T04:30:00Z'); // 23:30 on Wednesday in New York, already Thursday in UTC
    const changed = ok<Json>(await put(hire.staff.browser, WORK.myReport(report.id), fields({ blockers: 'Waiting for the card statements.', worked_minutes: 480 })));
    expect(changed).toMatchObject({ id: report.id, work_date: '2030-01-16', blockers: 'Waiting for the card statements.', worked_minutes: 480, editable: true });
    expect(changed.submitted_at).toBe(WEDNESDAY);
    expect(changed.updated_at).toBe('2030-01-17T04:30:00.000Z');
    t.clock.set('2030-01-17T05:00:00Z'); // midnight in New York
    expectError(await put(hire.staff.browser, WORK.myReport(report.id), fields()), 409, 'REPORT_LOCKED', undefined, staffError('REPORT_LOCKED'));
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(report.id)))).toMatchObject({ blockers: 'Waiting for the card statements.', editable: false });
  });

  test('bad input names the field; an unknown or another staff member’s report: 404; an ended contract: 409 CONTRACT_ENDED', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    expectError(await put(hire.staff.browser, WORK.myReport(report.id), fields({ done: ' ' })), 400, 'VALIDATION_FAILED', { done: field('required') });
    expectError(await put(hire.staff.browser, WORK.myReport(randomUUID()), fields()), 404, 'NOT_FOUND');
    expectError(await put(other.staff.browser, WORK.myReport(report.id), fields({ done: 'Took over.' })), 404, 'NOT_FOUND');
    expectError(await put(neverHired.browser, WORK.myReport(report.id), fields({ done: 'Took over.' })), 404, 'NOT_FOUND');
    await endHire(t, hire);
    expectError(await put(hire.staff.browser, WORK.myReport(report.id), fields()), 409, 'CONTRACT_ENDED', undefined, { messageKey: 'attendance_api_error_contract_ended' });
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(report.id)))).toMatchObject({ done: fields().done, editable: false });
  });
});

describe('listMyReports and getMyReport', () => {
  test('latest working day first, in pages, only today’s editable; one report with its comments', async () => {
    const hire = await colleague();
    const days = ['2030-01-14T15:00:00Z', '2030-01-15T15:00:00Z', WEDNESDAY];
    const filed: Json[] = [];
    for (const day of days) {
      t.clock.set(day);
      filed.push(await file(hire.staff, { done: `Work of ${day.slice(0, 10)}` }));
    }
    const first = ok<Json>(await hire.staff.browser.get(`${WORK.myReports}?page_size=2`));
    expect(first).toMatchObject({ page: 1, page_size: 2, has_more: true, unread: 0 });
    expect(first.staff).toMatchObject({ candidate_id: hire.staff.user.id, offer_id: hire.offerId, job_title: hire.job.title, status: 'active', schedule: weekdaySchedule() });
    expect(first.reports.map((r: Json) => [r.work_date, r.editable])).toEqual([
      ['2030-01-16', true],
      ['2030-01-15', false],
    ]);
    const second = ok<Json>(await hire.staff.browser.get(`${WORK.myReports}?page=2&page_size=2`));
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.reports.map((r: Json) => r.id)).toEqual([filed[0]!.id]);
    expectError(await hire.staff.browser.get(`${WORK.myReports}?page_size=51`), 400, 'VALIDATION_FAILED', { page_size: field('max', { max: 50 }) });

    ok(await main.employer.browser.post(WORK.comment(filed[1]!.id), { body: 'Thanks, nice work.' }), 201);
    const one = ok<Json>(await hire.staff.browser.get(WORK.myReport(filed[1]!.id)));
    expect(one).toMatchObject({ id: filed[1]!.id, work_date: '2030-01-15', editable: false, comment_count: 1, read_at: WEDNESDAY });
    expect(one.comments).toEqual([{ id: expect.any(String), body: 'Thanks, nice work.', author: 'employer', author_name: names.company, created_at: WEDNESDAY }]);
    expect(first.reports[0].comments).toBeUndefined();
    const counts = ok<Json>(await hire.staff.browser.get(WORK.myReports)).reports.map((r: Json) => r.comment_count);
    expect(counts).toEqual([0, 1, 0]);
  });

  test('another staff member’s report or an unknown one: 404; an ended contract’s reports stay readable and take no comment', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    expectError(await other.staff.browser.get(WORK.myReport(report.id)), 404, 'NOT_FOUND');
    expectError(await neverHired.browser.get(WORK.myReport(report.id)), 404, 'NOT_FOUND');
    expectError(await hire.staff.browser.get(WORK.myReport(randomUUID())), 404, 'NOT_FOUND');
    expect((await other.staff.browser.get(WORK.myReports)).body).not.toContain(report.id);
    await endHire(t, hire);
    const list = ok<Json>(await hire.staff.browser.get(WORK.myReports));
    expect(list.staff.status).toBe('ended');
    expect(list.reports.map((r: Json) => [r.id, r.editable])).toEqual([[report.id, false]]);
    expectError(await main.employer.browser.post(WORK.comment(report.id), { body: 'Thanks for everything.' }), 409, 'CONTRACT_ENDED', undefined, {
      messageKey: 'attendance_api_error_contract_ended',
    });
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(report.id))).comments).toEqual([]);
  });
});

describe('getStaffReports', () => {
  test('the employer’s list: latest first, unread ones counted, narrowed by dates; opening one marks it read', async () => {
    const hire = await colleague();
    const ids: string[] = [];
    for (const day of ['2030-01-14T15:00:00Z', '2030-01-15T15:00:00Z', WEDNESDAY]) {
      t.clock.set(day);
      ids.push((await file(hire.staff)).id);
    }
    const list = ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id)));
    expect(list).toMatchObject({ page: 1, page_size: 20, has_more: false, unread: 3, staff: { candidate_id: hire.staff.user.id, status: 'active' } });
    expect(list.reports.map((r: Json) => r.id)).toEqual([...ids].reverse());
    expect(list.reports.every((r: Json) => r.read_at === null && r.comments === undefined)).toBe(true);

    const narrowed = ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id, '?from=2030-01-15&to=2030-01-15')));
    expect(narrowed.reports.map((r: Json) => r.id)).toEqual([ids[1]]);
    const paged = ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id, '?page_size=2')));
    expect(paged).toMatchObject({ has_more: true, page_size: 2 });

    t.clock.set('2030-01-16T18:00:00Z');
    const opened = ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id, `?report=${ids[0]}`)));
    expect(opened).toMatchObject({ page: 1, has_more: false, unread: 2 });
    expect(opened.reports).toEqual([expect.objectContaining({ id: ids[0], read_at: '2030-01-16T18:00:00.000Z', comments: [], editable: false })]);
    // Opened again later: still read when first opened.
    t.clock.set('2030-01-16T19:00:00Z');
    expect(ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id, `?report=${ids[0]}`))).reports[0].read_at).toBe('2030-01-16T18:00:00.000Z');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(ids[0]!))).read_at).toBe('2030-01-16T18:00:00.000Z');
  });

  test('bad dates name the field; another staff member’s report under this id: 404', async () => {
    const [hire, sibling] = [await colleague(), await colleague()];
    const mine = await file(hire.staff);
    const siblings = await file(sibling.staff);
    const url = (q: string) => WORK.staffReports(hire.staff.user.id, q);
    expectError(await main.employer.browser.get(url('?from=2030-01-16&to=2030-01-15')), 400, 'VALIDATION_FAILED', { from: msg('billing_api_field_date_range') });
    expectError(await main.employer.browser.get(url('?from=16-01-2030')), 400, 'VALIDATION_FAILED', { from: field('invalid') });
    expectError(await main.employer.browser.get(url('?report=nope')), 400, 'VALIDATION_FAILED', { report: field('invalid') });
    expectError(await main.employer.browser.get(url(`?report=${randomUUID()}`)), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.get(url(`?report=${siblings.id}`)), 404, 'NOT_FOUND');
    expect(ok<Json>(await main.employer.browser.get(url(`?report=${mine.id}`))).reports[0].id).toBe(mine.id);
  });

  test('another employer’s staff member or report: 404, and nothing is marked read; a stranger: 404', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    expectError(await other.employer.browser.get(WORK.staffReports(hire.staff.user.id)), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.get(WORK.staffReports(hire.staff.user.id, `?report=${report.id}`)), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.get(WORK.staffReports(other.staff.user.id, `?report=${report.id}`)), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.get(WORK.staffReports(neverHired.user.id)), 404, 'NOT_FOUND');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(report.id))).read_at).toBeNull();
  });

  test('a fired staff member’s reports stay readable by that employer', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    await endHire(t, hire);
    const list = ok<Json>(await main.employer.browser.get(WORK.staffReports(hire.staff.user.id)));
    expect(list.staff).toMatchObject({ status: 'ended', ended_at: expect.stringMatching(ISO) });
    expect(list.reports.map((r: Json) => [r.id, r.editable])).toEqual([[report.id, false]]);
  });

  test('the staff member’s paths are not the employer’s, nor the reverse: 403', async () => {
    expectError(await main.staff.browser.get(WORK.staffReports(main.staff.user.id)), 403, 'FORBIDDEN');
    expectError(await main.employer.browser.get(WORK.myReports), 403, 'FORBIDDEN');
  });
});

describe('commentOnReport', () => {
  test('adds the employer’s comment, marks the report read and tells the staff member in their language', async () => {
    const hire = await colleague({ staffLocale: 'fr' });
    const report = await file(hire.staff);
    t.clock.set('2030-01-16T23:00:00Z');
    const commented = ok<Json>(await main.employer.browser.post(WORK.comment(report.id), { body: 'Good progress; send me the totals.' }), 201);
    expect(commented).toMatchObject({ id: report.id, comment_count: 1, read_at: '2030-01-16T23:00:00.000Z', editable: true });
    expect(commented.comments).toEqual([
      { id: expect.any(String), body: 'Good progress; send me the totals.', author: 'employer', author_name: names.company, created_at: '2030-01-16T23:00:00.000Z' },
    ]);
    await expectTold(t, hire.staff, {
      type: 'report_commented',
      counterpart: names.company,
      job: hire.job.title,
      path: `/candidate/report/${report.id}`,
      staffId: hire.staff.user.id,
      locale: 'fr',
    });
    t.clock.set('2030-01-16T23:10:00Z');
    const again = ok<Json>(await main.employer.browser.post(WORK.comment(report.id), { body: 'And the receipts.' }), 201);
    expect(again.comments.map((c: Json) => c.body)).toEqual(['Good progress; send me the totals.', 'And the receipts.']);
    expect(again.read_at).toBe('2030-01-16T23:00:00.000Z');
  });

  test('an empty comment names the field; another employer or an unknown report: 404, and nothing is sent', async () => {
    const hire = await colleague();
    const report = await file(hire.staff);
    expectError(await main.employer.browser.post(WORK.comment(report.id), { body: '' }), 400, 'VALIDATION_FAILED', { body: field('required') });
    expectError(await main.employer.browser.post(WORK.comment(report.id), { body: '  ' }), 400, 'VALIDATION_FAILED', { body: field('required') });
    expectError(await main.employer.browser.post(WORK.comment(report.id), { body: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED', { body: field('too_long', { max: 2000 }) });
    expectError(await other.employer.browser.post(WORK.comment(report.id), { body: 'Hello' }), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.post(WORK.comment(randomUUID()), { body: 'Hello' }), 404, 'NOT_FOUND');
    expectError(await hire.staff.browser.post(WORK.comment(report.id), { body: 'Hello' }), 403, 'FORBIDDEN');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myReport(report.id)))).toMatchObject({ comment_count: 0, read_at: null });
    const commentedSubject = msg('mail_staff_report_commented_subject', { counterpart: names.company, job: hire.job.title });
    expect((await t.mailbox(hire.staff.user.email)).map((mail) => mail.subject)).not.toContain(commentedSubject);
  });
});

describe('exportStaffRecords, kind=reports', () => {
  test('one row a report of the range, oldest first, headed in the reader’s language, cells a spreadsheet reads as text', async () => {
    const hire = await colleague();
    t.clock.set('2030-01-15T15:00:00Z');
    await file(hire.staff, { done: 'Invoices, receipts and "petty cash"', worked_minutes: 450 });
    t.clock.set(WEDNESDAY);
    await file(hire.staff, { done: '=SUM(A1:A2) checked', blockers: 'Line one\nline two', worked_minutes: 480 });
    const url = (q: string) => WORK.staffExport(hire.staff.user.id, `?kind=reports${q}`);
    const res = await main.employer.browser.get(url('&from=2030-01-01&to=2030-01-31'), { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="reports-2030-01-01-2030-01-31.csv"');
    const header = ['date', 'worked_hours', 'done', 'blockers', 'plan', 'submitted'].map((k) => msg(`staff_work_srv_csv_${k}`, {}, 'fr'));
    const { plan } = fields();
    const lines = [
      header.join(','),
      `2030-01-15,7.50,"Invoices, receipts and ""petty cash""",,${plan},2030-01-15 15:00`,
      `2030-01-16,8.00,'=SUM(A1:A2) checked,"Line one\nline two",${plan},2030-01-16 15:00`,
    ];
    expect(res.body).toBe(`\uFEFF${lines.join('\r\n')}\r\n`);
    expect((await main.employer.browser.get(url('&from=2030-01-16&to=2030-01-16'))).body.split('\r\n')).toHaveLength(3);
    expectError(await other.employer.browser.get(url('')), 404, 'NOT_FOUND');
    expectError(await hire.staff.browser.get(url('')), 403, 'FORBIDDEN');
  });
});

describe('a staff member in Manila', () => {
  test('their day, not the UTC day, dates the report and decides until when it can change', async () => {
    const manila = await colleague({ schedule: weekdaySchedule('Asia/Manila') });
    // Wednesday 20:00 UTC is already Thursday 04:00 in Manila.
    t.clock.set('2030-01-16T20:00:00Z');
    const report = await file(manila.staff);
    expect(report.work_date).toBe('2030-01-17');
    // Thursday 23:30 in Manila (15:30 UTC): still its day.
    t.clock.set('2030-01-17T15:30:00Z');
    ok(await put(manila.staff.browser, WORK.myReport(report.id), fields({ plan: 'Payroll run.' })));
    expect(ok<Json>(await main.employer.browser.get(WORK.staffReports(manila.staff.user.id))).reports[0]).toMatchObject({ work_date: '2030-01-17', editable: true });
    // Friday 00:30 in Manila, still Thursday in UTC: locked, and Friday's report may be filed.
    t.clock.set('2030-01-17T16:30:00Z');
    expectError(await put(manila.staff.browser, WORK.myReport(report.id), fields()), 409, 'REPORT_LOCKED', undefined, staffError('REPORT_LOCKED'));
    expect((await file(manila.staff)).work_date).toBe('2030-01-18');
  });
});
