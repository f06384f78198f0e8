import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { SelectField } from './SelectField';

const options = [
  { value: 'entry', label: 'Entry' },
  { value: 'expert', label: 'Expert' },
];

describe('SelectField', () => {
  it('names the select by its label and describes it by its hint, then its error', () => {
    renderWithUi(<SelectField id="level" label="Level" hint="Pick one" error="Required" placeholder="Choose…" options={options} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'level-hint level-error');
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'entry', 'expert']);
  });

  it('offers no empty choice without a placeholder', () => {
    renderWithUi(<SelectField id="level" label="Level" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['entry', 'expert']);
    expect(select).toHaveValue('entry');
  });
});
