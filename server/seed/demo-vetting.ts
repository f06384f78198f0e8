import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { candidateProfiles, vettingAnswers, vettingCases, vettingDecisions, type VettingAnswerValue } from '../db/schema.js';
import type { VettingQuestionKey } from '../../src/shared/vetting-questions.js';

/*
 * Candidates at each point of vetting (docs/product.md, "Onboarding"): Amina, the bookkeeper at
 * work, is vetted and shows the badge in search; Diego, the developer, waits in the
 * administrators' queue; Juan, the support agent, was sent back with reasons to read and edit.
 * Their answers are those of their roles' questions (src/shared/vetting-questions.ts).
 */

interface DemoVetting {
  candidate: string;
  status: 'vetted' | 'in_review' | 'needs_changes';
  answers: Partial<Record<VettingQuestionKey, VettingAnswerValue>>;
  reasons?: string;
  /** Submitted this many days ago; a decision came a day later. */
  daysAgo: number;
}

export const demoVetting: DemoVetting[] = [
  {
    candidate: 'amina.yusuf@demo.remotehire.test',
    status: 'vetted',
    daysAgo: 45,
    answers: {
      bookkeeper_years: 9,
      bookkeeper_software: 'quickbooks',
      bookkeeper_reconciliation:
        'I download the statement, match every deposit and payment to its entry in QuickBooks, then list what is left: bank fees to book, cheques not yet cleared. The difference must be zero before I lock the month.',
      bookkeeper_unmatched_payment:
        'I look for it in the vendor list and recent bills first, then ask the owner with the date, amount and payee. Until I know, it sits in an uncategorised account with a note, never in an expense guessed at.',
      english_level: 'fluent',
    },
  },
  {
    candidate: 'diego.ramirez@demo.remotehire.test',
    status: 'in_review',
    daysAgo: 1,
    answers: {
      developer_years: 10,
      developer_stack: 'TypeScript, React, Node.js with Fastify and Express, PostgreSQL, AWS Lambda.',
      developer_testing: 'always',
      developer_incident:
        'Checkout slowed to ten seconds one Friday. The logs showed one query scanning a whole table after a migration dropped an index; I put the index back concurrently, then added a check in CI that compares query plans.',
      developer_review:
        'A reviewer asked me to split a 900-line pull request into four. They were merged the same day, where the big one had waited a week. I have kept changes small since.',
      english_level: 'fluent',
    },
  },
  {
    candidate: 'juan.dela.cruz@demo.remotehire.test',
    status: 'needs_changes',
    daysAgo: 4,
    reasons: 'Your reply to the angry customer apologises but never says when the refund will arrive. Add the next step and a date.',
    answers: {
      support_years: 6,
      support_channel: 'phone',
      support_helpdesk: 'zendesk',
      support_angry_customer:
        'Hello Maria, I am very sorry your refund has not arrived yet. I understand how frustrating this is, and I am looking into it for you right now.',
      english_level: 'fluent',
    },
  },
];

const DAY = 86_400_000;

/** Runs in the demo's transaction, after the candidates' profiles exist. */
export async function insertDemoVetting(tx: Tx, now: Date, userIds: Map<string, string>, adminId: string | undefined): Promise<void> {
  for (const { candidate, status, answers, reasons, daysAgo } of demoVetting) {
    const candidateId = userIds.get(candidate);
    if (!candidateId) continue;
    const submittedAt = new Date(now.getTime() - daysAgo * DAY);
    const decidedAt = status === 'in_review' ? null : new Date(submittedAt.getTime() + DAY);
    await tx.insert(vettingAnswers).values(Object.entries(answers).map(([question, answer]) => ({ candidateId, question, answer, updatedAt: submittedAt })));
    await tx.insert(vettingCases).values({ candidateId, status, submittedAt, decidedAt, decidedBy: decidedAt ? (adminId ?? null) : null, reasons: reasons ?? null });
    if (status === 'in_review') continue;
    await tx.insert(vettingDecisions).values({ candidateId, decision: status, reasons: reasons ?? null, answers, decidedBy: adminId ?? null, decidedAt: decidedAt! });
    if (status === 'vetted') await tx.update(candidateProfiles).set({ vetted: true }).where(eq(candidateProfiles.userId, candidateId));
  }
}
