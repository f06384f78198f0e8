// An employer and an applicant talk (issue 19), in two browsers at once and two languages (one
// journey in both rather than the same journey twice, decision 019). The employer, in English,
// writes from the applicant's card; the candidate, whose account reads Chinese, is on her messages
// page and sees the conversation and the header's unread count arrive without reloading (the live
// updates' stream, server/live), opens it and replies with a file. The employer, on another page,
// sees the count rise, opens the conversation, reads the reply and its file, and the count clears;
// the candidate's page shows her reply seen. Both pages pass axe.
import type { Page } from '@playwright/test';
import { signInThroughApi } from './accounts.ts';
import { applicantOnJob } from './applicant-steps.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { fullName, text } from './hiring-steps.ts';
import { PDF } from './onboarding-steps.ts';

const en = (key: string, params?: Record<string, string | number>) => text('en', key, params);
const zh = (key: string, params?: Record<string, string | number>) => text('zh', key, params);
const main = (page: Page) => page.getByRole('main');
const CONVERSATION = /\/Messages\/[0-9a-f-]{36}$/;

test('an employer writes to an applicant in English; she reads it live in Chinese and replies with a file; his unread count clears once he reads it', async ({ page, context, openContext }) => {
  test.setTimeout(120_000);
  const { employer, candidate, jobTitle } = await applicantOnJob({ candidateLocale: 'zh' });
  const company = employer.company!;
  await signInThroughApi(context, employer);
  const her = await openContext({ locale: 'zh-CN' });
  await signInThroughApi(her.context, candidate);

  // ---- She waits on her messages page: nothing yet.
  await her.page.goto('/Messages');
  await expect(main(her.page).getByRole('heading', { level: 1, name: zh('conv_title') })).toBeVisible();
  await expect(main(her.page).getByText(zh('conv_empty_title'))).toBeVisible();

  // ---- He writes from her card among his applicants.
  await page.goto('/dashboard/activity/job-applications');
  await main(page)
    .getByRole('button', { name: en('msgb_message_about', { name: fullName(candidate), job: jobTitle }) })
    .click();
  await expect(page).toHaveURL(CONVERSATION);
  const hisThread = main(page).getByRole('log', { name: en('conv_thread_label', { name: fullName(candidate) }) });
  await expect(hisThread.getByText(en('conv_thread_empty'))).toBeVisible();
  await main(page).getByRole('textbox', { name: en('conv_composer_label') }).fill('Hello Lucía, thank you for applying. Could you send me your CV?');
  await main(page).getByRole('button', { name: en('conv_send'), exact: true }).click();
  await expect(hisThread.getByRole('article')).toHaveCount(1);
  await expect(hisThread).toContainText('Could you send me your CV?');
  await expectNoAxeViolations(page, '/Messages/:id (en)');

  // ---- It reaches her page live: the conversation in her list, the count in her header.
  await expect(her.page.getByRole('link', { name: zh('shell_nav_messages_unread', { count: 1 }) })).toBeVisible();
  const row = main(her.page).getByRole('link', { name: company, exact: true });
  await expect(row).toBeVisible();
  await expect(main(her.page).getByText(zh('conv_unread_count', { count: 1 }))).toBeVisible();
  await row.click();
  await expect(her.page).toHaveURL(CONVERSATION);
  const herThread = main(her.page).getByRole('log', { name: zh('conv_thread_label', { name: company }) });
  await expect(herThread).toContainText('Could you send me your CV?');
  // Reading it clears her count.
  await expect(her.page.getByRole('link', { name: zh('shell_nav_messages'), exact: true })).toBeVisible();

  // ---- He moves on to his interviews; she replies with her CV.
  await page.goto('/dashboard/activity/interviews');
  const choosing = her.page.waitForEvent('filechooser');
  await main(her.page).getByRole('button', { name: zh('conv_attach') }).click();
  await (await choosing).setFiles({ name: 'lucia-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(her.page).getByRole('list', { name: zh('conv_files_label') })).toContainText(zh('conv_file_ready'));
  await main(her.page).getByRole('textbox', { name: zh('conv_composer_label') }).fill('您好！这是我的简历，期待您的回复。');
  await main(her.page).getByRole('button', { name: zh('conv_send'), exact: true }).click();
  await expect(herThread.getByRole('article')).toHaveCount(2);
  await expect(herThread.getByRole('link', { name: zh('conv_download', { name: 'lucia-cv.pdf' }) })).toBeVisible();
  await expectNoAxeViolations(her.page, '/Messages/:id (zh)');

  // ---- His header counts her reply on whatever page he is; opening the conversation clears it.
  const unread = page.getByRole('link', { name: en('shell_nav_messages_unread', { count: 1 }) });
  await expect(unread).toBeVisible();
  await unread.click();
  await main(page).getByRole('link', { name: fullName(candidate), exact: true }).click();
  await expect(hisThread).toContainText('这是我的简历');
  const download = hisThread.getByRole('link', { name: en('conv_download', { name: 'lucia-cv.pdf' }) });
  await expect(download).toBeVisible();
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('link', { name: en('shell_nav_messages'), exact: true })).toBeVisible();

  // ---- Her page shows her reply seen, live.
  await expect(herThread.getByText(zh('conv_seen'))).toBeVisible();
});
