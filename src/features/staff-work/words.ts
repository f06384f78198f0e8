import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import type { StatusTone } from '@/ui/StatusBadge';

type S = components['schemas'];

// Every table is keyed by a contract enum: a value added to the contract fails to compile here until it has words.

const timeOffStatusWords: Record<S['TimeOffStatus'], () => string> = {
  requested: m.staffwork_time_off_status_requested,
  approved: m.staffwork_time_off_status_approved,
  declined: m.staffwork_time_off_status_declined,
  cancelled: m.staffwork_time_off_status_cancelled,
};

export const timeOffStatusTones: Record<S['TimeOffStatus'], StatusTone> = {
  requested: 'orange',
  approved: 'green',
  declined: 'red',
  cancelled: 'gray',
};

const correctionStatusWords: Record<S['CorrectionStatus'], () => string> = {
  pending: m.staffwork_correction_status_pending,
  approved: m.staffwork_correction_status_approved,
  declined: m.staffwork_correction_status_declined,
  cancelled: m.staffwork_correction_status_cancelled,
};

export const correctionStatusTones: Record<S['CorrectionStatus'], StatusTone> = {
  pending: 'orange',
  approved: 'green',
  declined: 'red',
  cancelled: 'gray',
};

export const timeOffStatusLabel = (status: S['TimeOffStatus']) => timeOffStatusWords[status]();
export const correctionStatusLabel = (status: S['CorrectionStatus']) => correctionStatusWords[status]();
