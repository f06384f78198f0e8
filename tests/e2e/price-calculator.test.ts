// The price calculator driven in the browser. On /pricing, anonymous: a full-time and a
// fractional role, their cost by the month and over the service period, each compared
// with the same people hired the other way, a share link that opens the same estimate in
// another tab, and the CSV. On /pricing/estimate, as the demo employer: an estimate saved,
// listed, still there after a reload, deleted. And one role added with the keyboard alone.
// Every amount expected is worked out with src/shared/estimate.ts, the module the page,
// checkout and the server price with; every text read comes from messages/en.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatDate, formatMoney } from '../../src/shared/format.ts';
import { alternative, estimate, personCost, type EstimateLine } from '../../src/shared/estimate.ts';
import { messagePattern, startApp, waitForApp } from './public-site-steps.ts';
import { BASE_URL, expect, test } from './fixtures.ts';
import { SIGNED_IN } from './accounts.ts';
import { message } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';

const t = (key: string, params: Record<string, string | number> = {}) => message('en', key, params);
const money = (cents: number) => formatMoney(cents, 'en');
// Intl's words, as src/features/pricing/units.ts has them ("6 months", "40 hours").
const months = (count: number) => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(count);
const hours = (count: number) => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(count);
const roleLabel = (role: string) => t(`label_role_${role.replaceAll('-', '_')}`);
const hireLabel = (type: EstimateLine['type_of_hire']) => t(`label_hire_${type}`);
const experienceLabel = (level: EstimateLine['experience']) => t(`label_experience_${level}`);

/** A start date the server accepts (from today to a year ahead) and not the first of a month, so the first month is prorated. */
function startDate(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  if (day.getUTCDate() === 1) day.setUTCDate(2);
  return day.toISOString().slice(0, 10);
}

const START = startDate(16);
const FULL_TIME: EstimateLine = {
  role: 'bookkeeper',
  experience: 'intermediate',
  type_of_hire: 'full_time',
  headcount: 2,
  service_period_months: 6,
  security: false,
  work_hours: 40,
  start_date: START,
};
const FRACTIONAL: EstimateLine = {
  role: 'qa-tester',
  experience: 'expert',
  type_of_hire: 'fractional',
  headcount: 1,
  service_period_months: 3,
  security: true,
  work_hours: 15,
  start_date: START,
};

const main = (page: Page) => page.getByRole('main');
const roleForm = (page: Page) => main(page).getByRole('form', { name: t('pricing_form_title_add') });
const estimateRegion = (page: Page) => main(page).getByRole('region', { name: t('pricing_lines_heading') });
const lineCards = (page: Page) => estimateRegion(page).getByRole('listitem');
const lineCard = (page: Page, line: EstimateLine) =>
  lineCards(page).filter({ has: page.getByRole('heading', { name: t('pricing_line_title', { count: line.headcount, role: roleLabel(line.role) }) }) });
const totals = (page: Page) => estimateRegion(page).getByRole('status').filter({ has: page.getByText(/\$/) });
const viewButton = (page: Page, view: 'monthly' | 'period') =>
  estimateRegion(page)
    .getByRole('group', { name: t('pricing_totals_view') })
    .getByRole('button', { name: t(view === 'monthly' ? 'pricing_totals_view_monthly' : 'pricing_totals_view_period'), exact: true });

/** Fills the role form with the mouse and the keyboard as a visitor would, and adds the role. */
async function addRole(page: Page, line: EstimateLine) {
  const form = roleForm(page);
  await form.getByLabel(t('pricing_form_role'), { exact: true }).selectOption(line.role);
  await form.getByLabel(t('pricing_form_experience'), { exact: true }).selectOption(line.experience);
  await form.getByLabel(t('pricing_form_hire_type'), { exact: true }).selectOption(line.type_of_hire);
  await form.getByLabel(t('pricing_form_people'), { exact: true }).fill(String(line.headcount));
  await form.getByLabel(t('pricing_form_hours'), { exact: true }).fill(String(line.work_hours));
  await form.getByLabel(t('pricing_form_period'), { exact: true }).selectOption(String(line.service_period_months));
  await form.getByLabel(t('pricing_form_start'), { exact: true }).fill(line.start_date);
  await form.getByRole('checkbox').setChecked(line.security);
  await form.getByRole('button', { name: t('pricing_form_add'), exact: true }).click();
  await expect(lineCard(page, line)).toBeVisible();
}

