import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { CandidateOnboarding } from './CandidateOnboarding';

/**
 * /onboarding: the candidate's checklist (docs/product.md, "Onboarding"): how far along they are,
 * the next step first, and each step with the way to it.
 */
export default function OnboardingPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <CandidateOnboarding />
    </RoleGate>
  );
}
