import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { DocumentUpload } from '@/machines/compliance-document.machine';

type S = components['schemas'];
export type ComplianceOverview = S['ComplianceOverview'];
export type ComplianceRequirement = S['ComplianceRequirement'];
export type ComplianceDocument = S['ComplianceDocument'];

/* The reads and writes of the candidate's onboarding pages. */

export const useCompliance = () => $api.useQuery('get', '/candidate/compliance');

/** The agreements signed in the app, each to sign or signed (src/features/agreements signs them). */
export const useMyAgreements = () => $api.useQuery('get', '/candidate/agreements');

/** The form the contract's ComplianceUpload describes: the kind, an identity document's expiry, the file. */
function uploadForm({ kind, file, expiresOn }: DocumentUpload): FormData {
  const form = new FormData();
  form.append('kind', kind);
  if (expiresOn) form.append('expires_on', expiresOn);
  form.append('file', file, file.name);
  return form;
}

export const uploadComplianceDocument = (upload: DocumentUpload) =>
  unwrap(
    api.POST('/candidate/compliance/documents', {
      // The contract types the body by its fields; it travels as the multipart form they make.
      body: upload as unknown as S['ComplianceUpload'],
      bodySerializer: () => uploadForm(upload),
    }),
  );

export const takeBackComplianceDocument = (documentId: string) =>
  unwrap(api.DELETE('/candidate/compliance/documents/{id}', { params: { path: { id: documentId } } }));
