import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { ModalProps, ModalSize } from './modal-props';

// Chakra's size tokens: sm 24rem, md 28rem, lg 32rem, xl 36rem, 2xl 42rem, 4xl 56rem, 6xl 72rem.
const maxWidth: Record<ModalSize, string> = {
  sm: 'sm',
  md: 'md',
  lg: 'lg',
  xl: 'xl',
  xxl: '2xl',
  xxxl: '4xl',
  mega: '6xl',
};

/** A controlled dialog: Chakra traps focus inside, restores it on close, and locks page scroll. */
export function ModalFrame({ open, onClose, title, children, footer, size = 'xxl', initialFocusEl, finalFocusEl }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={maxWidth[size]} data-size={size}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.ui_close_dialog()} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
