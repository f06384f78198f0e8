import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { deletionPasswordWrong, notScheduled, scheduledDeletion } from '../../../tests/doubles/fixtures/account-deletion';
import { DeleteAccountSection } from './DeleteAccountSection';

type AccountDeletion = components['schemas']['AccountDeletion'];

const server = mockApi();
const PASSWORD = 'correct horse battery';

/** The account's deletion behind the handlers, as the server keeps it; records what was sent. (Refusals for what still runs: tests/paths/screens/account-deletion.test.ts.) */
function deletionStore(initial: AccountDeletion, { user = ada } = {}) {
  let deletion = { ...initial };
  const sent: unknown[] = [];
  server.use(
    signedInAs(user),
    api.get('/account/deletion', ({ response }) => response(200).json(deletion)),
    api.post('/account/deletion', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      if (body.password !== PASSWORD) return problem(400, deletionPasswordWrong.code, deletionPasswordWrong.message, deletionPasswordWrong.fields);
      deletion = { ...scheduledDeletion };
      return response(200).json(deletion);
    }),
    api.delete('/account/deletion', ({ response }) => {
      deletion = { ...notScheduled };
      return response(200).json(deletion);
    }),
  );
  return { sent };
}

async function renderSection() {
  renderRoutes([{ path: '/settings', element: <DeleteAccountSection /> }], '/settings');
  const section = await screen.findByRole('region', { name: 'Delete your account' });
  return { section, user: userEvent.setup({ delay: null }) };
}

describe('DeleteAccountSection on /settings', () => {
  it('says what is kept and why, asks the password again, then shows the date and keeps the account on request', async () => {
    const { sent } = deletionStore(notScheduled);
    const { section, user } = await renderSection();
    expect(within(section).getByRole('heading', { name: 'What we keep, and why' })).toBeInTheDocument();
    expect(within(section).getByText(/Invoices and payments, as issued/)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Delete my account…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password, document.activeElement?.outerHTML.slice(0, 200)).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
    await user.type(password, 'not my password{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your current password is incorrect.'));
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account in 14 days' }));

    expect(await within(section).findByText('Your account will be deleted on May 20, 2030')).toBeInTheDocument();
    expect(await screen.findByText('Your account will be deleted on May 20, 2030. We have sent you an e-mail.')).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'not my password' }, { password: PASSWORD }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: 'Delete my account…' })).not.toBeInTheDocument();
    // The button pressed is gone: the section's heading has the focus.
    const heading = within(section).getByRole('heading', { level: 2, name: 'Delete your account' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(within(section).getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account stays. Nothing will be deleted.')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Delete my account…' })).toBeInTheDocument();
    expect(within(section).queryByText(/will be deleted on/)).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows a scheduled deletion as the page opens', async () => {
    deletionStore(scheduledDeletion);
    const { section } = await renderSection();
    expect(await within(section).findByRole('status')).toHaveTextContent('Your account will be deleted on May 20, 2030');
  });

  it('an administrator is told their account is closed another way', async () => {
    deletionStore(notScheduled, { user: { ...ada, role: 'admin' } });
    const { section } = await renderSection();
    expect(await within(section).findByText(/closed by another administrator/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete my account…' })).not.toBeInTheDocument();
  });
});
