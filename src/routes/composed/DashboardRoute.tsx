import { useSession } from '@/app-state/app-actors';
import DashboardPage, { DashboardFrame } from '@/features/dashboard/DashboardPage';
import { isPartnerKind } from '@/shared/partner-verification';
import { DelayedFallback } from '@/ui/DelayedFallback';
import { lazyPart } from '@/ui/lazy-part';

// The partners' homes come in their own chunk, which employers, candidates and administrators never load.
const PartnerHome = lazyPart(() => import('./PartnerHome'), <DelayedFallback />);

/** /dashboard: the dashboard of the user's role; a partner's home inside the same frame. */
export default function DashboardRoute() {
  const { user } = useSession();
  if (!isPartnerKind(user?.role)) return <DashboardPage />;
  return (
    <DashboardFrame>
      <PartnerHome />
    </DashboardFrame>
  );
}
