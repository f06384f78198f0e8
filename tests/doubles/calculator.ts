// Drives the price calculator (the pricing and estimate pages) the way a visitor does: by the
// labels of its fields. The lines it enters are in fixtures/estimates.ts.
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { EstimateLine } from '@/shared/estimate';

const addForm = () => screen.getByRole('form', { name: /^(Add a role|Change )/ });

export async function fillRole(user: UserEvent, line: EstimateLine) {
  const form = within(addForm());
  await user.selectOptions(form.getByLabelText('Role'), line.role);
  await user.selectOptions(form.getByLabelText('Experience'), line.experience);
  await user.selectOptions(form.getByLabelText('How you hire'), line.type_of_hire);
  const people = form.getByLabelText('How many people');
  await user.clear(people);
  await user.type(people, String(line.headcount));
  const hours = form.getByLabelText('Hours a week');
  await user.clear(hours);
  await user.type(hours, String(line.work_hours));
  await user.selectOptions(form.getByLabelText('Service period'), String(line.service_period_months));
  // A date field takes its value whole in a browser; typing it key by key is not how one is filled.
  fireEvent.change(form.getByLabelText('Start date'), { target: { value: line.start_date } });
  const security = form.getByRole('checkbox', { name: /Secure cloud computing/ });
  if ((security as HTMLInputElement).checked !== line.security) await user.click(security);
}

export async function addRole(user: UserEvent, line: EstimateLine) {
  await fillRole(user, line);
  await user.click(within(addForm()).getByRole('button', { name: 'Add role' }));
}

/** The card of each line added, in order. */
export const lineCards = () => within(screen.getByRole('region', { name: 'Your estimate' })).queryAllByRole('listitem');
