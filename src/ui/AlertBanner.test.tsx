import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertBanner, type AlertBannerType } from './AlertBanner';
import { renderWithUi } from './render-with-ui';

describe('AlertBanner', () => {
  it('interrupts with role=alert for errors', () => {
    renderWithUi(<AlertBanner type="error" message="Payment failed" onClose={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Payment failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each<AlertBannerType>(['success', 'info'])('waits politely with role=status for %s', (type) => {
    renderWithUi(<AlertBanner type={type} message="Profile saved" onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<AlertBannerType>(['success', 'error', 'info'])('shows the %s icon, hidden from screen readers', (type) => {
    renderWithUi(<AlertBanner type={type} message="Hello" onClose={() => {}} />);
    const icon = screen.getByRole(type === 'error' ? 'alert' : 'status').querySelector('svg');
    expect(icon).toHaveAttribute('data-kind', type);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onClose from its close button', async () => {
    const onClose = vi.fn();
    renderWithUi(<AlertBanner type="info" message="Heads up" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for an empty message', () => {
    renderWithUi(<AlertBanner type="info" message="" onClose={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
