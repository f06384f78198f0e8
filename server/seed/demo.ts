import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { activity, applications, candidateProfiles, coupons, estimates, grantApplications, grants, interviews, jobs, offers, onboardingCompletions, twoFactorSettings, users } from '../db/schema.js';
import { estimate, type EstimateLine } from '../../src/shared/estimate.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail } from '../auth/users.js';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_EMPLOYER, demoAccounts, demoApplications, demoCandidates, demoCoupons, demoEstimate, demoGrant, demoGrantApplication, demoJobs } from './demo-data.js';
import { buildDemoPipeline } from './demo-pipeline.js';
import { buildDemoStaffWork, insertDemoStaffWork } from './demo-staff-work.js';
import { demoStaffWork } from './demo-staff-work-data.js';
import { buildDemoFractional, insertDemoBilling, insertDemoFractional } from './demo-fractional.js';
import { demoBilling, demoFractionalRequest, demoFractionalWork } from './demo-fractional-data.js';
import { insertDemoCompliance } from './demo-compliance.js';
import { insertDemoProfileFiles } from './demo-profile-files.js';
import { insertDemoCompanyProfiles } from './demo-company-profiles.js';
import { withDemoProfileSections } from './demo-profiles.js';
import { insertDemoVetting } from './demo-vetting.js';
import { insertDemoIdentityChecks } from './demo-identity.js';
import type { FileStore } from '../storage/file-store.js';
import { insertDemoPartners } from './demo-partners.js';
import { insertDemoAgents } from './demo-agents.js';
import { insertDemoReferrals } from './demo-referrals.js';
import { insertDemoBpo } from './demo-bpo.js';
import { insertDemoAudits } from './demo-audits.js';
import { insertDemoMessages } from './demo-messages.js';

/**
 * Fills a new database with one verified account per role, two companies with jobs,
 * a pool of candidates with complete profiles, a hiring pipeline in every state,
 * the first weeks at work of a hired staff member, fractional staff billed by their hours
 * with the bills the product would have made, candidates' compliance documents at several
 * points of their review and every candidate's photo and CV (their files in `files`), so a
 * newcomer lands in a living product. Runs once: a database that already has the demo employer
 * is left alone.
 */
