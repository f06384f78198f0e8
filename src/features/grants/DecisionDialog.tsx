import { Alert, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { Button, type ButtonLook } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { DECIDED, type GrantApplication } from './review-api';

/** What the page hands either decision dialog. */
export interface DecisionDialogFrame {
  application: GrantApplication;
  open: boolean;
  onDone: (decided: GrantApplication) => void;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

export interface DecisionDialogProps {
  open: boolean;
  title: string;
  /** The id of the form inside, which the footer's button submits. */
  formId: string;
  submitLabel: string;
  submitLook: ButtonLook;
  busy: boolean;
  /** The last refusal; a field-only one is shown on its fields, not here. */
  problem: ApiProblem | null;
  /** Whether the problem's message is left for the dialog to show (no field took it). */
  unplaced: boolean;
  onClose: () => void;
  /** Where focus goes on closing; the button that opened the dialog when this gives null. */
  finalFocusEl: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A decision on one application, in a dialog that stays open until the server has
 * answered. A refusal keeps the form as typed; an application someone else decided
 * meanwhile can no longer be decided here, so the send button goes and closing is left.
 */
export function DecisionDialog({ open, title, formId, submitLabel, submitLook, busy, problem, unplaced, onClose, finalFocusEl, children }: DecisionDialogProps) {
  const decided = problem?.code === DECIDED;
  return (
    <Modal
      open={open}
      size="xl"
      finalFocusEl={finalFocusEl}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button look="secondary" onClick={onClose} disabled={busy}>
            {decided ? m.ui_close() : m.ui_cancel()}
          </Button>
          {decided ? null : (
            <Button type="submit" form={formId} look={submitLook} loading={busy}>
              {submitLabel}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="4">
        {problem && (unplaced || decided) ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{problem.message}</Alert.Title>
              <Alert.Description>{decided ? m.grants_decision_conflict() : m.grants_decision_not_sent()}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {children}
      </Stack>
    </Modal>
  );
}
