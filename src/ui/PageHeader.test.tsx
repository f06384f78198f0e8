import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { PageHeader } from './PageHeader';
import { renderWithUi } from './renderWithUi';

describe('PageHeader', () => {
  it('gives the page its h1, explanation and actions', () => {
    renderWithUi(<PageHeader title="Jobs" description="Everything you posted." actions={<Button>Post a job</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Everything you posted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeInTheDocument();
  });

  it('needs only a title', () => {
    const { container } = renderWithUi(<PageHeader title="Offers" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Offers');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
