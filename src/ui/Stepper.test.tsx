import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { Stepper } from './Stepper';

const steps = [
  { id: 'details', title: 'Details' },
  { id: 'pay', title: 'Pay' },
  { id: 'review', title: 'Review' },
] as const;

describe('Stepper', () => {
  it('marks the current step, says which are done, and opens a reached one again', async () => {
    const onSelect = vi.fn();
    renderWithUi(<Stepper steps={steps} current={2} reached={3} onSelect={onSelect} label="Steps" doneText="done" currentText="current step" />);
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[1]).toHaveTextContent('Pay(current step)');
    expect(within(nav).getByRole('button', { name: /Details\s*\(done\)/ })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Review' }));
    expect(onSelect).toHaveBeenCalledWith('review', 3);
  });

  it('offers no step while the form is being sent, nor one not reached yet', () => {
    const { rerender } = renderWithUi(<Stepper steps={steps} current={2} reached={2} onSelect={() => {}} label="Steps" doneText="done" />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    rerender(<Stepper steps={steps} current={2} reached={2} onSelect={() => {}} label="Steps" doneText="done" disabled />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
