import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { StatusBadge } from '@/ui/StatusBadge';
import type { JobSummary } from './api';
import { JobFacts } from './JobFacts';
import { jobViewPath } from '@/lib/candidate-paths';
import { SkillTags } from '@/ui/SkillTags';
import { CompanyLogo } from '@/ui/CompanyLogo';
import { useLocale } from '@/app-state/app-actors';
import { companyKind, companyPlaces } from './CompanyCard';

/** One open job on the board: its title leads to its page. */
export function JobCard({ job }: { job: JobSummary }) {
  const headingId = `job-${job.id}`;
  const locale = useLocale();
  const about = [companyKind(job.company), companyPlaces(job.company, locale)].filter(Boolean).join(' · ');
  return (
    <Box as="li" listStyleType="none" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <HStack gap="3" align="flex-start">
            <CompanyLogo name={job.company.name} url={job.company.logo_url} size="12" alt="" />
            <Stack gap="1">
              <Heading as="h3" size="md" id={headingId}>
                <ChakraLink asChild color="brand.fg">
                  <Link to={jobViewPath(job.id)}>{job.title}</Link>
                </ChakraLink>
              </Heading>
              <Text color="fg.muted">{job.company_name}</Text>
              {about ? <Text textStyle="sm" color="fg.muted">{about}</Text> : null}
            </Stack>
          </HStack>
          {job.my_application ? (
            <HStack gap="2">
              <Text as="span" textStyle="sm" color="fg.muted">
                {m.cand_board_your_application()}
              </Text>
              <StatusBadge kind="application" status={job.my_application.status} />
            </HStack>
          ) : null}
        </HStack>
        <JobFacts job={job} />
        {job.company.description ? <Text textStyle="sm">{job.company.description}</Text> : null}
        <SkillTags skills={job.skills} label={m.cand_job_skills()} showLabel />
      </Stack>
    </Box>
  );
}
