/**
 * Where a compliance document's file is downloaded, always as an attachment (the candidate's page
 * and the administrators' review both link to it): a plain link, the session's cookie goes with it.
 */
export const documentFileUrl = (documentId: string) => `/api/v1/compliance/documents/${encodeURIComponent(documentId)}/file`;
