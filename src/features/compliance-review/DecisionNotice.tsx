import { Alert } from '@chakra-ui/react';
import type { DocumentDecisions } from './use-document-decisions';

/** What the last decision did; focus lands here when its dialog closes. */
export function DecisionNotice({ decisions: { notice, noticeRef } }: { decisions: DocumentDecisions }) {
  if (!notice) return null;
  return (
    <Alert.Root ref={noticeRef} status="success" role="status" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Description>{notice}</Alert.Description>
    </Alert.Root>
  );
}
