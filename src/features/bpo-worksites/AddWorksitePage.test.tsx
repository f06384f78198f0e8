import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { arjun, makeWorksite } from '../../../tests/doubles/fixtures/bpo';
import { verifiedVerification } from '../../../tests/doubles/fixtures/partner-verification';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import AddWorksitePage from './AddWorksitePage';

const server = mockApi();

function open() {
  const sent: unknown[] = [];
  server.use(
    signedInAs(arjun),
    api.get('/partner/verification', ({ response }) => response(200).json(verifiedVerification('bpo'))),
    api.post('/bpo/worksites', async ({ request, response }) => {
      sent.push(await request.json());
      return response(201).json(makeWorksite({ id: '11111111-2222-4333-8444-555555555555', name: 'Annex' }));
    }),
    api.get('/bpo/worksites/{id}', ({ response }) => response(200).json(makeWorksite({ id: '11111111-2222-4333-8444-555555555555', name: 'Annex' }))),
  );
  renderRoutes(
    [
      { path: '/debpo/add-worksite', element: <RequireAuth><AddWorksitePage /></RequireAuth> },
      { path: '/debpo/edit-worksite/:id', element: <p>Editing the worksite</p> },
    ],
    '/debpo/add-worksite',
  );
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('AddWorksitePage', () => {
  it('keeps what was typed across a reload, says what is missing, then adds the worksite and goes on to its photos', async () => {
    let opened = open();
    let user = opened.user;
    await user.type(await screen.findByRole('textbox', { name: 'Worksite name' }), 'Annex');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Plot 22');
    expect(await axeViolations()).toEqual([]);

    // A reload: the page starts again from what the browser kept.
    cleanup();
    opened = open();
    user = opened.user;
    expect(await screen.findByRole('textbox', { name: 'Worksite name' })).toHaveValue('Annex');
    expect(screen.getByText(/We kept what you typed last time/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add the worksite' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Fill this in.');

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IN');
    await user.type(screen.getByRole('textbox', { name: 'Seats' }), '24');
    await user.type(screen.getByRole('textbox', { name: 'Equipment' }), 'Laptops');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection redundancy' }), 'backup_line');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Power redundancy' }), 'ups');
    await user.click(screen.getByRole('checkbox', { name: 'CCTV' }));
    await user.click(screen.getByRole('button', { name: 'Add the worksite' }));
    expect(await screen.findByText('Editing the worksite')).toBeInTheDocument();
    expect(opened.sent).toEqual([
      { name: 'Annex', address_line1: 'Plot 22', city: 'Pune', country: 'IN', seats: 24, equipment: 'Laptops', connection_redundancy: 'backup_line', power_redundancy: 'ups', security_measures: ['cctv'] },
    ]);
    expect(localStorage.getItem(`worksiteDraft:${arjun.id}:new`)).toBeNull();
  });
});
