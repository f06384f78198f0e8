import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid';
import { renderWithUi } from './render-with-ui';

const cards = [
  { title: 'Post a job', body: 'Say what you need.' },
  { title: 'Interview', body: 'Meet the people you like.' },
];

describe('CardGrid', () => {
  it('lists cards with an h3 each, numbered in an ordered list for steps', () => {
    const { container, rerender } = renderWithUi(<CardGrid columns={2} cards={cards} numbered />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Post a job', 'Interview']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('2InterviewMeet the people you like.');
    rerender(<CardGrid columns={2} cards={cards} />);
    expect(container.querySelector('ul')).not.toBeNull();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/^InterviewMeet the people you like\.$/);
  });
});
