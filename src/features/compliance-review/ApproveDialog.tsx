import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { DecisionDialog, type DecisionDialogFrame } from './DecisionDialog';
import { useDecision } from './flows';
import { KIND_TITLE } from './words';

/** "Approve this document?": a short confirmation, then the decision is sent as it is. */
export function ApproveDialog(frame: DecisionDialogFrame) {
  const { item, onDone } = frame;
  const { busy, problem, decide } = useDecision(onDone);
  return (
    <DecisionDialog
      kind="approve"
      frame={frame}
      busy={busy}
      problem={problem}
      unplaced
      onConfirm={() => decide({ id: item.document.id, body: { decision: 'approved' } })}
    >
      <Text>{m.crev_approve_body({ kind: KIND_TITLE[item.document.kind](), file: item.document.file.name })}</Text>
    </DecisionDialog>
  );
}
