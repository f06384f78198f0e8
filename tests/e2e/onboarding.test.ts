// A newly hired candidate's onboarding, end to end (issue 17): the candidate works in Spanish, the
// administrator and the employer in English, as happens across a marketplace (one journey in two
// languages rather than the same journey twice, decision 019). Hired and paid for through the API,
// the candidate finds their clock closed, follows the checklist: hands in the three documents
// (a real PNG scan with its expiry date, real PDFs, one sent with the keyboard), signs the
// contractor agreement and the NDA by typing their name, and passes the identity sandbox (photos,
// then its signed webhook). The administrator approves the documents from the queue; the employer
// sees "ready to start" on the staff page and by mail; the candidate clocks in. Then the intake
// survey, a section at a time. The pages pass axe on the way.
import type { Locator, Page } from '@playwright/test';
import { SIGNED_IN } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { call } from './checkout-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { fullName, sectionNav, signInAs, text, type Account } from './hiring-steps.ts';
import { tabAndPress } from './keyboard-steps.ts';
import { expectMail } from './mailbox.ts';
import { message } from './messages.ts';
import { apiSignedIn, PDF, PNG } from './onboarding-steps.ts';
import { hiredStaff } from './staff-work-steps.ts';

const es = (key: string, params?: Record<string, string | number>) => text('es', key, params);
const en = (key: string, params?: Record<string, string | number>) => text('en', key, params);
test.use({ locale: 'es-ES' });

const EXPIRY = '2034-05-31';
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with one parameter left open: it matches whatever the page fills in. */
const pattern = (say: typeof es, key: string, open: string) => {
  const marker = 'OPEN-PARAMETER';
  const [before, after] = say(key, { [open]: marker }).split(marker);
  return new RegExp(`${escapeRegExp(before!)}.+${escapeRegExp(after!)}`);
};
const main = (page: Page) => page.getByRole('main');
const card = (page: Page, kind: string) => main(page).getByRole('region', { name: es(`onb_kind_${kind}`) });

/** Hands in a document from its card on the compliance page; `byKeyboard` sends it with the keyboard. */
async function handIn(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }, { expiry, byKeyboard = false }: { expiry?: string; byKeyboard?: boolean } = {}) {
  const document = card(page, kind);
  await document.getByLabel(es('onb_choose_file')).setInputFiles(file);
  if (expiry) await document.getByLabel(es('onb_expiry_label')).fill(expiry);
  const upload = document.getByRole('button', { name: es('onb_upload'), exact: true });
  if (byKeyboard) await tabAndPress(page, upload);
  else await upload.click();
  await expect(document).toContainText(es('onb_status_submitted'));
}

/** Reads an agreement from the compliance page and signs it by typing the name on the account. */
async function sign(page: Page, kind: 'contractor_agreement' | 'nda', name: string) {
  const title = es(`agr_kind_${kind}`);
  await main(page).getByRole('link', { name: es('agr_read_and_sign_named', { name: title }) }).click();
  await main(page).getByLabel(es('agr_name_label')).fill(name);
  await main(page).getByLabel(es('agr_agree_label')).check();
  await main(page).getByRole('button', { name: es('agr_sign'), exact: true }).click();
  await expect(main(page).getByText(es('agr_fingerprint'))).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(at('/candidate/compliance'));
}

