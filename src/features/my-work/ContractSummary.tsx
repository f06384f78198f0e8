import { DataList, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { jobViewPath } from '@/lib/candidate-paths';
import { formatDate } from '@/shared/format';
import { MessageButton } from '@/messaging/MessageButton';
import { OfferTerms } from '@/ui/OfferTerms';
import type { ActiveJob } from './api';

/** The current contract: who it is with, since when, and its terms. */
export function ContractSummary({ job }: { job: ActiveJob }) {
  const locale = useLocale();
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="active-employer" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" id="active-employer" size="lg">
          {job.job.title}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_employer()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{job.employer.company_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_contact()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{job.employer.contact_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_hired_on()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(job.hired_at, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <HStack gap="4" wrap="wrap">
          <ChakraLink asChild color="brand.fg" textStyle="sm">
            <Link to={jobViewPath(job.job.id)}>{m.cand_active_see_job()}</Link>
          </ChakraLink>
          <MessageButton about="job" subjectId={job.job.id} name={job.employer.company_name} />
        </HStack>
      </Stack>
      <Stack as="section" aria-labelledby="active-terms" gap="3">
        <Heading as="h2" id="active-terms" size="lg">
          {m.cand_active_terms()}
        </Heading>
        <Text color="fg.muted">{m.cand_active_terms_note()}</Text>
        <OfferTerms terms={job} locale={locale} hoursRangeTitle={m.cand_active_hours_range()} />
      </Stack>
    </Stack>
  );
}
