import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeAgentInvitation, ravi, verifiedAgentPage } from '../../../tests/doubles/fixtures/agents';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import AgentSettingsPage from './AgentSettingsPage';

// Beside the e-mail form, the verified agents to pick from: none unless a test says otherwise.
const server = mockApi(
  signedInAs(ada),
  api.get('/employer/agents', ({ response }) => response(200).json(verifiedAgentPage([]))),
);
const page = [{ path: '/settings/partners', element: <RequireAuth><AgentSettingsPage /></RequireAuth> }];

describe('AgentSettingsPage', () => {
  it('checks the address, invites the agent, shows the agent’s acceptance, and removes it once confirmed', async () => {
    let invitation: ReturnType<typeof makeAgentInvitation> | null = null;
    const sent: unknown[] = [];
    server.use(
      api.get('/employer/currentagent', ({ response }) => response(200).json(invitation?.status === 'accepted' ? { current: invitation } : {})),
      api.get('/employer/agentrequested', ({ response }) =>
        response(200).json({ items: invitation?.status === 'invited' ? [invitation] : [], page: 1, page_size: 1, has_more: false }),
      ),
      api.post('/employer/requestagent', async ({ request, response }) => {
        sent.push(await request.json());
        invitation = makeAgentInvitation();
        return response(201).json(invitation);
      }),
      api.delete('/employer/removeagent/{id}', ({ response }) => {
        const removed = { ...invitation!, status: 'removed' as const, removed_at: '2026-12-03T09:00:00.000Z' };
        invitation = null;
        return response(200).json(removed);
      }),
    );
    const { queryClient } = renderRoutes(page, '/settings/partners');
    const user = userEvent.setup({ delay: null });

    const email = await screen.findByLabelText('Agent’s e-mail address');
    await user.click(screen.getByRole('button', { name: 'Invite agent' }));
    expect(screen.getByText('Enter the agent’s e-mail address.')).toBeInTheDocument();
    await user.type(email, 'ravi@menon-talent.example');
    await user.click(screen.getByRole('button', { name: 'Invite agent' }));
    expect(await screen.findByText(/Invitation sent to ravi@menon-talent\.example\. It waits for an answer until/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ravi@menon-talent.example' }]);
    expect(await axeViolations()).toEqual([]);

    // The agent accepts; read again (as on coming back to the tab), it shows as the current agent.
    invitation = makeAgentInvitation({ status: 'accepted', answered_at: '2026-12-02T09:00:00.000Z' });
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('Current agent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Menon Talent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Menon Talent as your agent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove agent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove agent' }));
    expect(await screen.findByText('Menon Talent is no longer your agent.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Agent’s e-mail address')).toBeInTheDocument();
  }, 10_000);

  it('says why an invitation was refused', async () => {
    server.use(
      api.get('/employer/currentagent', ({ response }) => response(200).json({})),
      api.get('/employer/agentrequested', ({ response }) => response(200).json({ items: [], page: 1, page_size: 1, has_more: false })),
      api.post('/employer/requestagent', () => problem(409, 'AGENT_EMAIL_NOT_AGENT', 'This e-mail address belongs to an account that is not an agent’s.')),
    );
    renderRoutes(page, '/settings/partners');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Agent’s e-mail address'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite agent' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The invitation was not sent.')).toBeInTheDocument();
    expect(within(alert).getByText('This e-mail address belongs to an account that is not an agent’s.')).toBeInTheDocument();
  });

  it('searches the verified agents and invites the one picked, by its id, from the keyboard', async () => {
    let invitation: ReturnType<typeof makeAgentInvitation> | null = null;
    const searched: Array<string | null> = [];
    const sent: unknown[] = [];
    server.use(
      api.get('/employer/currentagent', ({ response }) => response(200).json({})),
      api.get('/employer/agentrequested', ({ response }) =>
        response(200).json({ items: invitation ? [invitation] : [], page: 1, page_size: 1, has_more: false }),
      ),
      api.get('/employer/agents', ({ request, response }) => {
        const q = new URL(request.url).searchParams.get('q');
        searched.push(q);
        return response(200).json(verifiedAgentPage(q ? verifiedAgentPage().items.filter((a) => a.business_name.toLowerCase().includes(q)) : undefined));
      }),
      api.post('/employer/requestagent', async ({ request, response }) => {
        sent.push(await request.json());
        invitation = makeAgentInvitation();
        return response(201).json(invitation);
      }),
    );
    renderRoutes(page, '/settings/partners');
    const user = userEvent.setup({ delay: null });

    const picker = await screen.findByRole('region', { name: 'Choose a verified agent' });
    expect(await within(picker).findByText('Manila Talent Partners')).toBeInTheDocument();
    expect(within(picker).getByText('Ravi Menon · India')).toBeInTheDocument();
    // Headings in order: the page, the agent, then the way to pick one.
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H1 Partners', 'H2 Your agent', 'H3 Choose a verified agent']);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(picker).getByLabelText('Name or business name'), 'menon{Enter}');
    expect(await within(picker).findByRole('listitem')).toHaveTextContent('Menon Talent');
    expect(within(picker).queryByText('Manila Talent Partners')).not.toBeInTheDocument();
    expect(searched.at(-1)).toBe('menon');

    // Tab from the search button to the agent's own button, and press it.
    await user.tab();
    await user.tab();
    expect(within(picker).getByRole('button', { name: 'Invite Menon Talent' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Invitation sent to ravi@menon-talent\.example\. It waits for an answer until/)).toBeInTheDocument();
    expect(sent).toEqual([{ agent_id: ravi.id }]);
    expect(screen.queryByRole('region', { name: 'Choose a verified agent' })).not.toBeInTheDocument();
  }, 10_000);
});
