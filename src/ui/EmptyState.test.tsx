import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { renderWithUi } from './render-with-ui';

describe('EmptyState', () => {
  it('says why the list is empty and offers the way forward', () => {
    renderWithUi(
      <EmptyState title="No jobs yet" description="Post a job to start receiving applicants." action={<Button>Post a job</Button>} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No jobs yet');
    expect(status).toHaveTextContent('Post a job to start receiving applicants.');
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('stands with a title alone', () => {
    renderWithUi(<EmptyState title="No offers match these filters" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^No offers match these filters$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
