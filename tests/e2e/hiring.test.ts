// The hiring pipeline from job post to accepted offer, as two people do it at the same
// time in two browsers: a new employer posts a job, a new candidate finds it and applies,
// the employer invites them to an interview, the candidate picks a time, the employer
// sends an offer, the candidate accepts it, and the employer sees it awaiting payment.
// In Spanish: a journey runs in one language (decision 019); in English, keyboard.test.ts applies
// and shortlists, and the page tests of src/features/hiring take each step. Every text read comes
// from messages/<locale>.
import type { Page } from '@playwright/test';
import {
  fullName,
  futureLocalTime,
  registerCandidate,
  registerEmployer,
  sectionNav,
  signInAs,
  text,
  toast,
  uniqueWord,
  type Locale,
} from './hiring-steps.ts';
import { BASE_URL, at, expect, test } from './fixtures.ts';
import { expectMail } from './mailbox.ts';

const runs: Array<{ locale: Locale; browserLocale: string; title: string; description: string; skill: string; note: string }> = [
  {
    locale: 'es',
    browserLocale: 'es-ES',
    title: 'Recepcionista dental',
    description:
      'Atiende llamadas y chat de nuestras dos clínicas, agenda y confirma citas y verifica el seguro antes de cada visita. Horario de la costa este de EE. UU.',
    skill: 'Gestión de citas',
    note: 'Llevo la recepción de una clínica dental en Manila y conozco bien Dentrix.',
  },
];

