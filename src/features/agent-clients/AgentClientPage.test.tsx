import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { client, ravi, verifiedAgent } from '../../../tests/doubles/fixtures/agents';
import { makeApplicant } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import AgentClientPage from './AgentClientPage';

const server = mockApi(signedInAs(ravi), api.get('/partner/verification', ({ response }) => response(200).json(verifiedAgent)));
const employerId = client.employer.id;
const page = [{ path: '/agent/clients/:employerId', element: <RequireAuth><AgentClientPage /></RequireAuth> }];

describe('AgentClientPage', () => {
  it('shortlists a client’s applicant, as the client’s agent', async () => {
    const job = makeJob({ title: 'Bookkeeper for the clinic', status: 'open' });
    let applicant = makeApplicant(job);
    const shortlisted: string[] = [];
    server.use(
      api.get('/agent/clients/{id}', ({ response }) => response(200).json(client)),
      api.get('/agent/clients/{id}/jobs', ({ response }) =>
        response(200).json({ items: [{ id: job.id, title: job.title, hire_type: job.hire_type, status: 'open' }], page: 1, page_size: 50, has_more: false }),
      ),
      api.get('/agent/clients/{id}/applicants', ({ response }) => response(200).json({ applicants: [applicant], page: 1, page_size: 20, has_more: false })),
      api.post('/agent/applicants/{id}/shortlist', ({ params, response }) => {
        shortlisted.push(params.id);
        applicant = { ...applicant, status: 'shortlisted' };
        return response(200).json(applicant);
      }),
    );
    renderRoutes(page, `/agent/clients/${employerId}`);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytical Engines Ltd' })).toBeInTheDocument();
    const name = `${applicant.candidate.firstname} ${applicant.candidate.lastname}`;
    const list = await screen.findByRole('list', { name: 'Applicants' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(list).getByRole('button', { name: `Shortlist ${name}` }));
    expect(await screen.findByText(`${name} is shortlisted.`)).toBeInTheDocument();
    expect(shortlisted).toEqual([applicant.id]);
    // Shortlisted, the applicant can be invited to an interview but not shortlisted again.
    expect(await within(list).findByRole('button', { name: `Schedule an interview with ${name}` })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `Shortlist ${name}` })).not.toBeInTheDocument();
  }, 10_000);

  it('says so when the employer removed the agent', async () => {
    const ended = 'This employer has removed you as their agent: you no longer have access to their hiring.';
    server.use(
      api.get('/agent/clients/{id}', () => problem(403, 'AGENT_ACCESS_ENDED', ended)),
      api.get('/agent/clients/{id}/jobs', () => problem(403, 'AGENT_ACCESS_ENDED', ended)),
    );
    renderRoutes(page, `/agent/clients/${employerId}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This client could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByText(ended)).toBeInTheDocument();
  });
});
