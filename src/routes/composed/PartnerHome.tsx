import type { ReactNode } from 'react';
import { useSession } from '@/app-state/app-actors';
import { AgentHome } from '@/features/agent-clients/AgentHome';
import { AssociationHome } from '@/features/association-members/AssociationHome';
import { BpoHome } from '@/features/bpo-worksites/BpoHome';
import { PartnerVerificationHome } from '@/features/partner-verification/PartnerVerificationHome';
import { useMyPartnerVerification } from '@/features/partner-verification/api';
import { ReferralsHome } from '@/features/referrals/ReferralsHome';
import { AuditorHome } from '@/features/worksite-audits/AuditorHome';
import { isPartnerKind, type PartnerKind } from '@/shared/partner-verification';

/** Each partner kind's own home, shown once its business is verified. */
const homes: Record<PartnerKind, () => ReactNode> = {
  agent: AgentHome,
  business_agent: ReferralsHome,
  bpo: BpoHome,
  saa: AuditorHome,
  ba: AssociationHome,
};

/**
 * A partner's part of /dashboard (./DashboardRoute.tsx): until its business is verified, where the
 * verification stands and the next step; then the partner's own home. Composed here because the
 * dashboard and the partners' features do not import each other.
 */
export default function PartnerHome() {
  const { user } = useSession();
  const partner = user !== null && isPartnerKind(user.role);
  const verification = useMyPartnerVerification(partner);
  if (!user || !isPartnerKind(user.role)) return null;
  const Home = homes[user.role];
  return verification.data?.verified ? <Home /> : <PartnerVerificationHome />;
}
