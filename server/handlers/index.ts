import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { accountHandlers } from './account.js';
import { accountDetailsHandlers } from './account-details.js';
import { billingHandlers } from './billing.js';
import { authHandlers } from './auth.js';
import { twoFactorHandlers } from './two-factor.js';
import { accountDeletionHandlers } from './account-deletion.js';
import { candidateJourneyHandlers } from './candidate-journey.js';
import { candidateHandlers } from './candidates.js';
import { candidateFileHandlers } from './candidate-files.js';
import { employerHandlers } from './employers.js';
import { checkoutHandlers } from './checkout.js';
import { dashboardHandlers } from './dashboards.js';
import { hiringHandlers } from './hiring.js';
import { jobHandlers } from './jobs.js';
import { systemHandlers } from './system.js';
import { publicSiteHandlers } from './public-site.js';
import { grantHandlers } from './grants.js';
import { estimateHandlers } from './estimates.js';
import { reportsTimeOffHandlers } from './reports-time-off.js';
import { attendanceHandlers } from './attendance.js';
import { fractionalCheckoutHandlers } from './fractional-checkout.js';
import { fractionalHandlers } from './fractional.js';
import { onboardingHandlers } from './onboarding.js';
import { agreementHandlers } from './agreements.js';
import { vettingHandlers } from './vetting.js';
import { identityHandlers } from './identity.js';
import { partnerHandlers } from './partners.js';
import { agentHandlers } from './agents.js';
import { referralHandlers } from './referrals.js';
import { bpoHandlers } from './bpo.js';
import { auditHandlers } from './audits.js';
import { associationHandlers } from './associations.js';
import { messageHandlers } from './messages.js';
import { liveHandlers } from './live.js';

/** One handler per operationId of the contract; a missing or mistyped one does not compile. */
export function createHandlers(deps: Deps): Handlers {
  return {
    ...systemHandlers(deps),
    ...authHandlers(deps),
    ...accountHandlers(deps),
    ...accountDetailsHandlers(deps),
    ...twoFactorHandlers(deps),
    ...accountDeletionHandlers(deps),
    ...jobHandlers(deps),
    ...candidateHandlers(deps),
    ...candidateFileHandlers(deps),
    ...employerHandlers(deps),
    ...hiringHandlers(deps),
    ...candidateJourneyHandlers(deps),
    ...dashboardHandlers(deps),
    ...billingHandlers(deps),
    ...checkoutHandlers(deps),
    ...publicSiteHandlers(deps),
    ...grantHandlers(deps),
    ...estimateHandlers(deps),
    ...reportsTimeOffHandlers(deps),
    ...attendanceHandlers(deps),
    ...fractionalCheckoutHandlers(deps),
    ...fractionalHandlers(deps),
    ...onboardingHandlers(deps),
    ...agreementHandlers(deps),
    ...vettingHandlers(deps),
    ...identityHandlers(deps),
    ...partnerHandlers(deps),
    ...agentHandlers(deps),
    ...referralHandlers(deps),
    ...bpoHandlers(deps),
    ...auditHandlers(deps),
    ...associationHandlers(deps),
    ...messageHandlers(deps),
    ...liveHandlers(deps),
  } satisfies Handlers;
}
