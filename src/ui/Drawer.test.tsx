import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { renderWithUi } from './render-with-ui';
import { DrawerProvider } from './DrawerProvider';
import { useDrawer } from './use-drawer';
import { system } from './system';
import type { DrawerOptions } from './drawer-types';
import { dismissWithEscape } from '../../tests/doubles/dialogs';

function Opener(options: DrawerOptions) {
  const drawer = useDrawer();
  return <button type="button" onClick={() => drawer.open(options)}>Open drawer</button>;
}

async function openDrawer(options: DrawerOptions) {
  const user = userEvent.setup();
  renderWithUi(<Opener {...options} />);
  await user.click(screen.getByRole('button', { name: 'Open drawer' }));
  const dialog = await screen.findByRole('dialog', { name: String(options.title) });
  return { user, dialog };
}

describe('Drawer', () => {
  it('opens with its title, body and top link, inside #portal-root', async () => {
    const { dialog } = await openDrawer({
      title: 'Candidate',
      body: <p>Profile summary</p>,
      topLink: { label: 'Full profile', href: '/candidate/7' },
    });
    expect(dialog).toHaveTextContent('Profile summary');
    expect(screen.getByRole('link', { name: 'Full profile' })).toHaveAttribute('href', '/candidate/7');
    expect(document.getElementById('portal-root')).toContainElement(dialog);
  });

  it('fires Action without closing, and Cancel closes', async () => {
    const onAction = vi.fn();
    const onCancel = vi.fn();
    const { user } = await openDrawer({ title: 'Hire', onAction, onCancel });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Hire' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses custom button labels and disables a loading action', async () => {
    await openDrawer({ title: 'Offer', onAction: () => {}, actionLabel: 'Send offer', actionLoading: true, showCancel: true, cancelLabel: 'Not now' });
    expect(screen.getByRole('button', { name: /Send offer/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
  });

  it('lets the opener show progress on the open drawer with update()', async () => {
    function SavingOpener() {
      const drawer = useDrawer();
      return (
        <button type="button" onClick={() => drawer.open({ title: 'Edit job', onAction: () => drawer.update({ actionLoading: true }) })}>
          Open drawer
        </button>
      );
    }
    const user = userEvent.setup();
    renderWithUi(<SavingOpener />);
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const action = await screen.findByRole('button', { name: 'Action' });
    expect(action).toBeEnabled();
    await user.click(action);
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Action' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows no footer buttons unless asked', async () => {
    await openDrawer({ title: 'Plain' });
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('closes on Esc and tells the opener', async () => {
    const onClose = vi.fn();
    const { user } = await openDrawer({ title: 'Esc me', onClose });
    await dismissWithEscape(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside the panel', async () => {
    const { dialog } = await openDrawer({ title: 'Outside' });
    expect(dialog).toBeInTheDocument();
    const backdrop = document.querySelector<HTMLElement>('#portal-root [data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    // zag arms its outside-click listener a frame plus a tick after opening (the pointer lock marks
    // the frame); no person clicks sooner.
    await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A modal layer sets pointer-events: none on everything outside it, so a browser
    // delivers the click to <html>; user-event would refuse, hence the check is off.
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its close control', async () => {
    const { user } = await openDrawer({ title: 'Closable' });
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('locks page scroll while open', async () => {
    const { user } = await openDrawer({ title: 'Scroll' });
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await dismissWithEscape(user);
    await waitFor(() => expect(document.body).not.toHaveStyle({ overflow: 'hidden' }));
  });

  it('navigates its top link inside the router without a reload', async () => {
    // One provider above both pages, as in the app's layout, so only the link can close the drawer.
    const router = createMemoryRouter(
      [{
        element: <DrawerProvider><Outlet /></DrawerProvider>,
        children: [
          { path: '/jobs', element: <Opener title="Job" topLink={{ label: 'Open job page', href: '/jobs/7' }} /> },
          { path: '/jobs/7', element: <h1>Job 7</h1> },
        ],
      }],
      { initialEntries: ['/jobs'] },
    );
    const user = userEvent.setup();
    renderWithUi(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    await user.click(await screen.findByRole('link', { name: 'Open job page' }));
    expect(await screen.findByRole('heading', { name: 'Job 7' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies the requested width', async () => {
    const { dialog } = await openDrawer({ title: 'Wide', size: 'xl' });
    expect(dialog).toHaveAttribute('data-size', 'xl');
  });

  it('throws when useDrawer is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ChakraProvider value={system}>
          <Opener title="x" />
        </ChakraProvider>,
      ),
    ).toThrow('useDrawer must be used within a DrawerProvider');
  });

  it('throws a clear error when the page has no #portal-root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.getElementById('portal-root')?.remove();
    expect(() =>
      render(
        <ChakraProvider value={system}>
          <DrawerProvider>content</DrawerProvider>
        </ChakraProvider>,
      ),
    ).toThrow(/portal-root/);
  });
});
