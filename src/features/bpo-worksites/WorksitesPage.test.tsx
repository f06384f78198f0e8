import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { arjun, makeWorksite } from '../../../tests/doubles/fixtures/bpo';
import { verifiedVerification } from '../../../tests/doubles/fixtures/partner-verification';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import WorksitesPage from './WorksitesPage';

const server = mockApi();

describe('WorksitesPage', () => {
  it('shows where the accreditation stands and each worksite with its audit, filtered by the address', async () => {
    const asked: (string | null)[] = [];
    server.use(
      signedInAs(arjun),
      api.get('/partner/verification', ({ response }) => response(200).json(verifiedVerification('bpo'))),
      api.get('/bpo/accreditation', ({ response }) => response(200).json({ status: 'accredited', application: null, passed_worksites: 1, worksites: 2 })),
      api.get('/bpo/worksites', ({ request, response }) => {
        asked.push(new URL(request.url).searchParams.get('status'));
        const items = [makeWorksite({ audit_status: 'passed', placed_members: 2 }), makeWorksite({ id: '8e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b', name: 'Hinjewadi annex', audit_status: 'pending' })];
        return response(200).json({ items, page: 1, page_size: 20, has_more: false });
      }),
      api.get('/bpo/audit-results', ({ response }) =>
        response(200).json({
          items: [
            {
              id: '5b9f3e1a-7c2d-4e8f-9a1b-3c5d7e9f1a2b',
              status: 'failed',
              worksite_id: '8e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
              worksite_name: 'Hinjewadi annex',
              reason: 'The generator did not start during the test.',
              findings: 'Fire exits clear; generator fuel empty.',
              decided_at: '2026-11-20T10:00:00Z',
            },
          ],
          page: 1,
          page_size: 10,
          has_more: false,
        }),
      ),
    );
    renderRoutes(
      [
        { path: '/debpo/worksites', element: <RequireAuth><WorksitesPage /></RequireAuth> },
      ],
      '/debpo/worksites?status=active',
    );

    const first = await screen.findByRole('listitem', { name: 'Marine Drive centre' });
    expect(within(first).getByText('Passed audit')).toBeInTheDocument();
    expect(within(first).getByText('Seats: 60 · Members placed: 2 · Photos: 0')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Hinjewadi annex' })).getByText('Audit under way')).toBeInTheDocument();
    expect(screen.getByText('Accredited')).toBeInTheDocument();
    expect(screen.getByText('Active worksites that passed audit: 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toContain('active');

    // What the auditor decided, and why: the BPO reads it beside its worksites.
    const results = await screen.findByRole('region', { name: 'Audit results' });
    expect(within(results).getByRole('heading', { name: 'Hinjewadi annex, November 20, 2026' })).toBeInTheDocument();
    expect(within(results).getByText('Failed audit')).toBeInTheDocument();
    expect(within(results).getByText('The generator did not start during the test.')).toBeInTheDocument();
    expect(within(results).getByText('Fire exits clear; generator fuel empty.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
