import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { addYears, earliestExpiry } from './decision-schemas';
import GrantReviewPage from './GrantReviewPage';
import type { GrantApplication } from './review-api';

const admin = { ...ada, id: '0b7f6a5e-3c1d-4f0e-9a59-00000000a001', email: 'admin@example.com', role: 'admin' as const };
const server = mockApi(anonymousMe, adminSecondStepOn);
const routes = [
  { path: '/admin/grant-applications', element: <GrantReviewPage /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

const kitchen: GrantApplication = {
  id: '1b0f7c8e-1111-4a2b-8c3d-000000000001',
  employer: { id: '1b0f7c8e-1111-4a2b-8c3d-0000000000e1', name: 'Siobhan Kelly', email: 'siobhan@harbourkitchen.ie', company_name: 'Harbour Kitchen Ltd' },
  organisation_name: 'Harbour Kitchen',
  organisation_type: 'non_profit',
  country: 'IE',
  employees: '1-10',
  hires_planned: 2,
  reason: 'We train young people from the harbour estate as cooks and need two remote bookkeepers to keep our grants in order.',
  status: 'submitted',
  submitted_at: '2026-11-02T10:00:00.000Z',
  decided_at: null,
  decision_reason: null,
  grant: null,
};
const coop: GrantApplication = {
  ...kitchen,
  id: '1b0f7c8e-1111-4a2b-8c3d-000000000002',
  employer: { id: '1b0f7c8e-1111-4a2b-8c3d-0000000000e2', name: 'Amaru Quispe', email: 'amaru@andes.coop', company_name: null },
  organisation_name: 'Andes Weavers Co-op',
  organisation_type: 'community',
  country: 'PE',
  hires_planned: 80,
  submitted_at: '2026-11-05T10:00:00.000Z',
};
const approvedGrant = { id: '1b0f7c8e-1111-4a2b-8c3d-0000000000g1', name: 'Community kitchens 2027', percent: 40, hires: 2, hires_used: 0, expires_on: '2027-11-30' };

type Page = { items: GrantApplication[]; page: number; page_size: number; has_more: boolean };

/** The review list as the server answers it, with the queries the page asked. */
function reviewList(pages: (query: URLSearchParams) => Page) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(apiUrl('/admin/grant-applications'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json(pages(query));
  });
  return { handler, queries };
}

const onePage = (items: GrantApplication[]): Page => ({ items, page: 1, page_size: 20, has_more: false });

async function openDialog(user: ReturnType<typeof userEvent.setup>, action: string, organisation: string) {
  await user.click(await screen.findByRole('button', { name: `${action}: ${organisation}` }));
  return screen.findByRole('dialog');
}

describe('GrantReviewPage', { timeout: 30_000 }, () => {
  it('sends a visitor to sign in, to come back here', async () => {
    const { router } = renderRoutes(routes, '/admin/grant-applications?status=approved');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/grant-applications', search: '?status=approved', hash: '' } });
  });

  it('tells an employer the page is for administrators, without asking the API', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, '/admin/grant-applications');
    expect(await screen.findByText(m.grants_review_admin_only())).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.grants_review_title() })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.ui_go_to_dashboard() })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the applications waiting for a decision, filters by status and pages', async () => {
    const decidedOne: GrantApplication = {
      ...kitchen,
      status: 'approved',
      decided_at: '2026-11-06T09:00:00.000Z',
      grant: approvedGrant,
    };
    const list = reviewList((query) =>
      query.get('status') === 'approved'
        ? onePage([decidedOne])
        : { items: query.get('page') === '2' ? [coop] : [kitchen], page: Number(query.get('page')), page_size: 20, has_more: query.get('page') === '1' },
    );
    server.use(signedInAs(admin), list.handler);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, '/admin/grant-applications');

    const card = await screen.findByRole('article', { name: 'Harbour Kitchen' });
    expect(list.queries[0]!.get('status')).toBe('submitted');
    expect(list.queries[0]!.get('page')).toBe('1');
    expect(card).toHaveTextContent('Siobhan Kelly, Harbour Kitchen Ltd · siobhan@harbourkitchen.ie');
    expect(card).toHaveTextContent(m.grantapp_type_non_profit());
    expect(card).toHaveTextContent('Ireland');
    expect(card).toHaveTextContent(kitchen.reason);
    expect(within(card).getByText(m.grants_status_submitted())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.grants_status_submitted() })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.ui_pagination_next() }));
    expect(await screen.findByRole('article', { name: 'Andes Weavers Co-op' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(list.queries.at(-1)!.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: m.grants_status_approved() }));
    const approved = await screen.findByRole('article', { name: 'Harbour Kitchen' });
    // A new filter starts at its first page.
    expect(router.state.location.search).toBe('?status=approved');
    expect(list.queries.at(-1)!.get('status')).toBe('approved');
    expect(list.queries.at(-1)!.get('page')).toBe('1');
    expect(approved).toHaveTextContent('Community kitchens 2027: 40% of the setup and service fees of 2 hires until Nov 30, 2027; 0 used so far.');
    expect(within(approved).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('link', { name: m.grants_review_filter_all() }));
    await waitFor(() => expect(list.queries.at(-1)!.has('status')).toBe(false));
  });

  it('approves an application once, however often the button is pressed, and says what the employer was told', async () => {
    let waiting = [kitchen, coop];
    const sent: unknown[] = [];
    const list = reviewList(() => onePage(waiting));
    server.use(
      signedInAs(admin),
      list.handler,
      http.post(apiUrl('/admin/grant-applications/:id/approve'), async ({ request, params }) => {
        sent.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        waiting = waiting.filter((a) => a.id !== params.id);
        return HttpResponse.json({ ...kitchen, status: 'approved', decided_at: '2026-11-22T10:00:00.000Z', grant: approvedGrant });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    const dialog = await openDialog(user, m.grants_approve(), 'Harbour Kitchen');
    expect(dialog).toHaveAccessibleName(m.grants_approve_title({ organisation: 'Harbour Kitchen' }));
    // What they asked for is offered; the date defaults to a year ahead.
    expect(within(dialog).getByLabelText(m.grants_approve_field_hires())).toHaveValue('2');
    expect(within(dialog).getByLabelText(m.grants_approve_field_expires())).toHaveValue(addYears(earliestExpiry(new Date()), 1));
    expect(await axeViolations()).toEqual([]);

    const submit = within(dialog).getByRole('button', { name: m.grants_approve_submit() });
    await user.click(submit);
    expect(await within(dialog).findByText(m.grants_error_name())).toBeInTheDocument();
    expect(within(dialog).getByText(m.grants_error_percent())).toBeInTheDocument();
    expect(within(dialog).getByLabelText(m.grants_approve_field_name())).toHaveFocus();

    await user.click(within(dialog).getByLabelText(m.grants_approve_field_name()));
    await user.paste('Community kitchens 2027');
    await user.type(within(dialog).getByLabelText(m.grants_approve_field_percent()), '140');
    await user.click(submit);
    expect(await within(dialog).findByText(m.grants_error_percent())).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(m.grants_approve_field_percent()));
    await user.type(within(dialog).getByLabelText(m.grants_approve_field_percent()), '40');
    const expires = within(dialog).getByLabelText(m.grants_approve_field_expires());
    await user.clear(expires);
    await user.type(expires, '2020-01-01');
    await user.click(submit);
    expect(await within(dialog).findByText(m.grants_error_expires())).toBeInTheDocument();
    await user.clear(expires);
    await user.type(expires, '2027-11-30');
    await user.dblClick(submit);

    const notice = await screen.findByText(m.grants_approved_notice({ organisation: 'Harbour Kitchen', percent: 40, hires: 2, email: 'siobhan@harbourkitchen.ie' }));
    expect(sent).toEqual([{ name: 'Community kitchens 2027', percent: 40, hires: 2, expires_on: '2027-11-30' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The decided application leaves the waiting list; focus lands on what happened.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Harbour Kitchen' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Andes Weavers Co-op' })).toBeInTheDocument();
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
  });

  it('caps the hires offered at the 50 a grant may cover', async () => {
    server.use(signedInAs(admin), reviewList(() => onePage([coop])).handler);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    const dialog = await openDialog(user, m.grants_approve(), 'Andes Weavers Co-op');
    expect(within(dialog).getByLabelText(m.grants_approve_field_hires())).toHaveValue('50');
    expect(within(dialog).getByText(m.grants_approve_hires_hint({ count: 80 }))).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and keeps every input", async () => {
    server.use(
      signedInAs(admin),
      reviewList(() => onePage([kitchen])).handler,
      http.post(apiUrl('/admin/grant-applications/:id/approve'), () =>
        problem(400, 'VALIDATION_FAILED', 'Some answers need another look.', { expires_on: 'Choose today or a later date.' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    const dialog = await openDialog(user, m.grants_approve(), 'Harbour Kitchen');
    await user.type(within(dialog).getByLabelText(m.grants_approve_field_name()), 'Community kitchens 2027');
    await user.type(within(dialog).getByLabelText(m.grants_approve_field_percent()), '40');
    const expires = within(dialog).getByLabelText(m.grants_approve_field_expires());
    await user.clear(expires);
    await user.type(expires, '2027-11-30');
    await user.click(within(dialog).getByRole('button', { name: m.grants_approve_submit() }));

    await waitFor(() => expect(expires).toHaveAttribute('aria-invalid', 'true'));
    expect(expires).toHaveAccessibleDescription(expect.stringContaining('Choose today or a later date.'));
    expect(expires).toHaveFocus();
    // Every field message was placed, so no summary repeats it.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText(m.grants_approve_field_name())).toHaveValue('Community kitchens 2027');
    expect(within(dialog).getByLabelText(m.grants_approve_field_percent())).toHaveValue('40');
  });

  it('turns an application down with a reason; a lost connection keeps the reason and says why', async () => {
    let down = true;
    const sent: unknown[] = [];
    server.use(
      signedInAs(admin),
      reviewList(() => onePage([kitchen])).handler,
      http.post(apiUrl('/admin/grant-applications/:id/reject'), async ({ request }) => {
        if (down) return HttpResponse.error();
        sent.push(await request.json());
        return HttpResponse.json({ ...kitchen, status: 'rejected', decided_at: '2026-11-22T10:00:00.000Z', decision_reason: 'x' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    const dialog = await openDialog(user, m.grants_reject(), 'Harbour Kitchen');
    const reason = within(dialog).getByLabelText(m.grants_reject_field_reason());
    const submit = within(dialog).getByRole('button', { name: m.grants_reject_submit() });
    await user.type(reason, 'Too short');
    await user.click(submit);
    expect(await within(dialog).findByText(m.grants_error_reason())).toBeInTheDocument();

    const text = 'Please send your last annual report; the programme is for organisations that publish their accounts.';
    await user.clear(reason);
    await user.paste(text);
    await user.click(submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(m.error_network());
    expect(alert).toHaveTextContent(m.grants_decision_not_sent());
    expect(reason).toHaveValue(text);

    down = false;
    await user.click(submit);
    expect(await screen.findByText(m.grants_rejected_notice({ organisation: 'Harbour Kitchen', email: 'siobhan@harbourkitchen.ie' }))).toBeInTheDocument();
    expect(sent).toEqual([{ reason: text }]);
  });

  it('says clearly when another administrator decided first, and refreshes the list', async () => {
    const list = reviewList(() => onePage([kitchen]));
    server.use(
      signedInAs(admin),
      list.handler,
      http.post(apiUrl('/admin/grant-applications/:id/reject'), () =>
        problem(409, 'GRANT_APPLICATION_DECIDED', 'This application has already been decided.'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    const dialog = await openDialog(user, m.grants_reject(), 'Harbour Kitchen');
    await user.click(within(dialog).getByLabelText(m.grants_reject_field_reason()));
    await user.paste('The organisation is not registered as a non-profit.');
    const loads = list.queries.length;
    await user.click(within(dialog).getByRole('button', { name: m.grants_reject_submit() }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This application has already been decided.');
    expect(alert).toHaveTextContent(m.grants_decision_conflict());
    expect(within(dialog).queryByRole('button', { name: m.grants_reject_submit() })).toBeNull();
    await waitFor(() => expect(list.queries.length).toBeGreaterThan(loads));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.ui_close() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why the list could not load and tries again', async () => {
    let failing = true;
    server.use(
      signedInAs(admin),
      http.get(apiUrl('/admin/grant-applications'), () =>
        failing ? problem(500, 'INTERNAL', 'Something went wrong on our side.') : HttpResponse.json(onePage([])),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/grant-applications');
    expect(await screen.findByText(m.grants_review_load_failed())).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: m.grants_review_retry() }));
    expect(await screen.findByText(m.grants_review_empty_submitted())).toBeInTheDocument();
  });
});