const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const run of runs) {
  const { locale } = run;
  const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

  test.describe(() => {
    test.use({ locale: run.browserLocale, actionTimeout: 15_000 });
    test(`hiring (${locale}): an employer posts a job, a candidate applies, interviews, gets an offer and accepts it`, async ({ page: employer, openContext }) => {
      test.setTimeout(300_000);
      const jobTitle = `${run.title} ${uniqueWord()}`;
      const [boss, person] = await Promise.all([registerEmployer(locale), registerCandidate(locale)]);
      const company = boss.company!;
      const name = fullName(person);
      const { page: candidate } = await openContext();

      // ---- The employer posts the job: method, details, pay and hours, review, publish.
      await signInAs(employer, boss, locale);
      // A new employer's dashboard offers it twice: beside the greeting and in the empty summary.
      await main(employer).getByRole('link', { name: t('dash_post_job') }).first().click();
      await expect(employer).toHaveURL(at('/dashboard/activity/jobs/select-method'));
      await expect(main(employer).getByRole('heading', { level: 1, name: t('ejobs_select_method_title') })).toBeVisible();
      await main(employer).getByRole('group', { name: t('ejobs_method_legend') }).getByRole('radio', { name: t('label_hire_full_time') }).check();
      await main(employer).getByRole('button', { name: t('ejobs_continue') }).click();
      await expect(employer).toHaveURL(at('/dashboard/activity/jobs/post-job'));
      await expect(main(employer).getByRole('heading', { level: 1, name: t('ejobs_post_title') })).toBeVisible();

      // The step's heading reads "Step n of 3" above the step's name.
      const stepHeading = (current: number, title: string) =>
        main(employer).getByRole('heading', {
          level: 2,
          name: new RegExp(`^${escapeRegExp(t('ejobs_step_count', { current, total: 3 }))}\\s*${escapeRegExp(title)}$`),
        });
      await expect(stepHeading(1, t('ejobs_step_details'))).toBeVisible();
      await main(employer).getByRole('textbox', { name: t('ejobs_field_title'), exact: true }).fill(jobTitle);
      await main(employer).getByRole('combobox', { name: t('ejobs_field_role'), exact: true }).selectOption('dental-receptionist');
      await main(employer).getByRole('combobox', { name: t('ejobs_field_experience'), exact: true }).selectOption('intermediate');
      await main(employer).getByRole('textbox', { name: t('ejobs_field_description'), exact: true }).fill(run.description);
      const skill = main(employer).getByRole('textbox', { name: t('ejobs_skill_new'), exact: true });
      await skill.fill(run.skill);
      await skill.press('Enter');
      await expect(main(employer).getByRole('list', { name: t('ejobs_skills_chosen') }).getByText(run.skill, { exact: true })).toBeVisible();
      await main(employer).getByRole('button', { name: t('ejobs_continue') }).click();

      await expect(stepHeading(2, t('ejobs_step_pay'))).toBeVisible();
      await main(employer).getByRole('textbox', { name: t('ejobs_field_pay_monthly'), exact: true }).fill('1800');
      await main(employer).getByRole('textbox', { name: t('ejobs_field_hours'), exact: true }).fill('40');
      await main(employer).getByRole('button', { name: t('ejobs_continue') }).click();

      await expect(stepHeading(3, t('ejobs_step_review'))).toBeVisible();
      await expect(main(employer).getByRole('heading', { name: jobTitle })).toBeVisible();
      await main(employer).getByRole('button', { name: t('ejobs_publish'), exact: true }).click();
      await expect(toast(employer, locale, t('ejobs_toast_published'))).toBeVisible({ timeout: 20_000 });
      await employer.waitForURL((url) => /^\/dashboard\/activity\/jobs\/[0-9a-f-]{36}$/.test(url.pathname), { waitUntil: 'commit' });
      const jobPage = new URL(employer.url()).pathname;
      const jobId = jobPage.split('/').pop()!;
      await expect(main(employer).getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
      await expect(main(employer).getByText(t('hiring_job_no_applicants'))).toBeVisible();

      // ---- The candidate finds it on the board by its title and applies with a note.
      await signInAs(candidate, person, locale);
      await candidate.goto('/jobs');
      await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_board_title') })).toBeVisible();
      const search = main(candidate).getByRole('search', { name: t('cand_board_search_label') });
      await search.getByRole('searchbox', { name: t('cand_board_q_label') }).fill(jobTitle);
      await search.getByRole('button', { name: t('cand_board_search'), exact: true }).click();
      const found = main(candidate).getByRole('listitem').filter({ has: candidate.getByRole('heading', { name: jobTitle }) });
      await expect(found.getByText(company, { exact: true })).toBeVisible();
      await found.getByRole('link', { name: jobTitle }).click();
      await expect(candidate).toHaveURL(at('/Candidate/JobView', `?id=${jobId}`));
      await expect(main(candidate).getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
      const apply = main(candidate).getByRole('region', { name: t('cand_apply_heading') });
      await apply.getByRole('textbox', { name: t('cand_apply_note_label') }).fill(run.note);
      await apply.getByRole('button', { name: t('cand_apply_submit'), exact: true }).click();
      await expect(toast(candidate, locale, t('cand_apply_sent', { company }))).toBeVisible();
      await expect(apply.getByText(t('cand_apply_status_lead'))).toBeVisible();
      await expect(apply.getByText(t('label_application_applied'), { exact: true })).toBeVisible();
      await expectMail(boss.email, t('mail_pipeline_application_received_subject', { job: jobTitle }));

      // ---- The employer sees the applicant on the job's page and invites them, proposing two times.
      await employer.reload();
      const applicant = main(employer).getByRole('article', { name });
      await expect(applicant.getByText(run.note)).toBeVisible();
      await expect(applicant.getByText(t('label_application_applied'), { exact: true })).toBeVisible();
      await applicant.getByRole('button', { name: t('hiring_action_invite_named', { name }) }).click();
      const invite = employer.getByRole('dialog', { name: t('hiring_invite_title', { name }) });
      await expect(invite).toBeVisible();
      const first = futureLocalTime(3, 10);
      const second = futureLocalTime(4, 15);
      await invite.getByLabel(t('hiring_invite_time_label', { number: 1 }), { exact: true }).fill(first.input);
      await invite.getByRole('button', { name: t('hiring_invite_add_time') }).click();
      await invite.getByLabel(t('hiring_invite_time_label', { number: 2 }), { exact: true }).fill(second.input);
      await invite.getByRole('textbox', { name: t('hiring_optional', { label: t('hiring_invite_message') }) }).fill(run.note.slice(0, 20));
      await invite.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expect(invite.getByText(t('hiring_invite_review_intro', { name }))).toBeVisible();
      await invite.getByRole('button', { name: t('hiring_invite_send'), exact: true }).click();
      await expect(toast(employer, locale, t('hiring_invite_sent', { name }))).toBeVisible({ timeout: 20_000 });
      await expect(invite).toBeHidden();
      await expect(applicant.getByText(t('label_interview_proposed'), { exact: true })).toBeVisible();
      const inviteMail = await expectMail(person.email, t('mail_pipeline_interview_invited_subject', { counterpart: company }));
      expect(inviteMail.text.includes(`${BASE_URL}/dashboard/candidate/job-interviews`), 'the invite mail links to the interviews page').toBeTruthy();

      // ---- The candidate accepts the second of the two times.
      await candidate.goto('/dashboard');
      await sectionNav(candidate, locale).getByRole('link', { name: t('dash_nav_interviews'), exact: true }).click();
      await expect(candidate).toHaveURL(at('/dashboard/candidate/job-interviews'));
      await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_interviews_title') })).toBeVisible();
      const answer = main(candidate).getByRole('form', { name: t('cand_interview_answer_label', { job: jobTitle }) });
      const times = answer.getByRole('radio');
      await expect(times.first()).toBeVisible();
      await expect(times, 'both proposed times are offered').toHaveCount(2);
      // The time as the radio is named by it (the employer's time under it is its description).
      const chosen = (await answer.locator('label').nth(1).locator('time').innerText()).trim();
      await answer.getByRole('radio', { name: chosen, exact: true }).check();
      await answer.getByRole('button', { name: t('cand_interview_accept'), exact: true }).click();
      await expect(toast(candidate, locale, t('cand_interview_accepted_toast', { job: jobTitle, time: chosen }))).toBeVisible({ timeout: 20_000 });
      const interview = main(candidate).getByRole('listitem').filter({ has: candidate.getByRole('heading', { name: jobTitle }) });
      await expect(interview.getByText(t('label_interview_accepted'), { exact: true })).toBeVisible();
      await expect(interview.getByText(chosen, { exact: true })).toBeVisible();
      await expectMail(boss.email, t('mail_pipeline_interview_accepted_subject', { counterpart: name }));

      // ---- The employer sends an offer from the job's page: compose, review, send.
      await employer.reload();
      await expect(applicant.getByText(t('label_interview_accepted'), { exact: true })).toBeVisible();
      await applicant.getByRole('button', { name: t('hiring_action_offer_named', { name }) }).click();
      const offer = employer.getByRole('dialog', { name: t('hiring_offer_title', { name }) });
      const pay = offer.getByRole('textbox', { name: t('hiring_offer_pay_monthly'), exact: true });
      // The composer starts from the job's terms.
      await expect(pay).toHaveValue('1800', { timeout: 20_000 });
      await pay.fill('1900');
      await offer.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expect(offer.getByText(t('hiring_offer_review_intro', { name }))).toBeVisible();
      await offer.getByRole('button', { name: t('hiring_offer_send'), exact: true }).click();
      await expect(toast(employer, locale, t('hiring_offer_sent', { name }))).toBeVisible({ timeout: 20_000 });
      await expect(offer).toBeHidden();
      await expect(applicant.getByText(t('label_offer_pending'), { exact: true })).toBeVisible();
      const offerMail = await expectMail(person.email, t('mail_pipeline_offer_received_subject', { counterpart: company }));
      expect(offerMail.text.includes(`${BASE_URL}/offer-details/${jobId}`), 'the offer mail links to the offer').toBeTruthy();
      expect(offerMail.text.includes(jobTitle), 'the offer mail names the job').toBeTruthy();

      // ---- The candidate opens the offer from their offers and accepts it.
      await sectionNav(candidate, locale).getByRole('link', { name: t('dash_nav_offers'), exact: true }).click();
      await expect(candidate).toHaveURL(at('/dashboard/candidate/job-offers'));
      await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_offers_title') })).toBeVisible();
      await main(candidate).getByRole('link', { name: t('cand_offers_answer', { job: jobTitle }) }).click();
      await expect(candidate).toHaveURL(at(`/offer-details/${jobId}`));
      await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_offer_heading', { job: jobTitle }) })).toBeVisible();
      await main(candidate).getByRole('button', { name: t('cand_offer_accept'), exact: true }).click();
      const confirm = candidate.getByRole('dialog', { name: t('cand_offer_accept_title') });
      await confirm.getByRole('button', { name: t('cand_offer_accept'), exact: true }).click();
      await expect(toast(candidate, locale, t('cand_offer_accepted_toast', { job: jobTitle }))).toBeVisible({ timeout: 20_000 });
      await expect(confirm).toBeHidden();
      await expect(main(candidate).getByText(t('cand_offer_accepted_title'), { exact: true })).toBeVisible();
      await expectMail(boss.email, t('mail_pipeline_offer_accepted_subject', { counterpart: name }));

      // ---- The employer sees the offer awaiting payment, on the offers page and in the dashboard's counts.
      await sectionNav(employer, locale).getByRole('link', { name: t('dash_nav_offers'), exact: true }).click();
      await expect(employer).toHaveURL(at('/dashboard/activity/offers'));
      const accepted = main(employer).getByRole('article', { name });
      await expect(accepted.getByText(t('hiring_offer_awaiting_payment'), { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      await expect(accepted.getByText(t('label_offer_awaiting_payment'), { exact: true }).first()).toBeVisible();
      await expect(accepted.getByRole('link', { name: jobTitle })).toBeVisible();

      await sectionNav(employer, locale).getByRole('link', { name: t('dash_nav_overview'), exact: true }).click();
      await expect(employer).toHaveURL(at('/dashboard'));
      const count = (key: string, n: number) => main(employer).getByRole('link', { name: `${t(key)} ${n}`, exact: true });
      await expect(count('dash_count_offers_awaiting_payment', 1)).toBeVisible({ timeout: 20_000 });
      await expect(count('dash_count_open_jobs', 1)).toBeVisible();
      await expect(count('dash_count_offers_pending', 0)).toBeVisible();
    });
  });
}
