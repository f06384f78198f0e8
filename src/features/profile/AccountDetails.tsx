import { Heading, Stack, Text } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { intlLocale } from '@/shared/format';
import { FactList } from '@/ui/FactList';

type CandidateProfile = components['schemas']['CandidateProfile'];

/** What the profile shows from the account, not edited here. */
export function AccountDetails({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const rows = [
    { label: m.profile_field_name(), value: `${profile.firstname} ${profile.lastname}` },
    { label: m.profile_field_email(), value: profile.email },
    { label: m.profile_field_country(), value: countryName(profile.country, intlLocale(locale)) },
  ];
  return (
    <Stack as="section" aria-labelledby="profile-details" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="profile-details" size="lg">
        {m.profile_details_title()}
      </Heading>
      <Text color="fg.muted">{m.profile_details_hint()}</Text>
      <FactList facts={rows} />
    </Stack>
  );
}
