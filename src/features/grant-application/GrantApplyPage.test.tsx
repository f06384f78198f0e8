import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import GrantApplyPage from './GrantApplyPage';

const employer = { ...ada, role: 'employer' as const };
const server = mockApi(anonymousMe);
const routes = [{ path: '/grants/apply', element: <GrantApplyPage /> }];

const approved = {
  id: '1b0f7c8e-1111-4a2b-8c3d-000000000001',
  organisation_name: 'Harbour Kitchen',
  organisation_type: 'non_profit',
  country: 'IE',
  employees: '1-10',
  hires_planned: 2,
  reason: 'x'.repeat(60),
  status: 'approved',
  submitted_at: '2027-01-04T10:00:00.000Z',
  decided_at: '2027-01-08T10:00:00.000Z',
  decision_reason: null,
  grant: { id: '1b0f7c8e-1111-4a2b-8c3d-000000000002', name: 'Kitchen grant', percent: 50, hires: 2, hires_used: 1, expires_on: '2027-12-31' },
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(m.grantapp_field_organisation()), 'Northwind Co-op');
  await user.selectOptions(screen.getByLabelText(m.grantapp_field_type()), 'small_business');
  await user.selectOptions(screen.getByLabelText(m.grantapp_field_country()), 'CA');
  await user.selectOptions(screen.getByLabelText(m.grantapp_field_employees()), '11-50');
  await user.clear(screen.getByLabelText(m.grantapp_field_hires()));
  await user.type(screen.getByLabelText(m.grantapp_field_hires()), '3');
  await user.type(screen.getByLabelText(m.grantapp_field_reason()), 'We are a bookkeeping co-operative and need three remote bookkeepers in tax season.');
}

describe('GrantApplyPage', { timeout: 30_000 }, () => {
  it('a visitor is shown the way in', async () => {
    renderRoutes(routes, '/grants/apply');
    expect(await screen.findByText(m.grantapp_visitor())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.grantapp_sign_up() })).toHaveAttribute('href', '/signup/employer');
    expect(await axeViolations()).toEqual([]);
  });

  it('a candidate is told grants are for employers', async () => {
    server.use(signedInAs({ ...ada, role: 'candidate' }));
    renderRoutes(routes, '/grants/apply');
    expect(await screen.findByText(m.grantapp_other_role())).toBeInTheDocument();
  });

  it('an employer applies; the list then shows it being reviewed and the form makes way', async () => {
    let items: unknown[] = [approved];
    let sent: Record<string, unknown> | undefined;
    server.use(
      signedInAs(employer),
      http.get(apiUrl('/employer/grant-applications'), () => HttpResponse.json({ items })),
      http.post(apiUrl('/employer/grant-applications'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const created = { ...approved, id: '1b0f7c8e-1111-4a2b-8c3d-000000000003', status: 'submitted', grant: null, decided_at: null };
        items = [created, approved];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/grants/apply');
    expect(await screen.findByText(/50% of the setup and service fees of 2 hires/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: m.grantapp_submit() }));
    expect(await screen.findByText(m.grantapp_error_organisation())).toBeInTheDocument();
    expect(screen.getByText(m.grantapp_error_reason())).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: m.grantapp_submit() }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      organisation_name: 'Northwind Co-op',
      organisation_type: 'small_business',
      country: 'CA',
      employees: '11-50',
      hires_planned: 3,
      reason: 'We are a bookkeeping co-operative and need three remote bookkeepers in tax season.',
      locale: 'en',
    });
    expect(await screen.findByText(m.grantapp_pending())).toBeInTheDocument();
    expect(screen.getByText(m.grantapp_status_submitted())).toBeInTheDocument();
  });

  it('a refused send keeps every answer and says why', async () => {
    server.use(
      signedInAs(employer),
      http.get(apiUrl('/employer/grant-applications'), () => HttpResponse.json({ items: [] })),
      http.post(apiUrl('/employer/grant-applications'), () => problem(429, 'RATE_LIMITED', 'Too many requests; try again in 40 minutes.')),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/grants/apply');
    await screen.findByLabelText(m.grantapp_field_organisation());
    await fill(user);
    await user.click(screen.getByRole('button', { name: m.grantapp_submit() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; try again in 40 minutes.');
    expect(screen.getByLabelText(m.grantapp_field_organisation())).toHaveValue('Northwind Co-op');
    expect(screen.getByLabelText(m.grantapp_field_country())).toHaveValue('CA');
    expect(document.getElementById('grant-website')).toHaveAttribute('tabindex', '-1');
  });
});
