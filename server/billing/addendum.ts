import type { Db } from '../db/database.js';
import type { Schema } from '../http/handler-types.js';
import { monthlyCharge } from '../../src/shared/pricing.js';
import { msaOf } from './agreements.js';
import { hiredStaffOf } from './monthly-bill.js';

/** The addendum to the MSA: each hired staff member and what a month of them costs. */
export async function addendumOf(db: Db, employerId: string, today: string): Promise<Schema<'Addendum'>> {
  const msa = await msaOf(db, employerId);
  const hires = await hiredStaffOf(db, employerId, today);
  return {
    msa_id: msa.id,
    as_of: today,
    hires: hires.map((hire) => ({
      offer_id: hire.offerId,
      candidate_name: hire.candidateName,
      job_title: hire.jobTitle,
      experience_level: hire.terms.level,
      start_date: hire.startDate,
      pay_cents: hire.terms.monthlyPayCents,
      include_insurance: hire.terms.includeInsurance,
      include_healthcare: hire.terms.includeHealthcare,
      secure_cloud_computing: hire.terms.secureCloudComputing,
      monthly_charge_cents: monthlyCharge(hire.terms),
    })),
  };
}