export async function seedDemoDataOnFirstStart(db: Db, log: Pick<FastifyBaseLogger, 'info'>, files: FileStore): Promise<void> {
  if (await findUserByEmail(db, DEMO_EMPLOYER)) return;

  const people = [...demoAccounts, ...demoCandidates];
  const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));
  const seeded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        people.map((p, i) => ({
          email: p.email,
          passwordHash: hashes[i]!,
          role: p.role,
          firstname: p.firstname,
          lastname: p.lastname,
          country: p.country,
          locale: 'en' as const,
          companyName: p.companyName ?? null,
          termsAcceptedAt: sql`now()`,
          emailVerifiedAt: sql`now()`,
          profile: p.profile ?? {},
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!inserted.some((u) => u.email === DEMO_EMPLOYER)) return undefined; // another instance seeded at the same moment

    const now = new Date();
    const userIds = new Map(inserted.map((u) => [u.email, u.id]));
    const pipeline = buildDemoPipeline(now, people, userIds, demoJobs, demoApplications);
    await tx.insert(candidateProfiles).values(withDemoProfileSections(pipeline.profiles, people, userIds));
    const adminId = userIds.get(DEMO_ADMIN)!;
    await tx.insert(twoFactorSettings).values({ userId: adminId, secret: DEMO_ADMIN_TOTP_SECRET, enabledAt: now });
    await insertDemoVetting(tx, now, userIds, adminId);
    await insertDemoIdentityChecks(tx, now, userIds);
    await tx.insert(jobs).values(pipeline.jobs);
    await tx.insert(applications).values(pipeline.applications);
    await tx.insert(interviews).values(pipeline.interviews);
    await tx.insert(offers).values(pipeline.offers);
    await tx.insert(activity).values(pipeline.activity);
    const staffWork = buildDemoStaffWork(now, pipeline, userIds, people, demoStaffWork);
    await insertDemoStaffWork(tx, staffWork);
    const fractional = buildDemoFractional(now, pipeline, userIds, demoFractionalWork, demoFractionalRequest, demoJobs);
    await insertDemoFractional(tx, fractional);
    // The staff at work finished onboarding before their first day (server/onboarding/readiness.ts).
    const firstHires = new Map<string, Date>();
    for (const offer of pipeline.offers) {
      if (!offer.hiredAt) continue;
      const known = firstHires.get(offer.candidateId);
      if (!known || offer.hiredAt < known) firstHires.set(offer.candidateId, offer.hiredAt);
    }
    if (firstHires.size > 0) {
      await tx
        .insert(onboardingCompletions)
        .values([...firstHires].map(([candidateId, completedAt]) => ({ candidateId, grounds: 'checks_passed' as const, completedAt })));
    }
    await tx.insert(coupons).values(demoCoupons).onConflictDoNothing({ target: coupons.code });
    const grantee = inserted.find((u) => u.email === demoGrant.employer)!;
    const grantEnds = new Date(now.getTime() + demoGrant.validForDays * 86_400_000).toISOString().slice(0, 10);
    await tx.insert(grants).values({ employerId: grantee.id, name: demoGrant.name, percent: demoGrant.percent, hires: demoGrant.hires, expiresOn: grantEnds });
    const employerId = inserted.find((u) => u.email === DEMO_EMPLOYER)!.id;
    const { employer: _employer, ...application } = demoGrantApplication;
    await tx.insert(grantApplications).values({ ...application, employerId, locale: 'en' });
    // Last: the bills read the hires and their hours as the billing run would.
    const billedEmployer = userIds.get(demoBilling.employer);
    const billed = billedEmployer ? await insertDemoBilling(tx, now, pipeline, billedEmployer, demoBilling) : 0;
    const firstOfNextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    const lines: EstimateLine[] = demoEstimate.lines.map((line) => ({ ...line, start_date: firstOfNextMonth }));
    const totals = estimate(lines);
    await tx.insert(estimates).values({
      employerId,
      name: demoEstimate.name,
      lines,
      totals: { first_month_cents: totals.firstMonth, monthly_cents: totals.monthly, period_cents: totals.period, grant_savings_cents: totals.grantSavings },
    });
    return { accounts: inserted.length, ...pipeline, staffWork, fractional, billed, userIds };
  });
  if (!seeded) return;
  // After the accounts are committed: files are not in the database's transaction.
  const adminId = seeded.userIds.get(DEMO_ADMIN)!;
  const documents = await insertDemoCompliance(db, files, new Date(), seeded.userIds, adminId);
  const profileFiles = await insertDemoProfileFiles(db, files, people, seeded.userIds);
  const companies = await insertDemoCompanyProfiles(db, files, seeded.userIds);
  // First: the other partner areas' demo work belongs to verified partners.
  await insertDemoPartners(db, files, seeded.userIds, new Date());
  await insertDemoAgents(db, seeded.userIds, new Date());
  // After the agents: the employer's conversation with its current agent.
  await insertDemoMessages(db, seeded.userIds, new Date());
  await insertDemoReferrals(db, seeded.userIds, new Date());
  await insertDemoBpo(db, files, seeded.userIds);
  await insertDemoAudits(db, files, seeded.userIds);
  log.info(
    `demo data seeded: ${seeded.accounts} accounts, ${seeded.jobs.length} jobs, ${seeded.applications.length} applications, ` +
      `${seeded.interviews.length} interviews, ${seeded.offers.length} offers, ${seeded.staffWork.sessions.length} attendance sessions, ` +
      `${seeded.staffWork.reports.length} end-of-day reports, ${seeded.fractional.sessions.length} fractional hours sessions, ` +
      `${seeded.fractional.requests.length} fractional request, ${seeded.billed} payments, ${demoCoupons.length} coupons, 1 grant, 1 grant application, 1 estimate, ${documents} compliance documents, ${profileFiles} candidates' photos and CVs, ${companies} company profiles (see README for the sign-ins)`,
  );
}
