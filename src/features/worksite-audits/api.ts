import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type AuditQueueState = S['AuditQueueState'];
export type AuditQueueItem = S['AuditQueueItem'];
export type AuditStatus = S['AuditStatus'];
export type AuditSummary = S['AuditSummary'];
export type WorksiteAudit = S['WorksiteAudit'];
export type AuditWork = S['AuditWork'];
export type AuditDecision = S['AuditDecision'];
export type Auditor = S['Auditor'];

export const QUEUE_STATES = ['awaiting', 'pending', 'passed', 'failed'] as const satisfies readonly AuditQueueState[];
export const AUDIT_STATUSES = ['assigned', 'in_progress', 'passed', 'failed'] as const satisfies readonly AuditStatus[];
export const PAGE_SIZE = 20;

/** The keys every page of the lists and every opened audit start with ($api keys are `[method, path, init]`). */
export const QUEUE_KEY = ['get', '/admin/audits'] as const;
export const AUDITORS_KEY = ['get', '/admin/auditors'] as const;
export const MINE_KEY = ['get', '/audits'] as const;
export const AUDIT_KEY = ['get', '/audits/{id}'] as const;

/** listAuditQueue: a page of worksites in one audit state (and country), the longest waiting first. */
export const useAuditQueue = (state: AuditQueueState, country: string | undefined, page: number) =>
  $api.useQuery('get', '/admin/audits', { params: { query: { state, ...(country ? { country } : {}), page, page_size: PAGE_SIZE } } });

/** listVerifiedAuditors: the first page of auditors an administrator may assign (50, by name). */
export const useVerifiedAuditors = () => $api.useQuery('get', '/admin/auditors', { params: { query: { page_size: 50 } } });

/** listMyAudits: the auditor's audits, open ones by default. */
export const useMyAudits = (status: AuditStatus | undefined, page: number) =>
  $api.useQuery('get', '/audits', { params: { query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE } } });

/** getAudit: one audit with its worksite, checklist, photos and findings. */
export const useAudit = (id: string) => $api.useQuery('get', '/audits/{id}', { params: { path: { id } } });

/** getAudit as a plain call: the audit read again after a refused start (src/machines/worksite-audit.machine.ts). */
export const readAudit = (id: string): Promise<WorksiteAudit> => unwrap(api.GET('/audits/{id}', { params: { path: { id } } }));

export const assignAudit = (body: S['AuditAssignment']): Promise<WorksiteAudit> => unwrap(api.POST('/admin/audits', { body }));
export const startAudit = (id: string): Promise<WorksiteAudit> => unwrap(api.POST('/audits/{id}/start', { params: { path: { id } } }));
export const saveAuditWork = (id: string, body: AuditWork): Promise<WorksiteAudit> => unwrap(api.PUT('/audits/{id}/work', { params: { path: { id } }, body }));
export const decideAudit = (id: string, body: AuditDecision): Promise<WorksiteAudit> => unwrap(api.POST('/audits/{id}/decision', { params: { path: { id } }, body }));

/** The form AuditPhotoUpload describes: the one file. */
function photoForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const uploadAuditPhoto = (id: string, file: File): Promise<WorksiteAudit> =>
  // The contract types the body by its field; it travels as the multipart form it makes.
  unwrap(api.POST('/audits/{id}/photos', { params: { path: { id } }, body: { file } as unknown as S['AuditPhotoUpload'], bodySerializer: () => photoForm(file) }));

export const removeAuditPhoto = (photoId: string): Promise<WorksiteAudit> => unwrap(api.DELETE('/audit-photos/{id}', { params: { path: { id: photoId } } }));
