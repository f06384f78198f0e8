import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { SelectOptions } from './SelectOptions';

describe('SelectOptions', () => {
  it('puts the empty choice first, then the options in order', () => {
    renderWithUi(
      <select aria-label="Level" defaultValue="">
        <SelectOptions placeholder="Any level" options={[{ value: 'entry', label: 'Entry' }, { value: 'expert', label: 'Expert' }]} />
      </select>,
    );
    const options = within(screen.getByRole('combobox', { name: 'Level' })).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Any level'],
      ['entry', 'Entry'],
      ['expert', 'Expert'],
    ]);
  });
});