/** Whitespace as a reader sees it: innerText keeps line breaks between blocks. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A line's card: its terms, its three amounts, and the same people hired the other way with the difference. */
async function expectLine(page: Page, line: EstimateLine, lines: EstimateLine[]) {
  const cost = estimate(lines).lines[lines.indexOf(line)]!;
  const text = flat(await lineCard(page, line).innerText());
  const expectIn = (part: string, what: string) => expect(text.includes(part), `${roleLabel(line.role)}: ${what} ${JSON.stringify(part)} missing from ${JSON.stringify(text)}`).toBeTruthy();
  expectIn(hireLabel(line.type_of_hire), 'the kind of hire');
  expectIn(t('pricing_line_hours', { hours: hours(line.work_hours) }), 'the hours');
  expectIn(t('pricing_line_start', { date: formatDate(line.start_date, 'en') }), 'the start');
  expectIn(t('pricing_line_period', { period: months(line.service_period_months) }), 'the service period');
  if (line.security) expectIn(t('pricing_line_security'), 'the secure workspace');
  expectIn(`${t('pricing_line_monthly')} ${money(cost.monthly)}`, 'the cost a month');
  expectIn(`${t('pricing_line_first_month')} ${money(cost.firstMonth)}`, 'the first month');
  expectIn(`${t('pricing_line_over_period', { period: months(line.service_period_months) })} ${money(cost.period)}`, 'the cost over the period');

  // Full time against fractional: the page's comparison, worked out here from the pricing module.
  const other = alternative(line);
  expect(other.type_of_hire).not.toBe(line.type_of_hire);
  const each = personCost(other);
  const otherMonthly = each.monthly * line.headcount;
  expectIn(
    t('pricing_line_other_way', {
      type: hireLabel(other.type_of_hire),
      hours: hours(other.work_hours),
      monthly: money(otherMonthly),
      total: money(each.period * line.headcount),
      period: months(line.service_period_months),
    }),
    'the other way',
  );
  const difference = otherMonthly - cost.monthly;
  if (difference !== 0) {
    expectIn(
      difference < 0 ? t('pricing_line_other_way_less', { amount: money(-difference) }) : t('pricing_line_other_way_more', { amount: money(difference) }),
      'the difference',
    );
  }
}

async function expectTotals(page: Page, lines: EstimateLine[], view: 'monthly' | 'period') {
  const result = estimate(lines);
  await expect(viewButton(page, view)).toHaveAttribute('aria-pressed', 'true');
  await expect(viewButton(page, view === 'monthly' ? 'period' : 'monthly')).toHaveAttribute('aria-pressed', 'false');
  const longest = Math.max(...lines.map((line) => line.service_period_months));
  const expected =
    view === 'monthly'
      ? [t('pricing_totals_monthly_label'), money(result.monthly), t('pricing_totals_first_month', { amount: money(result.firstMonth) })]
      : [t('pricing_totals_period_label', { period: months(longest) }), money(result.period)];
  const status = totals(page);
  await expect(status.getByText(expected[0]!, { exact: true })).toBeVisible();
  const text = flat(await status.innerText());
  for (const part of expected) expect(text.includes(part), `the ${view} total shows ${JSON.stringify(part)}: ${JSON.stringify(text)}`).toBeTruthy();
}

