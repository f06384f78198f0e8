import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeReviewCase } from '../../../tests/doubles/fixtures/vetting';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import VettingReviewPage from './VettingReviewPage';

const server = mockApi(adminSecondStepOn);

describe('VettingReviewPage', () => {
  it('opens a case from the queue and sends it back with the reasons, which are required', async () => {
    let current = makeReviewCase();
    const queries: URLSearchParams[] = [];
    const decisions: unknown[] = [];
    server.use(
      signedInAs({ ...ada, role: 'admin', company_name: undefined }),
      api.get('/admin/vetting', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        const { candidate, status, submitted_at } = current;
        const items = status === 'in_review' ? [{ candidate: { id: candidate.id, firstname: candidate.firstname, lastname: candidate.lastname, country: candidate.country, role: candidate.role }, status, submitted_at }] : [];
        return response(200).json({ items, page: 1, page_size: 20, has_more: false });
      }),
      api.get('/admin/vetting/{id}', ({ response }) => response(200).json(current)),
      api.post('/admin/vetting/{id}/decision', async ({ request, response }) => {
        const body = await request.json();
        decisions.push(body);
        current = { ...current, status: 'needs_changes', decisions: [{ decision: 'needs_changes', reasons: body.reasons, decided_at: '2026-06-04T09:00:00.000Z', decided_by: 'Ada Byrne' }] };
        return response(200).json(current);
      }),
    );
    renderRoutes([{ path: '/admin/vetting', element: <RequireAuth><VettingReviewPage /></RequireAuth> }], '/admin/vetting?country=KE');
    const user = userEvent.setup({ delay: null });

    const item = await screen.findByRole('article', { name: 'Amina Yusuf' });
    expect(queries[0]?.get('status')).toBe('in_review');
    expect(queries[0]?.get('country')).toBe('KE');
    await user.click(within(item).getByRole('button', { name: 'Open case: Amina Yusuf' }));
    const opened = await within(item).findByRole('region', { name: 'Amina Yusuf' });
    // A choice is read by its words, years as years.
    expect(within(opened).getByText('Xero')).toBeInTheDocument();
    expect(within(opened).getByText('6 years')).toBeInTheDocument();

    await user.click(within(opened).getByRole('radio', { name: 'Ask for changes' }));
    await user.click(within(opened).getByRole('button', { name: 'Send decision' }));
    expect(within(opened).getByText('Write between 5 and 1000 characters.')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.type(within(opened).getByLabelText('What the candidate should change'), 'Say which software you reconcile in.');
    await user.click(within(opened).getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText('Amina Yusuf’s case was sent back with your reasons.')).toBeInTheDocument();
    expect(decisions).toEqual([{ decision: 'needs_changes', reasons: 'Say which software you reconcile in.' }]);
  }, 10_000);
});
