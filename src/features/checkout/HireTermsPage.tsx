import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { AgreementPage } from './AgreementPage';
import { HIRE_TERMS_SECTIONS } from './agreement-texts';

/** /hire-staff/hire-terms: the platform hire terms (the platform agreement), and accepting them. */
export default function HireTermsPage() {
  return (
    <RoleGate role="employer" title={m.checkout_terms_title()} otherRoleReason={m.checkout_employers_only()}>
      <AgreementPage
        kind="platform"
        title={m.checkout_terms_title()}
        intro={m.checkout_terms_intro()}
        sections={HIRE_TERMS_SECTIONS}
        acceptLabel={m.checkout_terms_accept()}
      />
    </RoleGate>
  );
}
