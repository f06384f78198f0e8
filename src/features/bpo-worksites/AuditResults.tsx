import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatLongDate } from '@/shared/format';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyAuditResults } from './api';
import { AUDIT } from './words';

/**
 * The auditors' decisions on the BPO's worksites, with the reasons and findings they gave (the
 * mail of each decision says the same): how a worksite passed, or what to put right before the
 * next audit. Nothing shows before a first decision.
 */
export function AuditResults() {
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const results = useMyAuditResults(page);
  if (results.isPending) return null;
  if (results.isError) {
    return <LoadProblem error={results.error} what={m.bpo_audit_results_failed()} retryLabel={m.bpo_retry()} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  }
  if (results.data.items.length === 0 && page === 1) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="audit-results-heading">
      <Heading as="h2" size="lg" id="audit-results-heading">
        {m.bpo_audit_results_heading()}
      </Heading>
      <Stack as="ul" gap="3" ps="0" m="0">
        {results.data.items.map((result) => (
          <Box as="li" key={result.id} listStyleType="none" borderWidth="1px" borderRadius="lg" p="4">
            <Stack gap="2">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Heading as="h3" size="sm">
                  {m.bpo_audit_result_title({ worksite: result.worksite_name, date: formatLongDate(result.decided_at, locale) })}
                </Heading>
                <ToneBadge tone={AUDIT[result.status].tone}>{AUDIT[result.status].label()}</ToneBadge>
              </HStack>
              <Text whiteSpace="pre-wrap">
                <Text as="span" fontWeight="semibold">{m.bpo_audit_result_reason()}</Text> {result.reason}
              </Text>
              {result.findings ? (
                <Text whiteSpace="pre-wrap" color="fg.muted">
                  <Text as="span" fontWeight="semibold">{m.bpo_audit_result_findings()}</Text> {result.findings}
                </Text>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Pagination page={page} hasMore={results.data.has_more} onPageChange={setPage} />
    </Stack>
  );
}
