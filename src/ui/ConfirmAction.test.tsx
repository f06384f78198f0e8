import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './ConfirmAction';
import { renderWithUi } from './render-with-ui';

describe('ConfirmAction', () => {
  it('asks, then confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(
      <ConfirmAction open title="Withdraw your application?" confirmLabel="Withdraw" onConfirm={onConfirm} onCancel={onCancel} busy={false}>
        The employer sees that you withdrew.
      </ConfirmAction>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveTextContent('The employer sees that you withdrew.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('waits while the call is on its way, and shows why it was refused', async () => {
    renderWithUi(
      <ConfirmAction open title="Turn it down?" confirmLabel="Turn down" onConfirm={() => {}} onCancel={() => {}} busy problem="No connection." problemNote="Nothing was changed.">
        Body
      </ConfirmAction>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Turn it down?' });
    expect(within(dialog).getByRole('button', { name: 'Turn down' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No connection.Nothing was changed.');
  });

  it('submits the form inside, and leaves only Close once the action is gone', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = renderWithUi(
      <ConfirmAction open title="Approve?" confirmLabel="Approve" formId="approve-form" onCancel={() => {}} busy={false}>
        <form id="approve-form" onSubmit={onSubmit} />
      </ConfirmAction>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <ConfirmAction open title="Approve?" confirmLabel="Approve" formId="approve-form" onCancel={() => {}} busy={false} problem="Already decided." closed>
        <form id="approve-form" onSubmit={onSubmit} />
      </ConfirmAction>,
    );
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
