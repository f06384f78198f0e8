// An employer's agent, end to end (issue 18), in English: the employer invites an agent by e-mail
// from /settings/partners; the agent fills its verification on /verify-Agent (business details,
// registration, address, a document, review and submit), the administrator verifies it (through the
// API: tests/e2e/agent-steps.ts); the agent accepts on /agent/clients and shortlists the candidate
// who applied to the employer's job; the employer sees it done by the agent on
// /dashboard/activity/partners, then removes the agent, and the agent's next page view of that
// client is refused. The pages pass axe on the way. Signing in is not what this journey is about: its
// accounts sign in through the API (tests/e2e/accounts.ts, signInThroughApi).
import type { Page } from '@playwright/test';
import { signInThroughApi } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { registeredAgent, verifiedByAdministrator } from './agent-steps.ts';
import { applicantOnJob } from './applicant-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { fullName, text, toast, uniqueWord } from './hiring-steps.ts';
import { expectMail } from './mailbox.ts';
import { PDF } from './onboarding-steps.ts';

const en = (key: string, params?: Record<string, string | number>) => text('en', key, params);
const main = (page: Page) => page.getByRole('main');

test('an employer invites an agent, who accepts and shortlists an applicant; removed, the agent is refused', async ({ page, context, openContext }) => {
  test.setTimeout(120_000);
  const [{ employer, candidate, jobTitle }, agent] = await Promise.all([applicantOnJob(), registeredAgent()]);
  const business = `Owusu Talent ${uniqueWord()}`;
  const company = employer.company!;

  // ---- The employer invites the agent by e-mail.
  await signInThroughApi(context, employer);
  await page.goto('/settings/partners');
  await expect(main(page).getByRole('heading', { level: 1, name: en('agi_title') })).toBeVisible();
  await main(page).getByLabel(en('agi_email_label')).fill(agent.email);
  await main(page).getByRole('button', { name: en('agi_invite'), exact: true }).click();
  await expect(toast(page, 'en', en('agi_invited_notice', { email: agent.email }))).toBeVisible();
  await expect(main(page).getByText(en('agi_badge_invited'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/settings/partners');
  await expectMail(agent.email, en('mail_agents_invited_subject', { company }));

  // ---- The agent verifies its agency, step by step, and submits it; the administrator verifies it.
  const { page: agentPage, context: agentContext } = await openContext();
  await signInThroughApi(agentContext, agent);
  await agentPage.goto('/verify-Agent');
  await expect(main(agentPage).getByRole('heading', { level: 1, name: en('pv_title_agent') })).toBeVisible();
  const step = (key: string) => main(agentPage).getByRole('heading', { level: 2, name: en(key) });
  const saveAndContinue = main(agentPage).getByRole('button', { name: en('pv_save_continue'), exact: true });
  await main(agentPage).getByRole('textbox', { name: en('pv_field_business_name') }).fill(business);
  await saveAndContinue.click();
  await expect(step('pv_step_registration')).toBeVisible();
  await main(agentPage).getByRole('textbox', { name: en('pv_field_registration_number') }).fill(`GH-${uniqueWord()}`);
  await saveAndContinue.click();
  await expect(step('pv_step_address')).toBeVisible();
  await main(agentPage).getByRole('textbox', { name: en('pv_field_address_line1'), exact: true }).fill('14 Independence Avenue');
  await main(agentPage).getByRole('textbox', { name: en('pv_field_city') }).fill('Accra');
  await main(agentPage).getByRole('textbox', { name: en('pv_field_postal_code') }).fill('GA-110');
  await main(agentPage).getByRole('combobox', { name: en('pv_field_country') }).selectOption('GH');
  await saveAndContinue.click();
  await expect(step('pv_step_documents')).toBeVisible();
  // The registration certificate is the kind offered first.
  await main(agentPage).getByLabel(en('pv_document_file'), { exact: true }).setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await main(agentPage).getByRole('button', { name: en('pv_document_add'), exact: true }).click();
  await expect(main(agentPage).getByRole('link', { name: en('pv_document_download', { name: 'registration.pdf' }) })).toBeVisible();
  await main(agentPage).getByRole('button', { name: en('pv_continue'), exact: true }).click();
  await expect(step('pv_step_review')).toBeVisible();
  await expect(main(agentPage).getByText(business, { exact: true })).toBeVisible();
  await expectNoAxeViolations(agentPage, '/verify-Agent, review');
  await main(agentPage).getByRole('button', { name: en('pv_submit'), exact: true }).click();
  await expect(toast(agentPage, 'en', en('pv_submitted_toast'))).toBeVisible();
  await expect(main(agentPage).getByText(en('pv_status_submitted'), { exact: true })).toBeVisible();
  await verifiedByAdministrator(business);

  // ---- Verified, the agent accepts and shortlists the applicant.
  await agentPage.goto('/agent/clients');
  const invitations = main(agentPage).getByRole('list', { name: en('agc_invitations_list') });
  await invitations.getByRole('button', { name: en('agc_accept_named', { company }) }).click();
  await expect(toast(agentPage, 'en', en('agc_accepted_notice', { company }))).toBeVisible();
  await expectNoAxeViolations(agentPage, '/agent/clients');
  await main(agentPage).getByRole('link', { name: en('agc_open_client', { company }) }).click();
  await expect(agentPage).toHaveURL(/\/agent\/clients\/[0-9a-f-]{36}$/);
  const clientUrl = agentPage.url();
  await expect(main(agentPage).getByRole('heading', { level: 1, name: company })).toBeVisible();
  const name = fullName(candidate);
  const applicants = main(agentPage).getByRole('list', { name: en('agc_applicants') });
  await applicants.getByRole('button', { name: en('agc_shortlist_named', { name }) }).click();
  await expect(toast(agentPage, 'en', en('agc_shortlisted_notice', { name }))).toBeVisible();
  await expect(applicants.getByText(en('label_application_shortlisted'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(agentPage, '/agent/clients/:employerId');

  // ---- The employer sees the agent's acceptance and what it did, marked as done by the agent.
  await expectMail(employer.email, en('mail_agents_accepted_subject', { agent: business }));
  await page.goto('/dashboard/activity/partners');
  const done = main(page).getByRole('list', { name: en('agi_activity_list') });
  await expect(done.getByText(en('agi_action_shortlisted', { agent: business, candidate: name }))).toBeVisible();
  await expect(done.getByRole('link', { name: en('agi_action_open_job', { job: jobTitle }) })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/activity/partners');

  // ---- The employer removes the agent; the agent's next page view is refused.
  await page.goto('/settings/partners');
  await main(page).getByRole('button', { name: en('agi_remove'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('agi_remove_title', { name: business }) });
  await dialog.getByRole('button', { name: en('agi_remove'), exact: true }).click();
  await expect(toast(page, 'en', en('agi_removed_notice', { name: business }))).toBeVisible();
  await expect(main(page).getByLabel(en('agi_email_label'))).toBeVisible();

  await agentPage.goto(clientUrl);
  await expect(agentPage).toHaveURL(at(new URL(clientUrl).pathname));
  const refused = main(agentPage).getByRole('alert');
  await expect(refused.getByText(en('agc_client_load_failed'))).toBeVisible();
  await expect(refused.getByText(en('agents_api_error_access_ended'))).toBeVisible();
  await expect(main(agentPage).getByRole('list', { name: en('agc_applicants') })).toHaveCount(0);
  await expectMail(agent.email, en('mail_agents_removed_subject', { company }));
});
