import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { jobs, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail } from '../auth/users.js';
import { demoAccounts, demoCandidates, demoJobs } from './demo-data.js';

/**
 * Fills a new database with one verified account per role, a company with open
 * jobs and a pool of candidates, so a newcomer lands in a living product. Runs
 * once: a database that already has the demo employer is left alone.
 */
export async function seedDemoDataOnFirstStart(db: Db, log: FastifyBaseLogger): Promise<void> {
  const employerEmail = demoAccounts.find((a) => a.role === 'employer')!.email;
  if (await findUserByEmail(db, employerEmail)) return;

  const people = [...demoAccounts, ...demoCandidates];
  const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));
  await db.transaction(async (tx) => {
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
    const employer = inserted.find((u) => u.email === employerEmail);
    if (!employer) return; // another instance seeded at the same moment
    await tx.insert(jobs).values(demoJobs.map((job) => ({ ...job, employerId: employer.id })));
  });
  log.info(`demo data seeded: ${people.length} accounts, ${demoJobs.length} jobs (see README for the sign-ins)`);
}
