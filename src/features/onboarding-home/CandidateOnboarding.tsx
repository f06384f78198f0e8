import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { OnboardingProgress } from './OnboardingProgress';

/** Guides and policies for new staff (src/features/onboarding-resources). */
const RESOURCES_PATH = '/onboarding/resource';

/** The signed-in candidate's onboarding page: its title, the way to the guide, and the checklist. */
export function CandidateOnboarding() {
  usePageTitle(m.onbh_page_title());
  return (
    <PageColumn>
      <PageHeader title={m.onbh_page_title()} description={m.onbh_intro()} link={{ to: RESOURCES_PATH, label: m.onbh_resources_link() }} />
      <OnboardingProgress />
    </PageColumn>
  );
}
