import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { complianceDocumentMachine, type ComplianceDocument, type DocumentUpload } from '@/machines/compliance-document.machine';
import type { ComplianceDocumentKind } from '@/shared/compliance';
import { notify } from '@/ui/toaster';
import { takeBackComplianceDocument, uploadComplianceDocument } from './api';

/**
 * One document's card: its machine with the calls behind it. Once uploaded or taken back it is
 * said so and the overview read again (its progress and statuses move).
 */
export function useComplianceDocument(kind: ComplianceDocumentKind, document: ComplianceDocument | null, today: string) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/compliance'] });
  return useMachine(
    complianceDocumentMachine.provide({
      actors: {
        upload: fromPromise<ComplianceDocument, DocumentUpload>(({ input }) => uploadComplianceDocument(input)),
        takeBack: fromPromise<void, { documentId: string }>(async ({ input }) => {
          await takeBackComplianceDocument(input.documentId);
        }),
      },
      actions: {
        uploaded: () => {
          notify({ kind: 'success', title: m.onb_uploaded(), comment: m.onb_uploaded_body() });
          readAgain();
        },
        takenBack: () => {
          notify({ kind: 'success', title: m.onb_taken_back() });
          readAgain();
        },
      },
    }),
    { input: { kind, document, today } },
  );
}
