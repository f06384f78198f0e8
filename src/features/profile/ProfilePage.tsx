import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { useSession } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageHeader } from '@/ui/PageHeader';
import { AccountDetails } from './AccountDetails';
import { useMyProfile } from './api';
import { ProfileForm } from './ProfileForm';
import { ProfileStatus } from './ProfileStatus';

function CandidateProfile() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingSpinner label={m.profile_loading()} />;
  if (profile.isError) {
    return (
      <Stack gap="3" align="flex-start">
        <Text role="alert" color="fg.error">
          {m.profile_load_failed()} {toProblem(profile.error).message}
        </Text>
        <Button look="secondary" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          {m.profile_try_again()}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <ProfileStatus profile={profile.data} />
      <ProfileForm profile={profile.data} />
      <AccountDetails profile={profile.data} />
    </>
  );
}

/** /profile: a candidate edits what employers search on; anyone else is pointed to their settings. */
export default function ProfilePage() {
  usePageTitle(m.profile_title());
  const { user } = useSession();
  if (!user) return null; // RequireAuth renders this page only with a user
  const candidate = user.role === 'candidate';
  return (
    <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="8">
      <PageHeader title={m.profile_title()} description={candidate ? m.profile_intro() : undefined} />
      {candidate ? (
        <CandidateProfile />
      ) : (
        <Stack gap="4" align="flex-start">
          <Text>{m.profile_candidates_only()}</Text>
          <Button look="secondary" asChild>
            <Link to="/settings">{m.profile_settings_link()}</Link>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
