import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import BookDemoPage from './BookDemoPage';

const nine = '2027-03-02T09:00:00.000Z';
const ten = '2027-03-02T10:00:00.000Z';
let offered = [nine, ten];
const slotsHandler = http.get(apiUrl('/public/demo-slots'), () => HttpResponse.json({ slots: offered.map((starts_at) => ({ starts_at, minutes: 30 })) }));
const server = mockApi(anonymousMe, slotsHandler);
const routes = [{ path: '/book-a-demo', element: <BookDemoPage /> }];

const radios = () => screen.findAllByRole('radio');

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(m.demobook_field_name()), 'Lucía Romero');
  await user.type(screen.getByLabelText(m.demobook_field_email()), 'lucia@example.com');
  await user.type(screen.getByLabelText(m.demobook_field_company()), 'Romero Legal');
  await user.selectOptions(screen.getByLabelText(m.demobook_field_team_size()), '11-50');
}

describe('BookDemoPage', { timeout: 30_000 }, () => {
  it('books the chosen slot with the details, and says so', async () => {
    offered = [nine, ten];
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl('/public/demo-bookings'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'DM-7K3QX9', starts_at: nine, minutes: 30 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/book-a-demo');
    expect(await radios()).toHaveLength(2);
    expect(screen.getByRole('button', { name: m.demobook_submit() })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
    await user.click((await radios())[0]!);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: m.demobook_submit() }));
    expect(await screen.findByRole('heading', { name: m.demobook_booked_title() })).toHaveFocus();
    expect(screen.getByText(/DM-7K3QX9/)).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Lucía Romero', email: 'lucia@example.com', company: 'Romero Legal', team_size: '11-50', locale: 'en', starts_at: nine });
    expect(await axeViolations()).toEqual([]);
  });

  it('a slot taken meanwhile: the fresh list comes back without it, the details stay', async () => {
    offered = [nine, ten];
    server.use(
      http.post(apiUrl('/public/demo-bookings'), () => {
        offered = [ten];
        return problem(409, 'SLOT_TAKEN', 'Taken.');
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/book-a-demo');
    await user.click((await radios())[0]!);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: m.demobook_submit() }));
    expect(await screen.findByText(m.demobook_slot_taken())).toBeInTheDocument();
    await waitFor(async () => expect(await radios()).toHaveLength(1));
    expect(screen.getByLabelText(m.demobook_field_name())).toHaveValue('Lucía Romero');
    expect(screen.getByLabelText(m.demobook_field_company())).toHaveValue('Romero Legal');
    expect(screen.getByRole('button', { name: m.demobook_submit() })).toBeDisabled();
  });

  it('any other failure keeps everything and says why; the details are checked before sending', async () => {
    offered = [nine];
    server.use(http.post(apiUrl('/public/demo-bookings'), () => problem(429, 'RATE_LIMITED', 'Too many requests; try again in 12 minutes.')));
    const user = userEvent.setup();
    renderRoutes(routes, '/book-a-demo');
    await user.click((await radios())[0]!);
    await user.click(screen.getByRole('button', { name: m.demobook_submit() }));
    expect(await screen.findByText(m.demobook_error_name())).toBeInTheDocument();
    expect(screen.getByText(m.demobook_error_team_size())).toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: m.demobook_submit() }));
    expect(await screen.findByText('Too many requests; try again in 12 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText(m.demobook_field_email())).toHaveValue('lucia@example.com');
    expect((await radios())[0]).toBeChecked();
  });

  it('the bots-only field is out of reach of the keyboard and of screen readers', async () => {
    offered = [nine];
    renderRoutes(routes, '/book-a-demo');
    await radios();
    const trap = document.getElementById('demo-website')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('when the slots cannot load, says so and tries again', async () => {
    let fail = true;
    server.use(http.get(apiUrl('/public/demo-slots'), () => (fail ? HttpResponse.error() : HttpResponse.json({ slots: [{ starts_at: nine, minutes: 30 }] }))));
    const user = userEvent.setup();
    renderRoutes(routes, '/book-a-demo');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m.demobook_slots_failed())).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: m.demobook_retry() }));
    expect(await radios()).toHaveLength(1);
  });
});
