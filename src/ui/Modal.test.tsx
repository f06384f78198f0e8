import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalSize } from './Modal';
import { renderWithUi } from './render-with-ui';
import { dismissWithEscape } from '../../tests/doubles/dialogs';

function ModalHarness({ size, onClose, finalFocusEl }: { size?: ModalSize; onClose?: () => void; finalFocusEl?: () => HTMLElement | null }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => { onClose?.(); setOpen(false); }}
      title="Terms of hire"
      size={size}
      finalFocusEl={finalFocusEl}
      footer={<button type="button">Agree</button>}
    >
      <p>Read these terms.</p>
      <input aria-label="Initials" />
    </Modal>
  );
}

describe('Modal', () => {
  it('is xxl unless told otherwise', async () => {
    renderWithUi(<ModalHarness />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of hire' });
    expect(dialog).toHaveAttribute('data-size', 'xxl');
    expect(dialog).toHaveTextContent('Read these terms.');
    expect(screen.getByRole('button', { name: 'Agree' })).toBeInTheDocument();
  });

  it.each<ModalSize>(['sm', 'md', 'lg', 'xl', 'xxxl', 'mega'])('takes size %s', async (size) => {
    renderWithUi(<ModalHarness size={size} />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-size', size);
  });

  it('closes on Esc', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<ModalHarness onClose={onClose} />);
    await screen.findByRole('dialog');
    await dismissWithEscape(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<ModalHarness />);
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus on closing to finalFocusEl when it names one', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <h2 tabIndex={-1}>Next section</h2>
        <ModalHarness finalFocusEl={() => screen.getByRole('heading', { name: 'Next section' })} />
      </>,
    );
    await screen.findByRole('dialog');
    await dismissWithEscape(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Next section' })).toHaveFocus());
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <button type="button">Behind the modal</button>
        <ModalHarness />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
