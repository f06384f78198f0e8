// A hired staff member's working day and the employer who reads it, in two browsers: the staff
// member clocks in, takes a break, ends it, clocks out, files today's end-of-day report and asks
// for a day off; the employer opens their page from the staff list, sees today's hours in the
// attendance and the report (unread, then read), approves the day off in place; the staff member
// sees it approved. The staff member works from Manila, the employer reads from New York. Every
// text read comes from messages/<locale>.
import type { Page } from '@playwright/test';
import { intlLocale } from '../../src/shared/format.ts';
import { hiredStaff, STAFF_ZONE, staffDay } from './staff-work-steps.ts';
import { fullName, sectionNav, signInAs, text, toast, type Locale } from './hiring-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { expectMail } from './mailbox.ts';
import { message } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabAndPress } from './keyboard-steps.ts';

// Once, in Chinese, the clock driven by the keyboard and every page checked with axe on the way: a
// journey runs in one language (decision 019), and this one in the script furthest from English.
const runs: Array<{ locale: Locale; browserLocale: string; report: { done: string; blockers: string; plan: string }; note: string }> = [
  {
    locale: 'zh',
    browserLocale: 'zh-CN',
    report: {
      done: '核对了截至昨天的运营账户，录入了十二张供应商账单。',
      blockers: '第二家诊所的信用卡对账单还没有到。',
      plan: '过账工资分录，并催要缺少的对账单。',
    },
    note: '表姐在宿务的婚礼。',
  },
];

const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The city the app names the staff member's zone by (src/shared/time-zones.ts `zoneCity`). */
const STAFF_CITY = STAFF_ZONE.slice(STAFF_ZONE.indexOf('/') + 1);

