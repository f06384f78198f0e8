import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { BackLink } from '@/ui/BackLink';
import { FactList } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { AboutSection } from './AboutSection';
import { useMyCompanyProfile, type CompanyProfile } from './api';
import { EditorCard } from '@/ui/EditorSection';
import { LogoSection } from './LogoSection';
import { PlacesSection } from './PlacesSection';

/** The name and website are the account's: shown here, changed in the settings. */
function AccountSection({ profile }: { profile: CompanyProfile }) {
  return (
    <EditorCard headingId="company-account" title={m.company_account_title()} hint={m.company_account_hint()}>
      <FactList
        gap="3"
        facts={[
          { label: m.company_name(), value: profile.name },
          { label: m.company_website(), value: profile.website_url ?? m.company_no_website() },
        ]}
      />
      <Box>
        <ChakraLink asChild color="brand.fg">
          <Link to="/settings">{m.company_change_in_settings()}</Link>
        </ChakraLink>
      </Box>
    </EditorCard>
  );
}

function CompanyProfileContent() {
  const profile = useMyCompanyProfile();
  let body;
  if (profile.isPending) body = <LoadingSpinner label={m.company_loading()} />;
  else if (profile.isError)
    body = <LoadProblem error={profile.error} retryLabel={m.company_try_again()} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  else
    body = (
      <>
        <Text role="status" color="fg.muted">
          {profile.data.shown_on_jobs ? m.company_shown_on_jobs() : m.company_not_shown_yet()}
        </Text>
        <AccountSection profile={profile.data} />
        <LogoSection profile={profile.data} />
        <AboutSection profile={profile.data} />
        <PlacesSection profile={profile.data} />
      </>
    );
  return (
    <PageColumn maxW="3xl">
      <Stack gap="3">
        <BackLink to="/settings">{m.company_back_to_settings()}</BackLink>
        <Heading as="h1" size="2xl">
          {m.company_page_title()}
        </Heading>
        <Text color="fg.muted">{m.company_page_intro()}</Text>
      </Stack>
      {body}
    </PageColumn>
  );
}

/** /settings/company: the employer's company as candidates see it on its jobs, section by section. */
export default function CompanyProfilePage() {
  usePageTitle(m.company_page_title());
  return (
    <RoleGate role="employer" title={m.company_page_title()} otherRoleReason={m.company_gate_other_role()}>
      <CompanyProfileContent />
    </RoleGate>
  );
}
