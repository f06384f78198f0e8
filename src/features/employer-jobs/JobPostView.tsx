import { Box, DataList, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { experienceLabel, hireTypeLabel, industryLabel, jobRoleLabel, payLabel } from '@/lib/labels';
import type { JobInput } from '@/machines/post-job.machine';
import { industryOf } from '@/shared/job-roles';
import { Button } from '@/ui/Button';

export type JobPreview = Pick<
  JobInput,
  'title' | 'role' | 'hire_type' | 'experience_level' | 'pay_cents' | 'hours_per_week' | 'skills' | 'description' | 'country'
>;

export interface JobPostViewProps {
  job: JobPreview;
  /** The title's heading level; its sections take the next one. */
  level?: 2 | 3;
  /** In the wizard's review: a link back to the step holding each part. */
  onEdit?: (step: 'details' | 'pay') => void;
}

function EditLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button look="link" size="sm" onClick={onClick} flexShrink={0}>
      {label}
    </Button>
  );
}

/** A job post as candidates see it on the job board. */
export function JobPostView({ job, level = 2, onEdit }: JobPostViewProps) {
  const locale = useLocale();
  const titleTag = `h${level}` as const;
  const sectionTag = `h${level + 1}` as 'h3' | 'h4';
  const facts = [
    { label: m.ejobs_fact_hire_type(), value: hireTypeLabel(job.hire_type) },
    { label: m.ejobs_fact_experience(), value: experienceLabel(job.experience_level) },
    { label: m.ejobs_fact_pay(), value: payLabel(job.pay_cents, job.hire_type, locale) },
    { label: m.ejobs_fact_hours(), value: m.ejobs_hours_value({ hours: job.hours_per_week }) },
    { label: m.ejobs_fact_location(), value: job.country ? countryName(job.country, locale) : m.ejobs_anywhere() },
  ];
  return (
    <Stack as="article" gap="6" aria-label={job.title}>
      <Stack gap="1">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as={titleTag} size="xl">
            {job.title}
          </Heading>
          {onEdit ? <EditLink label={m.ejobs_edit_details()} onClick={() => onEdit('details')} /> : null}
        </HStack>
        <Text color="fg.muted">
          {m.ejobs_role_in_industry({ role: jobRoleLabel(job.role), industry: industryLabel(industryOf(job.role)) })}
        </Text>
      </Stack>
      <Stack gap="2">
        <DataList.Root orientation="horizontal" gap="2">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel minW="36" color="fg.muted">
                {fact.label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {onEdit ? (
          <Box>
            <EditLink label={m.ejobs_edit_pay()} onClick={() => onEdit('pay')} />
          </Box>
        ) : null}
      </Stack>
      <Stack gap="2">
        <Heading as={sectionTag} size="md">
          {m.ejobs_skills_heading()}
        </Heading>
        {job.skills.length ? (
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
            {job.skills.map((skill) => (
              <Tag.Root as="li" key={skill} size="lg" variant="subtle">
                <Tag.Label>{skill}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">{m.ejobs_skills_none()}</Text>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as={sectionTag} size="md">
          {m.ejobs_description_heading()}
        </Heading>
        <Text whiteSpace="pre-wrap">{job.description}</Text>
      </Stack>
    </Stack>
  );
}
