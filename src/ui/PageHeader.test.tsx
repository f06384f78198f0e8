import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { PageHeader } from './PageHeader';
import { renderWithUi } from './render-with-ui';

describe('PageHeader', () => {
  it('gives the page its h1, explanation and actions', () => {
    renderWithUi(<PageHeader title="Jobs" description="Everything you posted." actions={<Button>Post a job</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Everything you posted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeInTheDocument();
  });

  it('links to more under the explanation', () => {
    renderWithUi(
      <MemoryRouter>
        <PageHeader title="Privacy inquiry" description="Ask about your data." link={{ to: '/Privacy-Policy', label: 'Privacy policy' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/Privacy-Policy');
  });

  it('needs only a title', () => {
    const { container } = renderWithUi(<PageHeader title="Offers" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Offers');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
