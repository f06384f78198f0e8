import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { OnboardingIntro } from './OnboardingIntro';
import { CandidateOnboarding } from './CandidateOnboarding';

function Intro() {
  usePageTitle(m.onbres_intro_page_title());
  return (
    <PageColumn maxW="3xl">
      <OnboardingIntro />
    </PageColumn>
  );
}

/**
 * `/dashboard/onboarding`: a signed-in candidate's own progress (the checklist of /onboarding);
 * for anyone else, what onboarding involves, with the ways to sign in or sign up.
 */
export default function DashboardOnboardingPage() {
  const { status, user } = useSession();
  if (status === 'restoring') return <LoadingSpinner size="lg" label={m.onbh_loading()} />;
  return user?.role === 'candidate' ? <CandidateOnboarding /> : <Intro />;
}
