import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useReferralProgram } from './api';
import { ReferralLink } from './ReferralLink';
import { referralUrl } from './words';

/**
 * A business agent's dashboard home: its link to share, how its referrals stand this year and the
 * way to the whole list and ledger (/referrals). Nothing while the agent is not verified yet: the
 * verification's own home (src/features/partner-verification) says what to do first.
 */
export function ReferralsHome() {
  const locale = useLocale();
  const program = useReferralProgram();
  if (program.isPending) return <LoadingSpinner label={m.ref_loading()} />;
  if (program.isError) {
    if ((program.error as { code?: string } | null)?.code === 'PARTNER_NOT_VERIFIED') return null;
    return <LoadProblem error={program.error} what={m.ref_load_failed()} retryLabel={m.ref_retry()} onRetry={() => void program.refetch()} retrying={program.isFetching} />;
  }
  const data = program.data;
  return (
    <Box as="section" aria-labelledby="referrals-home-title" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
      <Stack gap="4">
        <Heading as="h2" id="referrals-home-title" size="lg">
          {m.ref_title()}
        </Heading>
        <Text>
          {m.ref_home_summary({
            referred: data.referred,
            qualified: data.qualified,
            amount: formatMoney(data.credited_cents_this_year, locale, data.currency),
            year: String(data.year),
            count: data.credits_this_year,
            limit: data.yearly_limit,
          })}
        </Text>
        <ReferralLink id="referrals-home-link" link={referralUrl(data.signup_path)} />
        <Button asChild look="secondary" alignSelf="flex-start">
          <Link to="/referrals">{m.ref_home_open()}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
