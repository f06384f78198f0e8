import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { AgreementPage } from './AgreementPage';
import { MSA_SECTIONS } from './agreement-texts';

/** /client-services-agreement: the master service agreement, and accepting it (which makes it active). */
export default function ClientServicesAgreementPage() {
  return (
    <RoleGate role="employer" title={m.checkout_msa_title()} otherRoleReason={m.checkout_employers_only()}>
      <AgreementPage
        kind="msa"
        title={m.checkout_msa_title()}
        intro={m.checkout_msa_intro()}
        sections={MSA_SECTIONS}
        acceptLabel={m.checkout_msa_accept()}
      />
    </RoleGate>
  );
}
