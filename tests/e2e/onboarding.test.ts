// A new candidate hands in their compliance documents (issue 17), in Spanish (decision 019): from
// "Documentos" in their sections, a real PNG scan of the identity document with its expiry date,
// a real PDF of the tax form sent with the keyboard, each then waiting for review and downloadable
// as an attachment; the tax form removed after the question. The demo administrator finds the
// identity document in their queue from the dashboard and approves it; the candidate sees it
// approved, then fills in the intake survey a section at a time (its work set-up by the keyboard)
// and ends on its review. The pages pass axe on the way.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { at, expect, test } from './fixtures.ts';
import { fullName, registerCandidate, sectionNav, signInAs, text, toast } from './hiring-steps.ts';
import { tabAndPress } from './keyboard-steps.ts';

const locale = 'es';
const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
test.use({ locale: 'es-ES' });

/** A 24 × 16 PNG, whole: the server decodes and encodes images again, so it must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQi1pAFcQwapDcaBjJjaajqNEsEkV+OgAAmaOkEFlCr1cAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EXPIRY = '2034-05-31';

const ADMIN = { email: 'admin@demo.remotehire.test', password: 'Demo-Admin-2026' };

const card = (page: Page, kind: string) => page.getByRole('main').getByRole('region', { name: t(`onb_kind_${kind}`) });

test('a new candidate hands in documents, downloads one and removes another; an administrator approves one (es)', async ({ page, openContext }) => {
  test.setTimeout(90_000);
  const candidate = await registerCandidate(locale);
  await signInAs(page, candidate, locale);
  await sectionNav(page, locale).getByRole('link', { name: t('onb_nav'), exact: true }).click();
  await expect(page).toHaveURL(at('/candidate/compliance'));
  await expect(page.getByRole('heading', { level: 1, name: t('onb_page_title') })).toBeVisible();
  await expect(page.getByText(t('onb_progress', { approved: 0, total: 3 }))).toBeVisible();
  await expect(card(page, 'tax_form')).toContainText('W-8BEN');
  await expectNoAxeViolations(page, '/candidate/compliance (es)');

  // The identity document: a scan and the expiry date printed on it.
  const identity = card(page, 'identity_document');
  await identity.getByLabel(t('onb_choose_file')).setInputFiles({ name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG });
  await identity.getByLabel(t('onb_expiry_label')).fill(EXPIRY);
  await identity.getByRole('button', { name: t('onb_upload'), exact: true }).click();
  await expect(toast(page, locale, t('onb_uploaded'))).toBeVisible();
  await expect(identity).toContainText(t('onb_status_submitted'));
  const download = identity.getByRole('link', { name: t('onb_download_named', { name: 'pasaporte.png' }) });
  await expect(download).toBeVisible();
  // The file as kept: an attachment of the type its bytes are, for its candidate only.
  const kept = await page.request.get((await download.getAttribute('href'))!);
  expect(kept.status()).toBe(200);
  expect(kept.headers()['content-type']).toBe('image/png');
  expect(kept.headers()['content-disposition']).toContain('attachment; filename="pasaporte.png"');

  // The tax form, sent by the keyboard.
  const tax = card(page, 'tax_form');
  await tax.getByLabel(t('onb_choose_file')).setInputFiles({ name: 'W-8BEN firmado.pdf', mimeType: 'application/pdf', buffer: PDF });
  await tabAndPress(page, tax.getByRole('button', { name: t('onb_upload'), exact: true }));
  await expect(tax).toContainText(t('onb_status_submitted'));
  await expect(tax.getByRole('link', { name: t('onb_download_named', { name: 'W-8BEN firmado.pdf' }) })).toBeVisible();

  // Taken back after the question: its file is gone, the card is empty again.
  await tax.getByRole('button', { name: t('onb_take_back'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('onb_take_back_title') });
  await dialog.getByRole('button', { name: t('onb_take_back_confirm'), exact: true }).click();
  await expect(toast(page, locale, t('onb_taken_back'))).toBeVisible();
  await expect(tax).toContainText(t('onb_status_missing'));
  await expect(card(page, 'identity_document')).toContainText(t('onb_status_submitted'));
  await expectNoAxeViolations(page, '/candidate/compliance (es), after uploading');

  // The administrator: from the dashboard's count to the queue, the candidate's document approved.
  const admin = (await openContext()).page;
  await signInAs(admin, ADMIN, locale);
  await admin.getByRole('link', { name: new RegExp(`^${t('dash_count_compliance_documents')}`) }).click();
  await expect(admin).toHaveURL(at('/admin/compliance', '?status=submitted'));
  const title = t('crev_item_title', { kind: t('onb_kind_identity_document'), name: fullName(candidate) });
  const item = admin.getByRole('article', { name: title });
  await expect(item).toContainText('pasaporte.png');
  await expectNoAxeViolations(admin, '/admin/compliance (es)');
  await item.getByRole('button', { name: t('crev_approve_named', { item: title }) }).click();
  await admin.getByRole('dialog').getByRole('button', { name: t('crev_approve_submit'), exact: true }).click();
  await expect(admin.getByText(t('crev_approved_notice', { kind: t('onb_kind_identity_document'), name: fullName(candidate) }))).toBeVisible();
  await expect(item).toBeHidden();

  await page.reload();
  await expect(card(page, 'identity_document')).toContainText(t('onb_status_approved'));
  await expect(page.getByText(t('onb_progress', { approved: 1, total: 3 }))).toBeVisible();

  // The intake survey, from the compliance page.
  await page.getByRole('link', { name: t('onb_intake_link') }).click();
  await expect(page).toHaveURL(at('/candidate/intake/survey'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: t('intake_section_work_setup') })).toBeVisible();
  await expectNoAxeViolations(page, '/candidate/intake/survey (es)');
  await main.getByLabel(t('intake_download')).focus();
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
    await main.getByLabel(t(label!)).selectOption({ label: t(option!) });
  }
  await main.getByLabel(t('intake_os')).selectOption({ label: 'Windows' });
  await main.getByLabel(t('intake_headset')).check();
  await tabAndPress(page, main.getByRole('button', { name: t('intake_save_next') }));
  await expect(main.getByRole('heading', { level: 2, name: t('intake_section_emergency_contact') })).toBeVisible();
  await main.getByLabel(t('intake_contact_name')).fill('Rosa Ramos');
  await main.getByLabel(t('intake_contact_relationship')).fill('Madre');
  await main.getByLabel(t('intake_contact_phone')).fill('+63 917 555 0101');
  await main.getByRole('button', { name: t('intake_save_next') }).click();
  await expect(main.getByRole('heading', { level: 2, name: t('intake_section_working_hours') })).toBeVisible();
  await main.getByRole('button', { name: t('intake_save'), exact: true }).click();
  await expect(main.getByRole('heading', { level: 2, name: t('intake_review_title') })).toBeVisible();
  await expect(main.getByRole('region', { name: t('intake_section_emergency_contact') })).toContainText('Rosa Ramos');
  await expectNoAxeViolations(page, '/candidate/intake/survey (es), complete');
});
