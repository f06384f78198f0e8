import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import ContactPage from './ContactPage';

const server = mockApi(anonymousMe);
const routes = [{ path: '/contact-us', element: <ContactPage /> }];

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(m.contactform_field_name()), 'Ama Mensah');
  await user.type(screen.getByLabelText(m.contactform_field_email()), 'ama@example.com');
  await user.selectOptions(screen.getByLabelText(m.contactform_field_topic()), 'hiring');
  await user.type(screen.getByLabelText(m.contactform_field_message()), 'We would like two remote bookkeepers by March.');
}

describe('ContactPage', { timeout: 30_000 }, () => {
  it('sends the message with the language, once, and shows the reference', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/public/contact'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ reference: 'CT-7K3QX9', received_at: '2027-03-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/contact-us');
    expect(await axeViolations()).toEqual([]);
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: m.contactform_submit() }));
    expect(await screen.findByText(m.contactform_sent_body({ email: 'ama@example.com', reference: 'CT-7K3QX9' }))).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ama Mensah', email: 'ama@example.com', topic: 'hiring', message: 'We would like two remote bookkeepers by March.', locale: 'en' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the fields before sending, shows server field errors, and keeps everything on failure', async () => {
    let answer = () => problem(400, 'VALIDATION_FAILED', 'Invalid.', { email: 'This address cannot receive mail.' });
    server.use(http.post(apiUrl('/public/contact'), () => answer()));
    const user = userEvent.setup();
    renderRoutes(routes, '/contact-us');
    await user.click(await screen.findByRole('button', { name: m.contactform_submit() }));
    expect(await screen.findByText(m.forms_error_name())).toBeInTheDocument();
    expect(screen.getByText(m.forms_error_text())).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: m.contactform_submit() }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    answer = () => HttpResponse.error();
    await user.click(screen.getByRole('button', { name: m.contactform_submit() }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.error_network());
    expect(screen.getByLabelText(m.contactform_field_message())).toHaveValue('We would like two remote bookkeepers by March.');
    expect(document.getElementById('contact-website')).toHaveAttribute('tabindex', '-1');
  });
});
