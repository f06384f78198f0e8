import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { renderWithUi } from './render-with-ui';

describe('Pagination', () => {
  it('is absent when everything fits on the first page', () => {
    renderWithUi(<Pagination page={1} hasMore={false} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the next page from the first, never a previous one', async () => {
    const onPageChange = vi.fn();
    renderWithUi(<Pagination page={1} hasMore onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('goes back from the last page and stops there going forward', async () => {
    const onPageChange = vi.fn();
    renderWithUi(<Pagination page={3} hasMore={false} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
