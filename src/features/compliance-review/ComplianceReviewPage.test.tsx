import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada, type User } from '../../../tests/doubles/fixtures/accounts';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import { complianceReviewStore, makeReviewItem, type ComplianceReviewItem, type StoreOptions } from '../../../tests/doubles/stores/compliance-review';
import ComplianceReviewPage from './ComplianceReviewPage';

const admin = { ...ada, id: '0b7f6a5e-3c1d-4f0e-9a59-00000000a001', email: 'admin@example.com', role: 'admin' as const };
const server = mockApi(adminSecondStepOn);
const PATH = '/admin/compliance';

const passport = () =>
  makeReviewItem(
    { kind: 'identity_document', expires_on: '2031-01-31', submitted_at: '2026-06-01T09:00:00.000Z', file: { name: 'passport.pdf', content_type: 'application/pdf', size_bytes: 2_400_000 } },
    { firstname: 'Maria', lastname: 'Santos', country: 'PH' },
  );
const taxForm = () =>
  makeReviewItem(
    { kind: 'tax_form', submitted_at: '2026-06-03T09:00:00.000Z', file: { name: 'w8ben.pdf', content_type: 'application/pdf', size_bytes: 80_000 } },
    { firstname: 'Tomás', lastname: 'Ruiz', country: 'CO' },
  );

/** The item's heading (and its buttons' hidden suffix): "Identity document from Maria Santos". */
const titleOf = ({ document, candidate }: ComplianceReviewItem) =>
  m.crev_item_title({ kind: { identity_document: m.onb_kind_identity_document(), proof_of_address: m.onb_kind_proof_of_address(), tax_form: m.onb_kind_tax_form() }[document.kind], name: `${candidate.firstname} ${candidate.lastname}` });

