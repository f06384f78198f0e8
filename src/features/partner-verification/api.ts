import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { DocumentUpload, PartnerDocument, PartnerVerification, VerificationFields } from '@/machines/partner-verification.machine';

type S = components['schemas'];

/* The reads and writes of a partner's own verification (tag partners). */

export const VERIFICATION_KEY = ['get', '/partner/verification'] as const;

/** getMyPartnerVerification; `enabled` false for someone who is not a partner (the call would be refused). */
export const useMyPartnerVerification = (enabled = true) => $api.useQuery('get', '/partner/verification', {}, { enabled });

export const readVerification = (): Promise<PartnerVerification> => unwrap(api.GET('/partner/verification'));

/** Saves the form as a draft; a business association's regions go with it, the other kinds send none. */
export const saveVerification = (fields: VerificationFields, withRegions: boolean): Promise<PartnerVerification> => {
  const { regions, ...details } = fields;
  return unwrap(api.PUT('/partner/verification', { body: withRegions ? { ...details, regions } : details }));
};

/** The form the contract's PartnerDocumentUpload describes: what the paper is, and the file. */
function documentForm({ kind, file }: DocumentUpload): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return form;
}

export const uploadDocument = (upload: DocumentUpload): Promise<PartnerDocument> =>
  unwrap(
    api.POST('/partner/verification/documents', {
      // The contract types the body by its fields; it travels as the multipart form they make.
      body: upload as unknown as S['PartnerDocumentUpload'],
      bodySerializer: () => documentForm(upload),
    }),
  );

/** Removes a document; the verification as the server then holds it. */
export async function removeDocument(id: string): Promise<PartnerVerification> {
  await unwrap(api.DELETE('/partner/verification/documents/{id}', { params: { path: { id } } }));
  return readVerification();
}

export const submitVerification = (): Promise<PartnerVerification> => unwrap(api.POST('/partner/verification/submission'));

