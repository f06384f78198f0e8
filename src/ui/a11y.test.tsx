import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertBanner } from './AlertBanner';
import { BackButton } from './BackButton';
import { Button } from './Button';
import { ChoiceGroup } from './ChoiceGroup';
import { LoadingLogo } from './LoadingLogo';
import { LoadingSpinner } from './LoadingSpinner';
import { Modal } from './Modal';
import { renderWithUi } from './render-with-ui';
import { notify, toaster } from './toaster';
import { useDrawer } from './use-drawer';

// jsdom cannot lay out or paint, so axe reports colour contrast as "incomplete";
// system.test.ts measures the palette's pairs instead.
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

afterEach(() => { act(() => toaster.remove()); });

function Page() {
  const drawer = useDrawer();
  return (
    <main>
      <h1>Hire staff</h1>
      <AlertBanner type="error" message="Payment failed" onClose={() => {}} />
      <BackButton onBack={() => {}} />
      <Button look="primary">Hire</Button>
      <Button look="secondary">Save draft</Button>
      <Button look="ghost">Skip</Button>
      <Button look="danger">Delete</Button>
      <Button look="link">Terms</Button>
      <Button loading>Pay</Button>
      <LoadingSpinner size="sm" />
      <LoadingLogo />
      <Button onClick={() => drawer.open({ title: 'Candidate', body: <p>Profile</p>, topLink: { label: 'Full profile', href: '/candidate/1' }, onAction: () => {}, showCancel: true })}>
        Open drawer
      </Button>
    </main>
  );
}

describe('accessibility (axe, WCAG 2.2 AA rules that jsdom can check)', () => {
  it('passes on a page with the banner, buttons, loaders and toasts', async () => {
    renderWithUi(<Page />);
    act(() => {
      notify({ kind: 'notification', title: 'New applicant', comment: 'Ana applied' });
      notify({ kind: 'success', title: 'Saved' });
    });
    await screen.findByText('New applicant');
    expect(await violations()).toEqual([]);
  });

  it('passes with the drawer open', async () => {
    renderWithUi(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open drawer' }));
    await screen.findByRole('dialog', { name: 'Candidate' });
    expect(await violations()).toEqual([]);
  });

  it('passes with a modal open', async () => {
    renderWithUi(
      <main>
        <h1>Offers</h1>
        <Modal open onClose={() => {}} title="Confirm offer" footer={<Button>Confirm</Button>}>
          <p>Send the offer now?</p>
        </Modal>
      </main>,
    );
    await screen.findByRole('dialog', { name: 'Confirm offer' });
    expect(await violations()).toEqual([]);
  });

  it('passes on choice groups, as cards and plain, with an error and a choice that is off', async () => {
    const plans = [
      { value: 'monthly', label: 'Monthly', description: 'Billed each month' },
      { value: 'yearly', label: 'Yearly', disabled: true },
    ];
    renderWithUi(
      <main>
        <h1>Plans</h1>
        <ChoiceGroup legend="Plan" choices={plans} value="monthly" onChange={() => {}} />
        <ChoiceGroup legend="Renewal" look="plain" required choices={plans} value={null} onChange={() => {}} error="Choose one." announceError />
      </main>,
    );
    expect(await violations()).toEqual([]);
  });
});
