import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import type { EstimateGrant } from '@/shared/estimate';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import type { EmployerGrant } from './estimates-api';

export interface GrantNoticeProps {
  chosen: { grant: EmployerGrant; terms: EstimateGrant } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The grant the estimate applies, or where to apply for one. */
export function GrantNotice({ chosen, loading, error, onRetry, retrying }: GrantNoticeProps) {
  const locale = useLocale();
  if (loading) return <LoadingSpinner label={m.pricing_grant_loading()} />;
  if (error) return <LoadProblem error={error} what={m.pricing_grant_load_failed()} retryLabel={m.pricing_retry()} onRetry={onRetry} retrying={retrying} />;
  return (
    <Box borderWidth="1px" borderRadius="l2" px="4" py="3" bg={chosen ? 'bg.success' : 'bg.subtle'}>
      {chosen ? (
        <Text>
          {chosen.grant.expires_on
            ? m.pricing_grant_applied_until({
                name: chosen.grant.name,
                percent: chosen.terms.percent,
                hires: chosen.terms.hiresLeft,
                date: formatDate(chosen.grant.expires_on, locale),
              })
            : m.pricing_grant_applied({ name: chosen.grant.name, percent: chosen.terms.percent, hires: chosen.terms.hiresLeft })}
        </Text>
      ) : (
        <Text>
          {m.pricing_grant_none()}{' '}
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/grants">{m.pricing_grant_none_link()}</Link>
          </ChakraLink>
        </Text>
      )}
    </Box>
  );
}
