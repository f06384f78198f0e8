import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const AgentActivityPage = lazyPage(() => import('@/features/agent-invitation/AgentActivityPage'));
const AgentClientsPage = lazyPage(() => import('@/features/agent-clients/AgentClientsPage'));
const AgentClientPage = lazyPage(() => import('@/features/agent-clients/AgentClientPage'));

/**
 * The agents' pages inside the dashboard layout (src/routes/router.tsx): the employer's record of what
 * its agent did, and the agent's clients. The employer's /settings/partners sits with the other
 * settings pages in the router.
 */
export const agentRoutes: RouteObject[] = [
  { path: '/dashboard/activity/partners', element: <AgentActivityPage /> },
  { path: '/agent/clients', element: <AgentClientsPage /> },
  { path: '/agent/clients/:employerId', element: <AgentClientPage /> },
];
