import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { grace } from '../../../tests/doubles/fixtures/accounts';
import { candidateBpo, harborMembership } from '../../../tests/doubles/fixtures/bpo';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import ViewBpoPage from './ViewBpoPage';

const server = mockApi();

describe('ViewBpoPage', () => {
  it('shows the invitation, and once accepted the BPO and the worksite it placed the candidate at', async () => {
    let state = candidateBpo();
    const accepted: string[] = [];
    server.use(
      signedInAs(grace),
      api.get('/candidate/bpo', ({ response }) => response(200).json(state)),
      api.post('/candidate/bpo/invitations/{id}/accept', ({ params, response }) => {
        accepted.push(params.id);
        state = { membership: harborMembership(), invitations: [] };
        return response(200).json(state);
      }),
    );
    renderRoutes([{ path: '/dashboard/candidate/view-bpo', element: <RequireAuth><ViewBpoPage /></RequireAuth> }], '/dashboard/candidate/view-bpo');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Harbor Outsourcing invites you to join it')).toBeInTheDocument();
    expect(screen.getByText(/You are not a member of a BPO/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accredited partner')).toBeInTheDocument();
    expect(accepted).toEqual(['9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d']);
    expect(screen.getByText(/Marine Drive centre, 14 Marine Drive, 400002 Mumbai, India/)).toBeInTheDocument();
    expect(screen.getByText('No invitation is waiting for you.')).toBeInTheDocument();
  });
});
