import type { Tx } from '../db/database.js';
import { identityChecks } from '../db/schema.js';
import type { IdentityFailureReason } from '../identity/identity-provider.js';
import { DEMO_CANDIDATE } from './demo-data.js';

/*
 * Identity checks at the two ends (docs/product.md, "Onboarding"): Amina, at work, verified weeks
 * ago; Juan verified on his second attempt after a selfie that did not match; the demo candidate's
 * one attempt failed the same way, so that signing in as them shows the retry and the sandbox's
 * capture screen. Made by the sandbox, which keeps no photo once a result is in, so none is seeded.
 */

interface DemoAttempt {
  result: 'verified' | IdentityFailureReason;
  /** Started this many days ago; decided minutes later. */
  daysAgo: number;
}

export const demoIdentityChecks: Array<{ candidate: string; attempts: DemoAttempt[] }> = [
  { candidate: DEMO_CANDIDATE, attempts: [{ result: 'selfie_mismatch', daysAgo: 3 }] },
  {
    candidate: 'juan.dela.cruz@demo.remotehire.test',
    attempts: [
      { result: 'selfie_mismatch', daysAgo: 4 },
      { result: 'verified', daysAgo: 3 },
    ],
  },
  { candidate: 'amina.yusuf@demo.remotehire.test', attempts: [{ result: 'verified', daysAgo: 41 }] },
];

const DAY = 86_400_000;
const MINUTES = 3 * 60_000;

export async function insertDemoIdentityChecks(tx: Tx, now: Date, userIds: Map<string, string>): Promise<void> {
  for (const { candidate, attempts } of demoIdentityChecks) {
    const candidateId = userIds.get(candidate);
    if (!candidateId) continue;
    for (const [index, { result, daysAgo }] of attempts.entries()) {
      const startedAt = new Date(now.getTime() - daysAgo * DAY);
      await tx.insert(identityChecks).values({
        candidateId,
        provider: 'sandbox',
        providerSessionId: `vs_sandbox_demo_${candidateId.slice(0, 8)}_${index + 1}`,
        status: result === 'verified' ? 'verified' : 'failed',
        failureReason: result === 'verified' ? null : result,
        startedAt,
        submittedAt: new Date(startedAt.getTime() + MINUTES),
        decidedAt: new Date(startedAt.getTime() + MINUTES + 5_000),
      });
    }
  }
}
