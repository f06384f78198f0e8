import { DataList } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { formatDate } from '@/shared/format';
import { experienceLabel, hireTypeLabel, jobRoleLabel, payLabel } from '@/lib/labels';
import type { JobSummary } from './api';

/** Pay, hours, level, place and date of a job, as label and value pairs. */
export function JobFacts({ job, withRole = false }: { job: JobSummary; withRole?: boolean }) {
  const locale = useLocale();
  const facts: Array<[string, string]> = [
    ...(withRole ? ([[m.cand_job_role(), jobRoleLabel(job.role)]] as Array<[string, string]>) : []),
    [m.cand_job_pay(), payLabel(job.pay_cents, job.hire_type, locale)],
    [m.cand_job_hire_type(), hireTypeLabel(job.hire_type)],
    [m.cand_job_hours(), m.cand_job_hours_value({ hours: job.hours_per_week })],
    [m.cand_job_level(), experienceLabel(job.experience_level)],
    [m.cand_job_location(), job.country ? countryName(job.country, locale) : m.cand_job_anywhere()],
    [m.cand_job_posted(), formatDate(job.published_at, locale)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel color="fg.muted" minW="36">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
