import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { SaveWorksiteInput, Worksite } from '@/machines/worksite-editor.machine';

/* The reads and writes of a BPO's accreditation application and worksites (server/bpo). */

type S = components['schemas'];
export type BpoAccreditation = S['BpoAccreditation'];
export type BpoApplicationInput = S['BpoApplicationInput'];
export type WorksiteStatus = S['WorksiteStatus'];

export const useMyAccreditation = () => $api.useQuery('get', '/bpo/accreditation');

export const useMyWorksites = (query: { page?: number; status?: WorksiteStatus; page_size?: number }) =>
  $api.useQuery('get', '/bpo/worksites', { params: { query } });

export const useMyWorksite = (id: string) => $api.useQuery('get', '/bpo/worksites/{id}', { params: { path: { id } } });

export const applyForAccreditation = (body: BpoApplicationInput): Promise<BpoAccreditation> => unwrap(api.PUT('/bpo/accreditation', { body }));

export const saveWorksite = ({ worksiteId, body }: SaveWorksiteInput): Promise<Worksite> =>
  worksiteId ? unwrap(api.PUT('/bpo/worksites/{id}', { params: { path: { id: worksiteId } }, body })) : unwrap(api.POST('/bpo/worksites', { body }));

export const closeWorksite = (id: string): Promise<Worksite> => unwrap(api.POST('/bpo/worksites/{id}/close', { params: { path: { id } } }));

/** The form WorksitePhotoUpload describes: the one file. */
function photoForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const uploadWorksitePhoto = (id: string, file: File): Promise<Worksite> =>
  // The contract types the body by its field; it travels as the multipart form it makes.
  unwrap(
    api.POST('/bpo/worksites/{id}/photos', {
      params: { path: { id } },
      body: { file } as unknown as S['WorksitePhotoUpload'],
      bodySerializer: () => photoForm(file),
    }),
  );

export const removeWorksitePhoto = (photoId: string): Promise<Worksite> => unwrap(api.DELETE('/bpo/worksite-photos/{id}', { params: { path: { id: photoId } } }));

/** The auditors' decisions on the BPO's worksites, latest first, with their reasons and findings (listMyAuditResults). */
export const useMyAuditResults = (page: number) =>
  $api.useQuery('get', '/bpo/audit-results', { params: { query: { page, page_size: AUDIT_RESULTS_PAGE_SIZE } } });

export const AUDIT_RESULTS_PAGE_SIZE = 10;
