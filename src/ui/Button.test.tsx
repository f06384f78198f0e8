import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonLook } from './Button';
import { renderWithUi } from './render-with-ui';

describe('Button', () => {
  it('clicks when idle', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Post job</Button>);
    const button = screen.getByRole('button', { name: 'Post job' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled, busy and unclickable while loading, keeping its name', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button loading onClick={onClick}>Post job</Button>);
    const button = screen.getByRole('button', { name: 'Post job' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the loading text beside a spinner', () => {
    renderWithUi(<Button loading loadingText="Posting…">Post job</Button>);
    const button = screen.getByRole('button', { name: 'Posting…' });
    expect(button.querySelector('.chakra-spinner')).not.toBeNull();
  });

  it.each<ButtonLook>(['primary', 'secondary', 'ghost', 'danger', 'link'])('renders the %s look', (look) => {
    renderWithUi(<Button look={look}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-look', look);
  });
});
