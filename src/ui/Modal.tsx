import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'mega';

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

export interface ModalProps {
  open: boolean;
  /** Called for Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Where focus lands on opening; Chakra picks the first focusable element otherwise. */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes on closing; back to the element that opened it when this is absent or gives null. */
  finalFocusEl?: () => HTMLElement | null;
}

/** A controlled dialog: Chakra traps focus inside, restores it on close, and locks page scroll. */
export function Modal({ open, onClose, title, children, footer, size = 'xxl', initialFocusEl, finalFocusEl }: ModalProps) {
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