function open(items: ComplianceReviewItem[], options?: StoreOptions, { path = PATH, user = admin as User } = {}) {
  const store = complianceReviewStore(items, options);
  server.use(signedInAs(user), ...store.handlers);
  const { router } = renderRoutes([{ path: PATH, element: <ComplianceReviewPage /> }], path);
  return { ...store, router, user: userEvent.setup({ delay: null }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, action: string, item: ComplianceReviewItem) {
  await user.click(await screen.findByRole('button', { name: `${action}: ${titleOf(item)}` }));
  return screen.findByRole('dialog');
}

describe('ComplianceReviewPage', { timeout: 20_000 }, () => {
  it('tells a candidate the page is for administrators, without asking for the list', async () => {
    // The store's list is not served to them: any call to it would be recorded.
    const { queries } = open([passport()], undefined, { user: { ...ada, role: 'candidate' as const } });
    expect(await screen.findByText(m.crev_admin_only())).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.crev_title() })).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('narrows the queue to one country and to documents that have waited longest, keeping the other filters', async () => {
    const first = passport();
    const second = taxForm();
    const { queries, user } = open([second, first]);
    await screen.findByRole('article', { name: titleOf(first) });
    const countries = screen.getByRole('navigation', { name: m.crev_filter_country_label() });
    // Only the countries with cases, named in the reader's language.
    expect(within(countries).getAllByRole('link').map((link) => link.textContent)).toEqual([m.crev_filter_country_all(), 'Colombia', 'Philippines']);
    await user.click(within(countries).getByRole('link', { name: 'Colombia' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: titleOf(first) })).toBeNull());
    expect(screen.getByRole('article', { name: titleOf(second) })).toBeInTheDocument();
    expect(queries.at(-1)!.get('country')).toBe('CO');
    const waiting = screen.getByRole('navigation', { name: m.crev_filter_waiting_label() });
    await user.click(within(waiting).getByRole('link', { name: m.crev_filter_waiting_days({ days: 7 }) }));
    await waitFor(() => expect(queries.at(-1)!.get('waiting_days')).toBe('7'));
    expect(queries.at(-1)!.get('country')).toBe('CO');
  });

  it('lists the documents waiting for review, longest waiting first, with what a reviewer needs to open them', async () => {
    const first = passport();
    const second = taxForm();
    const { queries } = open([second, first]);
    const article = await screen.findByRole('article', { name: titleOf(first) });
    expect(queries[0]!.get('status')).toBe('submitted');
    expect(queries[0]!.get('page')).toBe('1');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([`compliance-review-${first.document.id}`, `compliance-review-${second.document.id}`]);
    expect(article).toHaveTextContent('Maria Santos');
    expect(article).toHaveTextContent('Philippines');
    expect(article).toHaveTextContent('2.4 MB');
    expect(article).toHaveTextContent('Jun 1, 2026');
    expect(article).toHaveTextContent('Jan 31, 2031');
    expect(within(article).getByText(m.onb_status_submitted())).toBeInTheDocument();
    const link = within(article).getByRole('link', { name: m.crev_download_named({ name: 'passport.pdf' }) });
    expect(link).toHaveAttribute('href', `/api/v1/compliance/documents/${first.document.id}/file`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('passport.pdf');
    // A tax form has no expiry date.
    expect(screen.getByRole('article', { name: titleOf(second) })).not.toHaveTextContent(m.crev_field_expires());
    expect(screen.getByRole('link', { name: m.onb_status_submitted() })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: m.crev_filter_kind_all() })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps its filters and page in the address', async () => {
    const decided = taxForm();
    decided.document.status = 'approved';
    const many = Array.from({ length: 21 }, (_, i) => makeReviewItem({ kind: 'tax_form', submitted_at: `2026-06-01T09:${String(i).padStart(2, '0')}:00.000Z` }));
    const { user, router, queries } = open([passport(), ...many, decided], undefined, { path: `${PATH}?kind=tax_form` });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(queries.at(-1)!.get('kind')).toBe('tax_form');
    expect(screen.getByRole('link', { name: m.onb_kind_tax_form() })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: m.ui_pagination_next() }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?kind=tax_form&page=2');

    // Another status keeps the kind and starts at its first page.
    await user.click(screen.getByRole('link', { name: m.onb_status_approved() }));
    expect(await screen.findByRole('article', { name: titleOf(decided) })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=tax_form&status=approved');
    expect(queries.at(-1)!.get('status')).toBe('approved');
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: new RegExp(m.crev_approve()) })).toBeNull();

    await user.click(screen.getByRole('link', { name: m.crev_filter_kind_all() }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    await waitFor(() => expect(queries.at(-1)!.has('kind')).toBe(false));
  });

  it('approves a document after asking; it leaves the waiting list and focus lands on the notice', async () => {
    const first = passport();
    const second = taxForm();
    const { user, decisions } = open([first, second], { decisionMs: 50 });
    const dialog = await openDialog(user, m.crev_approve(), first);
    expect(dialog).toHaveAccessibleName(m.crev_approve_title({ name: 'Maria Santos' }));
    expect(dialog).toHaveTextContent(m.crev_approve_body({ kind: m.onb_kind_identity_document(), file: 'passport.pdf' }));
    await user.dblClick(within(dialog).getByRole('button', { name: m.crev_approve_submit() }));

    const notice = await screen.findByText(m.crev_approved_notice({ kind: m.onb_kind_identity_document(), name: 'Maria Santos' }));
    expect(decisions).toEqual([{ id: first.document.id, body: { decision: 'approved' } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: titleOf(first) })).toBeNull());
    expect(screen.getByRole('article', { name: titleOf(second) })).toBeInTheDocument();
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
  });

  it('rejects with a reason checked before sending, shows the server’s word on the field, then sends it', async () => {
    const item = passport();
    const { user, decisions } = open([item], { refuseDecision: { status: 400, code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', fields: { reason: 'Say what the candidate should change.' } } });
    const dialog = await openDialog(user, m.crev_reject(), item);
    const reason = within(dialog).getByLabelText(m.crev_reject_field_reason());
    const submit = within(dialog).getByRole('button', { name: m.crev_reject_submit() });
    await user.type(reason, '  ok ');
    await user.click(submit);
    expect(await within(dialog).findByText(m.crev_error_reason())).toBeInTheDocument();
    expect(decisions).toEqual([]);

    const text = 'The photo page is cut off at the bottom; please upload a scan showing the whole page.';
    await user.clear(reason);
    await user.paste(text);
    await user.click(submit);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say what the candidate should change.')));
    expect(reason).toHaveValue(text);
    expect(await axeViolations()).toEqual([]);

    await user.click(submit);
    expect(await screen.findByText(m.crev_rejected_notice({ kind: m.onb_kind_identity_document(), name: 'Maria Santos' }))).toBeInTheDocument();
    expect(decisions.map(({ body }) => body)).toEqual([
      { decision: 'rejected', reason: text },
      { decision: 'rejected', reason: text },
    ]);
    await waitFor(() => expect(screen.getByText(m.crev_empty_submitted())).toBeInTheDocument());
  });

  it('says when another administrator decided first, and reads the list again', async () => {
    const item = passport();
    const { user, queries, decideElsewhere } = open([item]);
    const dialog = await openDialog(user, m.crev_approve(), item);
    decideElsewhere(item.document.id, 'rejected');
    const loads = queries.length;
    await user.click(within(dialog).getByRole('button', { name: m.crev_approve_submit() }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This document has already been decided.');
    expect(alert).toHaveTextContent(m.crev_decision_conflict());
    expect(within(dialog).queryByRole('button', { name: m.crev_approve_submit() })).toBeNull();
    await waitFor(() => expect(queries.length).toBeGreaterThan(loads));
    expect(await screen.findByText(m.crev_empty_submitted())).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.ui_close() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
