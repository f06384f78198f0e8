import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { OnboardingProgress } from './OnboardingProgress';

/** Guides and policies for new staff (src/features/onboarding-home, the resources page). */
const RESOURCES_PATH = '/onboarding/resource';

function Onboarding() {
  usePageTitle(m.onbh_page_title());
  return (
    <PageColumn>
      <PageHeader title={m.onbh_page_title()} description={m.onbh_intro()} link={{ to: RESOURCES_PATH, label: m.onbh_resources_link() }} />
      <OnboardingProgress />
    </PageColumn>
  );
}

/**
 * /onboarding: the candidate's checklist (docs/product.md, "Onboarding"): how far along they are,
 * the next step first, and each step with the way to it.
 */
export default function OnboardingPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <Onboarding />
    </RoleGate>
  );
}
