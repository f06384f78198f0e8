import { Box, DataList, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { formatDate } from '@/shared/format';
import { experienceLabel, hireTypeLabel, payLabel } from '@/lib/labels';
import { Button } from '@/ui/Button';
import { JobPageSkeleton } from '@/ui/JobPageSkeleton';
import { StatusBadge } from '@/ui/StatusBadge';
import { useEmployerJob } from './api';
import { JobActions } from './JobActions';

/** Descriptions longer than this start folded, so the applicants below stay in view. */
const FOLDED_LENGTH = 280;

function Description({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLDED_LENGTH;
  const shown = !long || open ? text : `${text.slice(0, FOLDED_LENGTH).trimEnd()}…`;
  return (
    <Stack gap="2" align="flex-start">
      <Text id={id} whiteSpace="pre-wrap">
        {shown}
      </Text>
      {long ? (
        <Button look="link" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          {open ? m.ejobs_description_less() : m.ejobs_description_more()}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The job itself on the page where it is managed: what was posted, and the actions its
 * status allows (edit, publish, close, reopen, preview). Its title is the page's h1; the
 * applicants below it are another feature's part of the page.
 */
export default function JobDetailsPanel({ jobId }: { jobId: string }) {
  const locale = useLocale();
  const headingId = useId();
  const job = useEmployerJob(jobId);
  if (job.isPending) return <JobPageSkeleton label={m.ejobs_job_loading()} />;
  if (job.isError) {
    return (
      <Text role="alert" color="fg.error">
        {toProblem(job.error).message}
      </Text>
    );
  }
  const data = job.data;
  const facts = [
    { label: m.ejobs_fact_hire_type(), value: hireTypeLabel(data.hire_type) },
    { label: m.ejobs_fact_experience(), value: experienceLabel(data.experience_level) },
    { label: m.ejobs_fact_pay(), value: payLabel(data.pay_cents, data.hire_type, locale) },
    { label: m.ejobs_fact_hours(), value: m.ejobs_hours_value({ hours: data.hours_per_week }) },
    { label: m.ejobs_fact_location(), value: data.country ? countryName(data.country, locale) : m.ejobs_anywhere() },
    {
      label: m.ejobs_col_published(),
      value: data.published_at ? formatDate(data.published_at, locale) : m.ejobs_not_published(),
    },
  ];
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" id={headingId}>
            {data.title}
          </Heading>
          <StatusBadge kind="job" status={data.status} />
        </HStack>
        <JobActions job={data} offer={['edit', 'publish', 'close', 'reopen', 'preview']} />
      </Stack>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {facts.map((fact) => (
          <DataList.Item key={fact.label}>
            <DataList.ItemLabel minW="36" color="fg.muted">
              {fact.label}
            </DataList.ItemLabel>
            <DataList.ItemValue>{fact.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {data.skills.length ? (
        <Box>
          <Heading as="h2" size="sm" mb="2">
            {m.ejobs_skills_heading()}
          </Heading>
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.skills.map((skill) => (
              <Tag.Root as="li" key={skill} variant="subtle">
                <Tag.Label>{skill}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </Box>
      ) : null}
      <Box>
        <Heading as="h2" size="sm" mb="2">
          {m.ejobs_description_heading()}
        </Heading>
        <Description text={data.description} />
      </Box>
    </Stack>
  );
}
