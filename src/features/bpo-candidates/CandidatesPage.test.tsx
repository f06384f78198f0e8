import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api, problem } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { arjun, makeMember, makeWorksite } from '../../../tests/doubles/fixtures/bpo';
import { verifiedVerification } from '../../../tests/doubles/fixtures/partner-verification';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import CandidatesPage from './CandidatesPage';

const server = mockApi();

describe('CandidatesPage', () => {
  it('invites by e-mail (the refusal said), places a member at a worksite, and shows who is hired and where', async () => {
    const site = makeWorksite();
    let member = makeMember();
    const placed: unknown[] = [];
    server.use(
      signedInAs(arjun),
      api.get('/partner/verification', ({ response }) => response(200).json(verifiedVerification('bpo'))),
      api.get('/bpo/members', ({ response }) => response(200).json({ items: [member], page: 1, page_size: 20, has_more: false })),
      api.get('/bpo/worksites', ({ response }) => response(200).json({ items: [site], page: 1, page_size: 50, has_more: false })),
      api.post('/bpo/members', () => problem(409, 'BPO_MEMBER_EXISTS', 'This address has already been invited or is already one of your members.')),
      api.put('/bpo/members/{id}/worksite', async ({ request, response }) => {
        placed.push(await request.json());
        member = { ...member, worksite: { id: site.id, name: site.name, city: site.city, country: site.country } };
        return response(200).json(member);
      }),
    );
    renderRoutes([{ path: '/debpo/candidates', element: <RequireAuth><CandidatesPage /></RequireAuth> }], '/debpo/candidates');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText(/^Hired by Northwind Dental Group as Bookkeeper since /)).toBeInTheDocument();
    expect(screen.getByText('Not placed at a worksite yet')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Their e-mail address' }), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('This address has already been invited or is already one of your members.')).toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Worksite of Amina Yusuf' }), site.id);
    await user.click(screen.getByRole('button', { name: 'Place' }));
    expect(await screen.findByText('Works at Marine Drive centre (Mumbai)')).toBeInTheDocument();
    expect(placed).toEqual([{ worksite_id: site.id }]);
  });
});
