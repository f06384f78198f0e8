import { m } from '@/generated/paraglide/messages.js';
import type { StatusKind } from './StatusIcon';

/** Spoken name of a kind, read before the message because its icon is hidden from screen readers. */
export function statusLabel(kind: StatusKind): string {
  switch (kind) {
    case 'success': return m.ui_kind_success();
    case 'error': return m.ui_kind_error();
    case 'info': return m.ui_kind_info();
    case 'warning': return m.ui_kind_warning();
    case 'notice': return m.ui_kind_notice();
    case 'notification': return m.ui_kind_notification();
  }
}
