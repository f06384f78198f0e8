// A candidate's compliance documents behind MSW, as the server keeps them, for the onboarding
// pages' tests: an upload replaces the document of its kind and sends it back to review, taking
// back removes one that is not approved (409 otherwise), and every upload is recorded with the
// form's fields as the server received them.
import type { RequestHandler } from 'msw';
import { api, problem } from '../api';
import { bothToSign, type AgreementList } from '../fixtures/agreements';
import { makeComplianceDocument, type ComplianceOverview } from '../fixtures/onboarding';

export interface ReceivedUpload {
  kind: string;
  expires_on: string | null;
  file: { name: string; type: string; size: number };
}

export function onboardingStore(
  overview: ComplianceOverview,
  options: { refuseUpload?: { status: number; code: string; message: string; fields?: Record<string, string> }; agreements?: AgreementList } = {},
) {
  const uploads: ReceivedUpload[] = [];
  const takenBack: string[] = [];
  let refusal = options.refuseUpload;
  const handlers: RequestHandler[] = [
    api.get('/candidate/compliance', ({ response }) => response(200).json(overview)),
    // The agreements listed beside the documents (src/features/onboarding/AgreementsSection.tsx): both to sign unless a test says otherwise.
    api.get('/candidate/agreements', ({ response }) => response(200).json(options.agreements ?? bothToSign())),
    api.post('/candidate/compliance/documents', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const upload = { kind: String(form.get('kind')), expires_on: (form.get('expires_on') as string | null) ?? null, file: { name: file.name, type: file.type, size: file.size } };
      uploads.push(upload);
      if (refusal) {
        const { status, code, message, fields } = refusal;
        refusal = undefined;
        return problem(status, code, message, fields);
      }
      const requirement = overview.requirements.find((r) => r.kind === upload.kind)!;
      const document = makeComplianceDocument({
        id: requirement.document?.id,
        kind: requirement.kind,
        file: { name: file.name, content_type: 'application/pdf', size_bytes: file.size },
        ...(upload.expires_on ? { expires_on: upload.expires_on } : {}),
      });
      Object.assign(requirement, { status: 'submitted', document });
      overview.complete = false;
      return response(201).json(document);
    }),
    api.delete('/candidate/compliance/documents/{id}', ({ params, response }) => {
      const requirement = overview.requirements.find((r) => r.document?.id === params.id);
      if (!requirement) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      if (requirement.document!.status === 'approved') return problem(409, 'COMPLIANCE_DOCUMENT_APPROVED', 'This document is approved and can’t be deleted.');
      takenBack.push(params.id);
      delete requirement.document;
      requirement.status = 'missing';
      return response(204).empty();
    }),
  ];
  return { overview, handlers, uploads, takenBack };
}
