import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { $api } from '@/lib/api-client';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyAccreditation } from './api';
import { ACCREDITATION } from './words';

/**
 * The BPO's part of the dashboard home (for src/features/dashboard/DashboardPage.tsx): where its
 * accreditation stands, its worksites and how many passed audit, its members, and the next step
 * (apply, add a worksite, invite candidates). Shown to a verified BPO (an unverified one sees the
 * verification's home instead).
 */
export function BpoHome() {
  const accreditation = useMyAccreditation();
  const members = $api.useQuery('get', '/bpo/members', { params: { query: { status: 'member', page_size: 50 } } });
  const data = accreditation.data;
  const memberCount = members.data ? `${members.data.items.length}${members.data.has_more ? '+' : ''}` : '';
  const next = !data
    ? null
    : data.status === 'not_applied'
      ? { to: '/debpo/apply', label: m.bpo_home_next_apply() }
      : data.worksites === 0
        ? { to: '/debpo/add-worksite', label: m.bpo_home_next_worksite() }
        : { to: '/debpo/candidates', label: m.bpo_home_next_candidates() };
  return (
    <Box as="section" aria-labelledby="bpo-home" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="2">
        <Heading as="h2" size="lg" id="bpo-home">
          {m.bpo_home_title()}
        </Heading>
        {accreditation.isError || members.isError ? (
          <LoadProblem
            error={accreditation.error ?? members.error}
            what={m.bpo_load_failed()}
            retryLabel={m.bpo_retry()}
            onRetry={() => {
              void accreditation.refetch();
              void members.refetch();
            }}
          />
        ) : !data || !members.data ? (
          <LoadingSpinner label={m.bpo_loading()} />
        ) : (
          <>
            <HStack gap="2" flexWrap="wrap">
              <Text>{m.bpo_accreditation_label()}</Text>
              <ToneBadge tone={ACCREDITATION[data.status].tone}>{ACCREDITATION[data.status].label()}</ToneBadge>
            </HStack>
            <Text>{m.bpo_passed_count({ passed: data.passed_worksites, total: data.worksites })}</Text>
            <Text>{m.bpo_home_members({ count: memberCount })}</Text>
          </>
        )}
        <HStack gap="4" flexWrap="wrap">
          {next ? (
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to={next.to}>{next.label}</Link>
            </ChakraLink>
          ) : null}
          <ChakraLink asChild color="brand.fg">
            <Link to="/debpo/worksites">{m.bpo_see_worksites()}</Link>
          </ChakraLink>
        </HStack>
      </Stack>
    </Box>
  );
}