test('a new hire onboards in Spanish; the administrator approves and the employer sees them ready, in English; then they clock in', async ({ page, openContext }) => {
  test.setTimeout(150_000);
  const hire = await hiredStaff('es', undefined, { onboarded: false });
  const candidate: Account = hire.candidate;
  // The employer reads the product in English (their account's language, set in their settings).
  await call(await apiSignedIn(hire.employer), 'PATCH', '/auth/me', { locale: 'en' });

  // ---- The clock is closed until onboarding is done; it leads to the checklist.
  await signInAs(page, candidate, 'es');
  await sectionNav(page, 'es').getByRole('link', { name: es('dash_nav_my_job'), exact: true }).click();
  const clock = main(page).getByRole('region', { name: es('work_clock_title') });
  await expect(clock.getByText(es('work_clock_waiting_title'))).toBeVisible();
  await expect(clock.getByRole('button', { name: es('work_clock_in'), exact: true })).toHaveCount(0);
  await clock.getByRole('link', { name: es('work_clock_go_to_onboarding') }).click();
  await expect(page).toHaveURL(at('/onboarding'));
  await expect(main(page).getByRole('heading', { level: 1, name: es('onbh_page_title') })).toBeVisible();
  await expect(main(page).getByRole('progressbar', { name: es('onbh_page_title') })).toHaveAttribute('aria-valuetext', es('onbh_progress', { done: 0, total: 5 }));
  await expectNoAxeViolations(page, '/onboarding (es)');

  // ---- The documents: a scan of the passport with its expiry date, then two PDFs.
  const all = main(page).getByRole('region', { name: es('onbh_all_steps') });
  // The same pattern in both languages: read as it is, not as a translation of the English.
  const documentsLink = message('es', 'onbh_action_named', { action: es('onbh_action_start'), step: es('label_onboarding_step_documents') });
  await all.getByRole('link', { name: documentsLink }).click();
  await expect(page).toHaveURL(at('/candidate/compliance'));
  await handIn(page, 'identity_document', { name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG }, { expiry: EXPIRY });
  await handIn(page, 'proof_of_address', { name: 'recibo de luz.pdf', mimeType: 'application/pdf', buffer: PDF });
  await handIn(page, 'tax_form', { name: 'W-8BEN firmado.pdf', mimeType: 'application/pdf', buffer: PDF }, { byKeyboard: true });
  // The file as kept: an attachment of the type its bytes are.
  const download = card(page, 'identity_document').getByRole('link', { name: es('onb_download_named', { name: 'pasaporte.png' }) });
  const kept = await page.request.get((await download.getAttribute('href'))!);
  expect(kept.headers()['content-type']).toBe('image/png');
  expect(kept.headers()['content-disposition']).toContain('attachment; filename="pasaporte.png"');

  // ---- The agreements, signed with the name on the account.
  await sign(page, 'contractor_agreement', fullName(candidate));
  await sign(page, 'nda', fullName(candidate).toUpperCase());
  await expectNoAxeViolations(page, '/candidate/compliance (es), handed in and signed');

  // ---- The identity check in the sandbox: both photos, the outcome "verified", then its result.
  await page.goto('/candidate/kyc');
  await main(page).getByRole('button', { name: es('idc_start'), exact: true }).click();
  await main(page).getByLabel(es('idc_photo_document'), { exact: true }).setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText(`✓ ${es('idc_photo_taken')}`)).toHaveCount(1);
  await main(page).getByLabel(es('idc_photo_selfie'), { exact: true }).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText(`✓ ${es('idc_photo_taken')}`)).toHaveCount(2);
  await main(page).getByRole('button', { name: es('idc_submit'), exact: true }).click();
  await expect(main(page).getByText(es('idc_verified_title'))).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/candidate/kyc (es), verified');

  // ---- The administrator, in English: two documents approved from the queue, the third from the
  // candidate's case, which shows the verified identity check and the signatures.
  const admin = (await openContext({ locale: 'en-US', storageState: SIGNED_IN.admin })).page;
  await admin.goto('/admin/compliance');
  const itemTitle = (kind: string) => en('crev_item_title', { kind: en(`onb_kind_${kind}`), name: fullName(candidate) });
  const approve = async (scope: Locator, kind: string) => {
    await scope.getByRole('button', { name: en('crev_approve_named', { item: itemTitle(kind) }) }).click();
    await admin.getByRole('dialog').getByRole('button', { name: en('crev_approve_submit'), exact: true }).click();
  };
  for (const kind of ['identity_document', 'proof_of_address']) {
    const item = admin.getByRole('article', { name: itemTitle(kind) });
    await approve(item, kind);
    await expect(item).toBeHidden();
  }
  // From the document left waiting: while the queue is read again after a decision, the decided
  // one's link may still be on screen beside it.
  await admin.getByRole('article', { name: itemTitle('tax_form') }).getByRole('link', { name: en('ocase_open_named', { name: fullName(candidate) }) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: en('ocase_title', { name: fullName(candidate) }) })).toBeVisible();
  const identity = admin.getByRole('region', { name: en('ocase_identity') });
  await expect(identity.getByText(en('idc_status_verified')).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: en('ocase_agreements') }).getByRole('listitem')).toHaveCount(2);
  await approve(admin.getByRole('region', { name: en('ocase_documents') }), 'tax_form');
  await expect(admin.getByText(en('ocase_ready'), { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(admin, '/admin/onboarding/:id (en), ready to start');

  // ---- The employer, in English: told by mail, and the staff page says ready to start.
  await expectMail(hire.employer.email, en('mail_staff_onboarding_completed_subject', { counterpart: fullName(candidate) }));
  const boss = (await openContext({ locale: 'en-US' })).page;
  await signInAs(boss, hire.employer, 'en');
  await boss.goto('/dashboard/activity/staffs');
  const staffCard = main(boss).getByRole('article', { name: new RegExp(fullName(candidate)) });
  await expect(staffCard).toContainText(pattern(en, 'hiring_onboarding_ready', 'date'));
  await expectNoAxeViolations(boss, '/dashboard/activity/staffs (en), ready to start');

  // ---- The candidate: every step before work done, the clock open.
  await page.goto('/onboarding');
  await expect(main(page).getByRole('heading', { name: es('onbh_ready_title') })).toBeVisible();
  await main(page).getByRole('link', { name: es('onbh_ready_go_to_job') }).click();
  await tabAndPress(page, clock.getByRole('button', { name: es('work_clock_in'), exact: true }));
  await expect(clock.getByRole('status').first()).toHaveText(pattern(es, 'work_clock_working', 'time'));

  // ---- The intake survey, a section at a time (its work set-up by the keyboard).
  await page.goto('/candidate/intake/survey');
  await expect(main(page).getByRole('heading', { level: 2, name: es('intake_section_work_setup') })).toBeVisible();
  await main(page).getByLabel(es('intake_download')).focus();
  await page.keyboard.type('85');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20');
  for (const [label, option] of [
    ['intake_connection', 'intake_connection_fiber'],
    ['intake_backup_connection', 'intake_backup_connection_mobile_data'],
    ['intake_backup_power', 'intake_backup_power_ups'],
    ['intake_workspace', 'intake_workspace_private_room'],
    ['intake_computer', 'intake_computer_laptop'],
  ]) {
    await main(page).getByLabel(es(label!)).selectOption({ label: es(option!) });
  }
  await main(page).getByLabel(es('intake_os')).selectOption({ label: 'Windows' });
  await main(page).getByLabel(es('intake_headset')).check();
  await tabAndPress(page, main(page).getByRole('button', { name: es('intake_save_next') }));
  await main(page).getByLabel(es('intake_contact_name')).fill('Rosa Ramos');
  await main(page).getByLabel(es('intake_contact_relationship')).fill('Madre');
  await main(page).getByLabel(es('intake_contact_phone')).fill('+63 917 555 0101');
  await main(page).getByRole('button', { name: es('intake_save_next') }).click();
  await main(page).getByRole('button', { name: es('intake_save'), exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: es('intake_review_title') })).toBeVisible();
  await expectNoAxeViolations(page, '/candidate/intake/survey (es), complete');
});
