import { eq, sql } from 'drizzle-orm';
import { candidateProfiles, offers } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import { fieldError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { staffById } from './offer-reads.js';
import { lockOffer } from './pipeline-records.js';
import { offerAfter } from './transitions.js';
import { tellCandidate } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';
import type { Clock } from '../clock.js';
import { closeAttendanceAtContractEnd } from '../staff-work/contract-end.js';

/** The employer ends a hire's contract, saying why. */
export async function endContract({ db, publicUrl, clock }: PipelineDeps & { clock: Clock }, owner: EmployerOwner, offerId: string, reason: string | undefined) {
  const endReason = optionalText(reason);
  if (!endReason) throw fieldError('reason', 'required');
  return db.transaction(async (tx) => {
    const record = await lockOffer(tx, offerId, owner);
    const status = offerAfter(record.offer.status, 'END');
    await tx.update(offers).set({ status, endedAt: sql`now()`, endReason, updatedAt: sql`now()` }).where(eq(offers.id, offerId));
    // Worked time stops with the contract: a staff member still clocked in is clocked out now.
    await closeAttendanceAtContractEnd(tx, offerId, owner.employerId);
    // Free to take other work unless another contract still runs.
    await tx
      .update(candidateProfiles)
      .set({
        engaged: sql`exists (select 1 from ${offers} where ${offers.candidateId} = ${record.application.candidateId} and ${offers.status} = 'hired' and ${offers.id} <> ${offerId})`,
      })
      .where(eq(candidateProfiles.userId, record.application.candidateId));
    await tellCandidate(tx, publicUrl, record, 'contract_ended');
    return staffById(tx, owner.employerId, offerId, clock.now());
  });
}
