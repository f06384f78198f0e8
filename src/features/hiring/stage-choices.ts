import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { applicationStatusLabel } from '@/lib/labels';
import type { ApplicationStatus } from './api';

type Counts = components['schemas']['ApplicantCounts'];

/** The stages of a job's pipeline in the order an applicant moves through them, with the count each carries. */
const STAGES: ReadonlyArray<{ status: ApplicationStatus | undefined; count?: keyof Counts }> = [
  { status: undefined, count: 'total' },
  { status: 'applied', count: 'to_review' },
  { status: 'invited', count: 'invited' },
  { status: 'shortlisted', count: 'shortlisted' },
  { status: 'interviewing', count: 'interviewing' },
  { status: 'offered', count: 'offered' },
  { status: 'hired', count: 'hired' },
  { status: 'rejected', count: 'rejected' },
  { status: 'withdrawn', count: 'withdrawn' },
];

const stageLabel = (status: ApplicationStatus | undefined) =>
  status === undefined ? m.hiring_tab_all() : status === 'applied' ? m.hiring_tab_to_review() : applicationStatusLabel(status);

/** A job's applicants by stage, as the status filter offers them: each stage worded, with its count once the job has loaded. */
export function stageChoices(counts: Counts | undefined) {
  return STAGES.map(({ status, count }) => {
    const label = stageLabel(status);
    const known = count !== undefined && counts ? counts[count] : undefined;
    return { value: status, label: known === undefined ? label : m.hiring_tab_with_count({ label, count: known }) };
  });
}
