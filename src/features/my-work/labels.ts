import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import type { StatusTone } from '@/ui/StatusBadge';

type S = components['schemas'];
type TimeOffStatus = S['TimeOffStatus'];
type CorrectionStatus = S['CorrectionStatus'];

/** Tones in the meanings of src/ui/StatusBadge.tsx; for the staff member a request waits on the other side (blue). */
const timeOffStatuses: Record<TimeOffStatus, { label: () => string; tone: StatusTone }> = {
  requested: { label: m.work_time_off_status_requested, tone: 'blue' },
  approved: { label: m.work_time_off_status_approved, tone: 'green' },
  declined: { label: m.work_time_off_status_declined, tone: 'red' },
  cancelled: { label: m.work_time_off_status_cancelled, tone: 'gray' },
};

const correctionStatuses: Record<CorrectionStatus, { label: () => string; tone: StatusTone }> = {
  pending: { label: m.work_correction_status_pending, tone: 'blue' },
  approved: { label: m.work_correction_status_approved, tone: 'green' },
  declined: { label: m.work_correction_status_declined, tone: 'red' },
  cancelled: { label: m.work_correction_status_cancelled, tone: 'gray' },
};

export const timeOffStatusLabel = (status: TimeOffStatus) => timeOffStatuses[status].label();
export const timeOffStatusTone = (status: TimeOffStatus) => timeOffStatuses[status].tone;
export const correctionStatusLabel = (status: CorrectionStatus) => correctionStatuses[status].label();
export const correctionStatusTone = (status: CorrectionStatus) => correctionStatuses[status].tone;
