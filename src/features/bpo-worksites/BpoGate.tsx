import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';

/** A BPO's page: for BPOs only, and only once an administrator verified the business (server/partners). */
export function BpoGate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RoleGate role="bpo" title={title} otherRoleReason={m.bpo_only()}>
      <VerifiedPartnerGate>{children}</VerifiedPartnerGate>
    </RoleGate>
  );
}
