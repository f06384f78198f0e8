import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

/* The agent's reads and writes: its invitations, its clients and their pipeline (openapi/paths/agents.yaml). */

type S = components['schemas'];
export type ClientInvitation = S['ClientInvitation'];
export type AgentClient = S['AgentClient'];
export type Applicant = S['Applicant'];
export type ApplicationStatus = S['ApplicationStatus'];
export const PAGE_SIZE = 20;
/** The jobs offered in the client page's job choice: the newest fifty, the contract's largest page. */
const JOB_CHOICES = 50;

export const useAgentInvitations = (page = 1) => $api.useQuery('get', '/agent/invitations', { params: { query: { page, page_size: PAGE_SIZE } } });

export const useAgentClients = (page = 1) => $api.useQuery('get', '/agent/clients', { params: { query: { page, page_size: PAGE_SIZE } } });

export const useAgentClient = (employerId: string) =>
  $api.useQuery('get', '/agent/clients/{id}', { params: { path: { id: employerId } } }, { retry: false });

export const useClientJobs = (employerId: string) =>
  $api.useQuery('get', '/agent/clients/{id}/jobs', { params: { path: { id: employerId }, query: { page_size: JOB_CHOICES } } }, { retry: false });

export const useClientApplicants = (employerId: string, jobId: string | undefined, page: number) =>
  $api.useQuery(
    'get',
    '/agent/clients/{id}/applicants',
    { params: { path: { id: employerId }, query: { ...(jobId ? { job_id: jobId } : {}), page, page_size: PAGE_SIZE } } },
    { retry: false },
  );

export const answerInvitation = ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
  unwrap(
    answer === 'accept'
      ? api.POST('/agent/invitations/{id}/accept', { params: { path: { id } } })
      : api.POST('/agent/invitations/{id}/decline', { params: { path: { id } } }),
  );

export const shortlist = (applicationId: string) => unwrap(api.POST('/agent/applicants/{id}/shortlist', { params: { path: { id: applicationId } } }));

export type InterviewInvite = S['InterviewInviteRequest'];
export const scheduleInterview = (applicationId: string, body: InterviewInvite) =>
  unwrap(api.POST('/agent/applicants/{id}/interview', { params: { path: { id: applicationId } }, body }));

export type Proposal = S['CandidateProposal'] & { job_id: string };
export const proposeCandidate = ({ job_id, ...body }: Proposal) => unwrap(api.POST('/agent/jobs/{id}/proposals', { params: { path: { id: job_id } }, body }));
