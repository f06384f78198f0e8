import { Alert } from '@chakra-ui/react';
import type { RefObject } from 'react';

/** What the last decision did; focus lands here when its dialog closes (use-decision-dialog.ts) or its item leaves the queue (use-queue-notice.ts). */
export function DecisionNotice({ notice, noticeRef }: { notice: string | null; noticeRef: RefObject<HTMLDivElement | null> }) {
  if (!notice) return null;
  return (
    <Alert.Root ref={noticeRef} status="success" role="status" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Description>{notice}</Alert.Description>
    </Alert.Root>
  );
}
