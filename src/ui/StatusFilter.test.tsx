import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { StatusFilter } from './StatusFilter';

const choices = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: undefined, label: 'All' },
] as const;

describe('StatusFilter', () => {
  it('links each status, back to the first page, and marks the current one', () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/jobs?status=closed&page=3&q=tax']}>
        <StatusFilter label="Job status" choices={choices} current="closed" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Job status' });
    expect(within(nav).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/jobs?status=open&q=tax');
    expect(within(nav).getByRole('link', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/jobs?q=tax');
    expect(within(nav).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('leaves `?status=` out for the status the list shows without it', () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/jobs?status=closed']}>
        <StatusFilter label="Job status" choices={choices} current="closed" fallback="open" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/jobs');
  });
});