for (const run of runs) {
  const { locale } = run;
  const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
  /** Hours as both sides read them ("8 hr", "8小时"): whole hours, so one format serves the select, the report and the employer. */
  const hours = (count: number) => new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(count);

  /** Where the clock says the day stands: `key` with its time of day (in the staff member's zone, named) left open and captured. */
  const standing = (key: string) => {
    const open = 'OPEN-TIME';
    const [before, after] = t(key, { time: t('work_time_zoned', { time: open, zone: STAFF_CITY }) }).split(open);
    return new RegExp(`^${escapeRegExp(before!)}(.+)${escapeRegExp(after!)}$`);
  };

  /** A message with one parameter left open: it matches whatever the page fills in. */
  const pattern = (key: string, open: string) => {
    const marker = 'OPEN-PARAMETER';
    const [before, after] = t(key, { [open]: marker }).split(marker);
    return new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after!)}$`);
  };

  test.describe(() => {
    test.use({ locale: run.browserLocale, timezoneId: STAFF_ZONE, actionTimeout: 15_000 });
    test(`staff at work (${locale}): clock in, break, clock out, report and a day off; the employer reads the day and approves it`, async ({ page: staff, openContext }) => {
      test.setTimeout(240_000);
      const { employer, candidate, jobTitle } = await hiredStaff(locale);
      const name = fullName(candidate);
      const today = staffDay();
      const dayOff = staffDay(14);

      // ---- The staff member opens their work home: the clock first.
      await signInAs(staff, candidate, locale);
      await sectionNav(staff, locale).getByRole('link', { name: t('dash_nav_my_job'), exact: true }).click();
      await expect(staff).toHaveURL(at('/Candidate/ActiveJob'));
      await expect(main(staff).getByRole('heading', { level: 1, name: t('cand_active_title') })).toBeVisible();
      const clock = main(staff).getByRole('region', { name: t('work_clock_title') });
      const where = clock.getByRole('status').first();
      await expect(where).toHaveText(t('work_clock_off'));

      /** Presses a button of the clock with the keyboard. */
      const press = (label: string) => tabAndPress(staff, clock.getByRole('button', { name: label, exact: true }));
      const checkA11y = (page: Page, label: string) => expectNoAxeViolations(page, `${label} (${locale})`);
      /** Waits for the clock to say `key`, and gives the time of day it names. */
      const timeShown = async (key: string) => {
        await expect(where).toHaveText(standing(key));
        return standing(key).exec((await where.textContent()) ?? '')![1]!;
      };

      await press(t('work_clock_in'));
      const clockedIn = await timeShown('work_clock_working');
      await press(t('work_break_start'));
      await expect(where).toHaveText(standing('work_clock_on_break'));
      await press(t('work_break_end'));
      await expect(where).toHaveText(standing('work_clock_working'));
      await press(t('work_clock_out'));
      const clockedOut = await timeShown('work_clock_done');
      await expect(clock.getByRole('button', { name: t('work_clock_in_again'), exact: true })).toBeVisible();
      // Today, in the week at a glance: begun, not over.
      const week = main(staff).getByRole('region', { name: t('work_week_title') });
      await expect(week.locator('li[aria-current="date"]')).toContainText(t('label_day_mark_in_progress'));
      await checkA11y(staff, '/Candidate/ActiveJob, clocked out');

      // ---- Today's end-of-day report.
      await main(staff).getByRole('region', { name: t('work_reports_title') }).getByRole('link', { name: t('work_report_write_today') }).click();
      await expect(staff).toHaveURL(at('/candidate/create-eod-report'));
      const composer = main(staff).getByRole('form', { name: t('work_report_new_title') });
      await composer.getByLabel(t('work_report_done'), { exact: true }).fill(run.report.done);
      await composer.getByLabel(t('work_report_blockers'), { exact: true }).fill(run.report.blockers);
      await composer.getByLabel(t('work_report_plan'), { exact: true }).fill(run.report.plan);
      await composer.getByLabel(t('work_report_minutes'), { exact: true }).selectOption({ label: hours(8) });
      await composer.getByRole('button', { name: t('work_report_file'), exact: true }).click();
      await expect(toast(staff, locale, t('work_report_filed_toast'))).toBeVisible();
      await staff.waitForURL((url) => /^\/candidate\/report\/[0-9a-f-]{36}$/.test(url.pathname), { waitUntil: 'commit' });
      for (const [heading, body] of [
        ['work_report_done', run.report.done],
        ['work_report_blockers', run.report.blockers],
        ['work_report_plan', run.report.plan],
      ] as const) {
        await expect(main(staff).getByRole('region', { name: t(heading) })).toContainText(body);
      }
      await expect(main(staff).getByText(hours(8), { exact: true })).toBeVisible();
      await expect(main(staff).getByText(t('work_report_unread'), { exact: true })).toBeVisible();
      await checkA11y(staff, '/candidate/report/:id');
      await expectMail(employer.email, t('mail_staff_report_filed_subject', { counterpart: name }));

      // ---- A day off in two weeks.
      await main(staff).getByRole('link', { name: t('work_back_home') }).first().click();
      await expect(staff).toHaveURL(at('/Candidate/ActiveJob'));
      const timeOff = main(staff).getByRole('region', { name: t('work_time_off_title') });
      const ask = timeOff.getByRole('form', { name: t('work_time_off_form_title') });
      await ask.getByLabel(t('work_time_off_kind'), { exact: true }).selectOption({ label: t('label_time_off_kind_vacation') });
      await ask.getByLabel(t('work_time_off_start'), { exact: true }).fill(dayOff);
      await expect(ask.getByLabel(t('work_time_off_end'), { exact: true })).toHaveValue(dayOff);
      await ask.getByLabel(t('work_time_off_note_label'), { exact: true }).fill(run.note);
      await ask.getByRole('button', { name: t('work_time_off_send'), exact: true }).click();
      await expect(toast(staff, locale, t('work_time_off_sent_toast'))).toBeVisible();
      const request = timeOff.getByRole('listitem').filter({ hasText: t('work_time_off_note', { note: run.note }) });
      await expect(request.getByText(t('work_time_off_status_requested'), { exact: true })).toBeVisible();
      await expectMail(employer.email, t('mail_staff_time_off_requested_subject', { counterpart: name }));

      // ---- The employer, in New York, opens the staff member's page from the staff list.
      const { page: boss } = await openContext({ timezoneId: 'America/New_York' });
      await signInAs(boss, employer, locale);
      await sectionNav(boss, locale).getByRole('link', { name: t('dash_nav_staff'), exact: true }).click();
      await expect(boss).toHaveURL(at('/dashboard/activity/staffs'));
      await main(boss).getByRole('link', { name: t('hiring_staff_work_named', { name }) }).click();
      await boss.waitForURL((url) => url.pathname.startsWith('/dashboard/activity/staffs/'), { waitUntil: 'commit' });
      await expect(main(boss).getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(main(boss).getByText(jobTitle, { exact: true })).toBeVisible();

      // Attendance: today, as a list, with the times the staff member saw on their clock.
      const tabs = main(boss).getByRole('tablist');
      await expect(tabs.getByRole('tab', { name: t('staffwork_tab_attendance'), exact: true })).toHaveAttribute('aria-selected', 'true');
      await main(boss).getByRole('radio', { name: t('staffwork_view_list'), exact: true }).check();
      const todayRow = main(boss).getByRole('row').filter({ has: boss.locator(`time[datetime="${today}"]`) });
      await expect(todayRow).toContainText(t('label_day_mark_in_progress'));
      // The same in every language, so not a translation to check.
      await expect(todayRow).toContainText(message(locale, 'staffwork_span', { start: clockedIn, end: clockedOut }));
      await checkA11y(boss, '/dashboard/activity/staffs/:id attendance list');

      // The report: marked unread on its tab and in the list, read once opened.
      const reportsTab = tabs.getByRole('tab', { name: `${t('staffwork_tab_reports')} ${t('staffwork_unread_count', { count: 1 })}`, exact: true });
      await reportsTab.click();
      const filed = main(boss).getByRole('article').filter({ hasText: run.report.done });
      await expect(filed.getByText(t('staffwork_report_unread'), { exact: true })).toBeVisible();
      await filed.getByRole('link').click();
      const opened = main(boss).getByRole('article');
      await expect(opened.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(opened).toContainText(run.report.blockers);
      await expect(opened).toContainText(run.report.plan);
      await expect(opened.getByText(hours(8), { exact: true })).toBeVisible();
      await checkA11y(boss, '/dashboard/activity/staffs/:id a report');
      await main(boss).getByRole('link', { name: t('staffwork_back_to_reports') }).click();
      await expect(filed).toBeVisible();
      await expect(filed.getByText(t('staffwork_report_unread'), { exact: true })).toBeHidden();
      await expect(tabs.getByRole('tab', { name: t('staffwork_tab_reports'), exact: true })).toBeVisible();

      // Time off: the request waits first, and is approved in place.
      await tabs.getByRole('tab', { name: t('staffwork_tab_time_off'), exact: true }).click();
      const waiting = main(boss).getByRole('region', { name: t('staffwork_time_off_waiting_title') });
      const pending = waiting.getByRole('article').filter({ hasText: t('staffwork_time_off_note', { note: run.note }) });
      await expect(pending).toContainText(t('label_time_off_kind_vacation'));
      await checkA11y(boss, '/dashboard/activity/staffs/:id time off');
      await pending.getByRole('button', { name: pattern('staffwork_time_off_approve_named', 'period') }).click();
      await expect(toast(boss, locale, t('staffwork_time_off_approved', { name: candidate.firstname }))).toBeVisible();
      await expect(waiting.getByText(t('staffwork_time_off_waiting_none'))).toBeVisible();
      const history = main(boss).getByRole('table', { name: t('staffwork_time_off_history_title') });
      await expect(history.getByRole('row').filter({ hasText: t('label_time_off_kind_vacation') })).toContainText(t('staffwork_time_off_status_approved'));
      await expectMail(candidate.email, t('mail_staff_time_off_approved_subject'));

      // ---- The staff member sees the day off approved, and the report read.
      await staff.reload();
      await expect(request.getByText(t('work_time_off_status_approved'), { exact: true })).toBeVisible();
      await expect(main(staff).getByRole('region', { name: t('work_reports_title') }).getByText(t('work_report_read'), { exact: true })).toBeVisible();
    });
  });
}
