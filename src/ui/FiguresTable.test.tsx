import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiguresTable } from './FiguresTable';
import { renderWithUi } from './render-with-ui';

describe('FiguresTable', () => {
  it('names the table by its heading, heads each row by its first cell, and lines amounts up at the end', () => {
    renderWithUi(
      <>
        <h2 id="fees">Fees</h2>
        <FiguresTable
          labelledBy="fees"
          columns={[{ header: 'Fee' }, { header: 'Amount', end: true, strong: true }]}
          rows={[
            { key: 'setup', cells: ['Setup', '$499'] },
            { key: 'card', cells: ['Card', '2.9 %'] },
          ]}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Fees' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fee', 'Amount']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Setup', 'Card']);
    const amount = within(table).getByRole('cell', { name: '$499' });
    expect(getComputedStyle(amount).textAlign).toBe('end');
  });
});