/** RFC 4180 fields, quotes and all: the summary rows quote labels holding a comma. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field + row.join(''), 'the CSV ends with a line break').toBe('');
  return rows;
}

const csvAmount = (cents: number) => (cents / 100).toFixed(2);

function expectCsv(csv: string, lines: EstimateLine[]) {
  expect(csv.startsWith('\uFEFF'), 'the CSV starts with a byte order mark, so spreadsheets read it as UTF-8').toBeTruthy();
  const rows = parseCsv(csv.slice(1));
  const result = estimate(lines);
  const header = [
    'role',
    'experience',
    'hire_type',
    'people',
    'hours',
    'start',
    'months',
    'security',
    'first_month',
    'monthly',
    'period',
    'other_type',
    'other_hours',
    'other_monthly',
    'other_period',
  ].map((key) => t(`pricing_csv_${key}`));
  expect(rows[0]).toEqual(header);
  lines.forEach((line, i) => {
    const cost = result.lines[i]!;
    const other = alternative(line);
    const each = personCost(other);
    expect(rows[i + 1]).toEqual([
      roleLabel(line.role),
      experienceLabel(line.experience),
      hireLabel(line.type_of_hire),
      String(line.headcount),
      String(line.work_hours),
      line.start_date,
      String(line.service_period_months),
      t(line.security ? 'pricing_csv_yes' : 'pricing_csv_no'),
      csvAmount(cost.firstMonth),
      csvAmount(cost.monthly),
      csvAmount(cost.period),
      hireLabel(other.type_of_hire),
      String(other.work_hours),
      csvAmount(each.monthly * line.headcount),
      csvAmount(each.period * line.headcount),
    ]);
  });
  const blank = Array<string>(7).fill('');
  const longest = Math.max(...lines.map((line) => line.service_period_months));
  expect(rows.slice(lines.length + 1)).toEqual([
    [''],
    [t('pricing_csv_subscription'), ...blank, csvAmount(result.subscription.monthly), csvAmount(result.subscription.monthly), csvAmount(result.subscription.monthly * longest)],
    [t('pricing_csv_total'), ...blank, csvAmount(result.firstMonth), csvAmount(result.monthly), csvAmount(result.period)],
  ]);
}

test.describe(() => {
  test.use({ actionTimeout: 20_000 });
  test('calculator on /pricing: a full-time and a fractional role, totals by the month and over the period, the other way compared, a share link, a CSV', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/pricing');
    await startApp(page);
    await expect(estimateRegion(page).getByText(t('pricing_lines_empty_title'), { exact: true })).toBeVisible();

    const lines = [FULL_TIME, FRACTIONAL];
    await addRole(page, FULL_TIME);
    await addRole(page, FRACTIONAL);
    await expect(lineCards(page)).toHaveCount(2);
    for (const line of lines) await expectLine(page, line, lines);

    await expectTotals(page, lines, 'monthly');
    await viewButton(page, 'period').click();
    await expectTotals(page, lines, 'period');
    await expectNoAxeViolations(page, '/pricing with two roles, over the period');
    await viewButton(page, 'monthly').click();
    await expectTotals(page, lines, 'monthly');

    const download = page.waitForEvent('download');
    await estimateRegion(page).getByRole('button', { name: t('pricing_csv_download'), exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(t('pricing_csv_filename'));
    expectCsv(fs.readFileSync(await file.path(), 'utf8'), lines);

    await estimateRegion(page).getByRole('button', { name: t('pricing_share_copy'), exact: true }).click();
    await expect(estimateRegion(page).getByText(t('pricing_share_copied'), { exact: true })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${BASE_URL}/pricing?estimate=`), `the copied link is ${link}`).toBeTruthy();

    // Another tab starts with nothing of its own: what it shows comes from the link.
    const other = await context.newPage();
    await other.goto(link);
    await startApp(other);
    await expect(lineCard(other, FRACTIONAL)).toBeVisible();
    await expect(lineCards(other)).toHaveCount(2);
    for (const line of lines) await expectLine(other, line, lines);
    await expectTotals(other, lines, 'monthly');
    // Opened once: the tab keeps the estimate from now on, and the address no longer carries it.
    await other.waitForURL((url) => url.pathname === '/pricing' && !url.searchParams.has('estimate'));
    await other.close();
  });
});

/** Presses Tab until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused({ timeout: 1000 });
}

/** Down the options of a focused, closed select with the arrow key until `value` is chosen. */
async function arrowTo(page: Page, select: Locator, value: string, max = 120) {
  for (let presses = 0; presses < max && (await select.inputValue()) !== value; presses++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** The next field in the tab order is `target`: one press of Tab, no detour. */
async function tabOnceTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe(() => {
  test.use({ actionTimeout: 20_000 });
  test('calculator by keyboard only: a role filled in with Tab, arrows and typing, and added with Enter', async ({ page }) => {
    test.setTimeout(120_000);
    const line: EstimateLine = { ...FULL_TIME, headcount: 3, experience: 'entry', service_period_months: 12, security: true, work_hours: 45 };
    await page.goto('/pricing');
    const form = roleForm(page);
    const role = form.getByLabel(t('pricing_form_role'), { exact: true });
    // The first key press starts the app; the form is there in the page before it.
    await tabTo(page, role);
    await waitForApp(page);
    await expect(role).toBeFocused();

    await arrowTo(page, role, line.role);
    const experience = form.getByLabel(t('pricing_form_experience'), { exact: true });
    await tabOnceTo(page, experience);
    await arrowTo(page, experience, line.experience);
    const hireType = form.getByLabel(t('pricing_form_hire_type'), { exact: true });
    await tabOnceTo(page, hireType);
    await arrowTo(page, hireType, line.type_of_hire);
    const people = form.getByLabel(t('pricing_form_people'), { exact: true });
    await tabOnceTo(page, people);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(line.headcount));
    const hoursField = form.getByLabel(t('pricing_form_hours'), { exact: true });
    await tabOnceTo(page, hoursField);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(line.work_hours));
    const period = form.getByLabel(t('pricing_form_period'), { exact: true });
    await tabOnceTo(page, period);
    await arrowTo(page, period, String(line.service_period_months));
    const start = form.getByLabel(t('pricing_form_start'), { exact: true });
    await tabOnceTo(page, start);
    // A date field in en-US takes month, day and year, each moving on to the next.
    const [year, month, day] = line.start_date.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(start).toHaveValue(line.start_date);
    // The date field has three parts, each its own tab stop.
    const security = form.getByRole('checkbox');
    await tabTo(page, security, 4);
    await page.keyboard.press('Space');
    await expect(security).toBeChecked();
    const add = form.getByRole('button', { name: t('pricing_form_add'), exact: true });
    await tabOnceTo(page, add);
    await page.keyboard.press('Enter');

    await expect(lineCard(page, line)).toBeVisible();
    await expect(lineCards(page)).toHaveCount(1);
    await expectLine(page, line, [line]);
    await expectTotals(page, [line], 'monthly');
  });
});

