import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button, type ButtonLook } from '@/ui/Button';
import { Modal, type ModalSize } from '@/ui/Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** What happens, and any field the confirmation asks for. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what the other side will regret seeing; `primary` for a welcome step. */
  confirmLook?: ButtonLook;
  onConfirm: () => void;
  onCancel: () => void;
  /** The call is on its way: the buttons wait for it, and the dialog stays until it answers. */
  busy: boolean;
  /** Why the last try was refused (the server's words), shown in the dialog. */
  problem?: string | null;
  size?: ModalSize;
}

/** "Are you sure?" before an action that changes what the other side sees. The caller owns the call. */
export function ConfirmModal({ open, title, children, confirmLabel, confirmLook = 'danger', onConfirm, onCancel, busy, problem, size = 'md' }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      size={size}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      footer={
        <HStack gap="3">
          <Button look="secondary" onClick={onCancel} disabled={busy}>
            {m.ui_cancel()}
          </Button>
          <Button look={confirmLook} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {children}
        {problem ? (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
