import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type MessageReport = S['MessageReport'];
export type ReportStatus = S['MessageReportStatus'];
export type ReportDecision = S['MessageReportDecision'];
export type ConversationPerson = S['ConversationPerson'];

/** The statuses listMessageReports filters by, in the order the filter offers them. */
export const STATUSES = ['open', 'resolved', 'dismissed'] as const satisfies readonly ReportStatus[];
export const PAGE_SIZE = 20;

/** The 409 of a decision on a report someone else has decided already. */
export const DECIDED = 'REPORT_ALREADY_DECIDED';

/** The key every page and status of the queue starts with ($api keys are `[method, path, init]`). */
export const REPORTS_KEY = ['get', '/admin/message-reports'] as const;

/** listMessageReports: a page of one status, newest first. */
export const useReportQueue = (status: ReportStatus, page: number) =>
  $api.useQuery('get', '/admin/message-reports', { params: { query: { status, page, page_size: PAGE_SIZE } } });

export type Decision = { id: string; body: ReportDecision };

/** decideMessageReport: the decided report, or the server's problem. */
export const sendDecision = ({ id, body }: Decision): Promise<MessageReport> =>
  unwrap(api.POST('/admin/message-reports/{id}/decision', { params: { path: { id } }, body }));