test.describe(() => {
  test.use({ actionTimeout: 20_000, storageState: SIGNED_IN.employer });
  test('estimates on /pricing/estimate (demo employer): saved under a name, listed, still there after a reload, deleted', async ({ page }) => {
    test.setTimeout(150_000);
    const name = `Support team ${Date.now().toString(36)}`;
    await page.goto('/pricing/estimate');
    await expect(main(page).getByRole('heading', { level: 1, name: t('pricing_estimate_title'), exact: true })).toBeVisible();
    await addRole(page, FRACTIONAL);

    // The figures the calculator shows, grant included if the account has one: the server must save the same.
    await viewButton(page, 'monthly').click();
    const monthly = flat(await totals(page).innerText()).match(/\$[\d,]+(\.\d\d)?/)?.[0] ?? '';
    await viewButton(page, 'period').click();
    await expect(totals(page).getByText(t('pricing_totals_period_label', { period: months(FRACTIONAL.service_period_months) }), { exact: true })).toBeVisible();
    const period = flat(await totals(page).innerText()).match(/\$[\d,]+(\.\d\d)?/)?.[0] ?? '';
    expect(monthly && period, 'the totals show amounts').toBeTruthy();

    const save = main(page).getByRole('region', { name: t('pricing_estimate_save_heading') });
    await save.getByLabel(t('pricing_save_name'), { exact: true }).fill(name);
    await save.getByRole('button', { name: t('pricing_save'), exact: true }).click();
    await expect(save.getByRole('status').getByText(t('pricing_save_done', { name, monthly, total: period }), { exact: true })).toBeVisible();

    const saved = main(page).getByRole('region', { name: t('pricing_estimate_saved_heading') });
    const card = saved.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    const expectSaved = async () => {
      await expect(card).toBeVisible();
      await expect(card.getByText(t('pricing_saved_totals', { monthly, total: period }), { exact: true })).toBeVisible();
      await expect(card.getByText(messagePattern('en', 'pricing_saved_meta', { roles: 1, people: FRACTIONAL.headcount }))).toBeVisible();
    };
    await expectSaved();
    await expectNoAxeViolations(page, '/pricing/estimate with a saved estimate');

    await page.reload();
    await expectSaved();

    await card.getByRole('button', { name: t('pricing_saved_delete_label', { name }), exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByText(t('pricing_saved_delete_body', { name }), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: t('pricing_saved_delete_confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();

    await page.reload();
    await expect(saved.getByRole('heading', { level: 3 }).or(saved.getByText(t('pricing_saved_empty_title'), { exact: true }))).toBeVisible();
    await expect(card, 'the deleted estimate is back after a reload').toHaveCount(0);
  });
});
