import { HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button, type ButtonLook } from './Button';
import { FormProblem } from './FormProblem';
import { Modal, type ModalSize } from './Modal';

export interface ConfirmActionProps {
  open: boolean;
  title: string;
  /** What happens, and any field the confirmation asks for. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what the other side will regret seeing; `primary` for a welcome step. */
  confirmLook?: ButtonLook;
  /** What the confirm button does; without it, the button submits the form inside with the id `formId`. */
  onConfirm?: () => void;
  formId?: string;
  onCancel: () => void;
  /** The way back; "Cancel" unless that would read like the action itself ("Keep the subscription"). */
  cancelLabel?: string;
  /** The call is on its way: the buttons wait for it, and the dialog stays until it answers. */
  busy: boolean;
  /** Why the last try was refused (the server's words), shown in the dialog… */
  problem?: string | null;
  /** …and what that means here ("nothing was changed"). */
  problemNote?: string;
  /** The action can no longer be taken (someone else took it first): Cancel becomes Close, and confirming goes. */
  closed?: boolean;
  size?: ModalSize;
  /** Where focus goes on closing; the element that opened the dialog when this is absent or gives null. */
  finalFocusEl?: () => HTMLElement | null;
}

/** "Are you sure?" before an action that changes what the other side sees. The caller owns the call. */
export function ConfirmAction({
  open,
  title,
  children,
  confirmLabel,
  confirmLook = 'danger',
  onConfirm,
  formId,
  onCancel,
  cancelLabel,
  busy,
  problem,
  problemNote,
  closed = false,
  size = 'md',
  finalFocusEl,
}: ConfirmActionProps) {
  return (
    <Modal
      open={open}
      size={size}
      finalFocusEl={finalFocusEl}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button look="secondary" onClick={onCancel} disabled={busy}>
            {closed ? m.ui_close() : (cancelLabel ?? m.ui_cancel())}
          </Button>
          {closed ? null : (
            <Button type={onConfirm ? 'button' : 'submit'} form={onConfirm ? undefined : formId} look={confirmLook} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="4">
        {children}
        {problem ? <FormProblem title={problemNote ? problem : undefined}>{problemNote ?? problem}</FormProblem> : null}
      </Stack>
    </Modal>
  );
}
