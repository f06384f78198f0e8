// A BPO's accreditation, end to end (issue 18), in French: a verified BPO has applied (through the
// API: tests/e2e/bpo-accreditation-steps.ts) and adds a worksite on /debpo/add-worksite; the
// administrator assigns a verified auditor from /admin/audits; the auditor starts the audit on
// /audits/:id, answers the checklist, adds a photo and findings, and passes the worksite with
// reasons; the BPO hears of it by mail; the hub partner (a verified business association whose
// region is India, decision 025) finds the BPO accredited on /hubpartner/bpos. The pages pass axe
// on the way. Its accounts sign in through the API (tests/e2e/accounts.ts, signInThroughApi).
import type { Page } from '@playwright/test';
import { SIGNED_IN, signInThroughApi } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { appliedForAccreditation, verifiedPartner } from './bpo-accreditation-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { text, toast, uniqueWord } from './hiring-steps.ts';
import { expectMail } from './mailbox.ts';
import { PNG } from './onboarding-steps.ts';
import { AUDIT_CHECKLIST } from '../../src/shared/audit-checklist.ts';

const fr = (key: string, params?: Record<string, string | number>) => text('fr', key, params);
test.use({ locale: 'fr-FR' });

const main = (page: Page) => page.getByRole('main');

test('a BPO’s worksite is audited and passed; the hub partner sees the BPO accredited, in French', async ({ page, context, openContext }) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const bpo = await verifiedPartner('bpo', 'fr', { country: 'IN', business: `Services Indigo ${word}` });
  const auditor = await verifiedPartner('saa', 'fr', { country: 'FR', business: `Audit Lumière ${word}` });
  const hub = await verifiedPartner('ba', 'fr', { country: 'SG', regions: ['IN'], business: `Association Delta ${word}` });
  const worksite = `Plateau Residency ${word}`;
  await appliedForAccreditation(bpo);

  // ---- The BPO adds its worksite on the worksite editor, with the fields it requires. The partners
  // take turns at this browser (signing in replaces the session), so their pages come from its cache.
  await signInThroughApi(context, bpo);
  await page.goto('/debpo/add-worksite');
  await expect(main(page).getByRole('heading', { level: 1, name: fr('bpo_add_worksite_title') })).toBeVisible();
  const field = (key: string) => main(page).getByRole('textbox', { name: fr(key), exact: true });
  await field('bpo_field_worksite_name').fill(worksite);
  await field('bpo_field_address_line1').fill('21 Residency Road');
  await field('bpo_field_city').fill('Bengaluru');
  await main(page).getByRole('combobox', { name: fr('bpo_field_country'), exact: true }).selectOption('IN');
  await field('bpo_field_seats').fill('48');
  await field('bpo_field_equipment').fill('Quarante-huit postes avec casque et double écran.');
  await main(page).getByRole('combobox', { name: fr('bpo_field_connection') }).selectOption('dual_providers');
  await main(page).getByRole('combobox', { name: fr('bpo_field_power') }).selectOption('ups_and_generator');
  await expectNoAxeViolations(page, '/debpo/add-worksite (fr)');
  await main(page).getByRole('button', { name: fr('bpo_worksite_add'), exact: true }).click();
  await expect(toast(page, 'fr', fr('bpo_worksite_added'))).toBeVisible();
  await expect(page).toHaveURL(/\/debpo\/edit-worksite\/[0-9a-f-]{36}$/);

  // ---- The administrator assigns the auditor from the queue of worksites awaiting audit.
  const admin = await openContext({ storageState: SIGNED_IN.admin });
  await admin.page.goto('/admin/audits?country=IN');
  await expect(main(admin.page).getByRole('heading', { level: 1, name: fr('aud_queue_title') })).toBeVisible();
  const site = main(admin.page).getByRole('article', { name: worksite });
  await expect(site).toContainText(fr('aud_state_awaiting'));
  await expectNoAxeViolations(admin.page, '/admin/audits (fr)');
  await site.getByLabel(fr('aud_auditor_label', { worksite })).selectOption(auditor.id);
  await site.getByRole('button', { name: fr('aud_assign'), exact: true }).click();
  // The queue, now empty, says so in a status of its own beside the notice.
  await expect(main(admin.page).getByRole('status').filter({ hasText: fr('aud_assigned_notice', { auditor: `${auditor.firstname} ${auditor.lastname}`, worksite }) })).toBeVisible();
  await expectMail(auditor.email, fr('mail_audit_assigned_subject', { job: worksite }));

  // ---- The auditor performs the audit at the site.
  await signInThroughApi(context, auditor);
  await page.goto('/audits');
  await main(page).getByRole('link', { name: worksite }).click();
  await expect(page).toHaveURL(/\/audits\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { level: 1, name: fr('aud_page_title', { worksite }) })).toBeVisible();
  await main(page).getByRole('button', { name: fr('aud_start'), exact: true }).click();
  for (const item of AUDIT_CHECKLIST) {
    await main(page).getByRole('group', { name: fr(`aud_item_${item}`) }).getByLabel(fr('aud_result_meets'), { exact: true }).check();
  }
  await main(page).getByLabel(fr('aud_findings')).fill('Quarante-huit postes conformes ; les deux fournisseurs internet et le groupe électrogène ont tenu pendant le test.');
  await main(page).getByLabel(fr('aud_photo_add')).setInputFiles({ name: 'salle.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByRole('img', { name: fr('aud_photo_alt', { name: 'salle.png', worksite }) })).toBeVisible();
  await expectNoAxeViolations(page, '/audits/:id in progress (fr)');
  await main(page).getByRole('radiogroup', { name: fr('aud_decision_legend') }).getByLabel(fr('aud_decide_pass'), { exact: true }).check();
  await main(page).getByLabel(fr('aud_reason')).fill('Le site correspond à la déclaration et ses secours ont fonctionné lors du test.');
  await main(page).getByRole('button', { name: fr('aud_decide'), exact: true }).click();
  await expect(toast(page, 'fr', fr('aud_decided_toast'))).toBeVisible();
  await expect(main(page).getByRole('region', { name: fr('aud_decision') })).toContainText('Le site correspond à la déclaration');
  await expectMail(bpo.email, fr('mail_audit_passed_subject', { job: worksite }));

  // ---- The hub partner finds the BPO accredited among its region's BPOs.
  await signInThroughApi(context, hub);
  await page.goto('/hubpartner/bpos?accreditation=accredited');
  await expect(page).toHaveURL(at('/hubpartner/bpos', '?accreditation=accredited'));
  await expect(main(page).getByRole('heading', { level: 1, name: fr('hub_title') })).toBeVisible();
  const row = main(page).getByRole('row').filter({ hasText: bpo.business });
  await expect(row).toContainText(fr('hub_acc_accredited'));
  await expect(row).toContainText(fr('hub_passed_of', { passed: 1, worksites: 1 }));
  await expect(row).toContainText('48');
  await expectNoAxeViolations(page, '/hubpartner/bpos (fr)');
});
