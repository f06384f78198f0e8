import { m } from '@/generated/paraglide/messages.js';
import type { StatusTone } from '@/ui/StatusBadge';
import type { AccreditationStatus } from './api';

/** A BPO's accreditation (server/bpo/accreditation.ts) in the association's words. */
export const ACCREDITATION: Record<AccreditationStatus, { label: () => string; tone: StatusTone }> = {
  not_applied: { label: m.asm_acc_not_applied, tone: 'gray' },
  applied: { label: m.asm_acc_applied, tone: 'blue' },
  accredited: { label: m.asm_acc_accredited, tone: 'green' },
};
