import type { ReactNode } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'mega';

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
