import type { ReactNode } from 'react';

/** sm 22.5rem, md a third, lg a half, xl three quarters of the viewport; phones always get the full width. */
export type DrawerSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DrawerTopLink {
  label: string;
  href: string;
}

/** Everything a drawer shows, apart from whether it is open. */
export interface DrawerContentOptions {
  title: ReactNode;
  size?: DrawerSize;
  /** A link above the title, e.g. "View full profile". */
  topLink?: DrawerTopLink;
  /** Shows the Cancel button (also shown when onCancel is given). Cancel always closes the drawer. */
  showCancel?: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
  /** Shows the Action button (also shown when onAction is given). It does not close the drawer by itself. */
  showAction?: boolean;
  actionLabel?: string;
  onAction?: () => void;
  actionLoading?: boolean;
  actionDisabled?: boolean;
}

/** What useDrawer().open() takes: the content plus the body and a hook for any way of closing. */
export interface DrawerOptions extends DrawerContentOptions {
  body?: ReactNode;
  /** Called when the person closes it (Esc, outside click, close control, Cancel); not for drawer.close(), whose caller already knows. */
  onClose?: () => void;
}

export interface DrawerApi {
  open: (options: DrawerOptions) => void;
  close: () => void;
  /** Change the open drawer in place, e.g. update({ actionLoading: true }) while saving. */
  update: (patch: Partial<DrawerOptions>) => void;
  isOpen: boolean;
}
