import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageHeader } from '@/ui/PageHeader';
import { AboutSection } from './AboutSection';
import { AccountDetails } from './AccountDetails';
import { useMyProfile } from './api';
import { Completeness } from './Completeness';
import { CvSection } from './CvSection';
import { EducationSection } from './EducationSection';
import { LanguagesSection } from './LanguagesSection';
import { LinksSection } from './LinksSection';
import { PhotoSection } from './PhotoSection';
import { SkillsSection } from './SkillsSection';
import { WorkHistorySection } from './WorkHistorySection';
import { WorkHoursSection } from './WorkHoursSection';

function CandidateProfile() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingSpinner label={m.profile_loading()} />;
  if (profile.isError) {
    return <LoadProblem error={profile.error} what={m.profile_load_failed()} retryLabel={m.profile_try_again()} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  const saved = profile.data;
  // Each card keeps its own form and draft: the page reads the profile again after every save without resetting the others.
  return (
    <>
      <Completeness profile={saved} />
      <AboutSection profile={saved} />
      <PhotoSection profile={saved} />
      <CvSection profile={saved} />
      <WorkHistorySection profile={saved} />
      <EducationSection profile={saved} />
      <LanguagesSection profile={saved} />
      <SkillsSection profile={saved} />
      <WorkHoursSection profile={saved} />
      <LinksSection profile={saved} />
      <AccountDetails profile={saved} />
    </>
  );
}

/** /profile: a candidate edits what employers search and read, a section at a time; anyone else is pointed to their settings. */
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
