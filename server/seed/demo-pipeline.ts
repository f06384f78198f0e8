import { randomUUID } from 'node:crypto';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { hourlyRateRange, industryOf, monthlySalaryRange, type ExperienceLevel, type JobRole } from '../../src/shared/job-roles.js';
import { applicationMachine } from '../../src/shared/lifecycle/application.machine.js';
import { interviewMachine } from '../../src/shared/lifecycle/interview.machine.js';
import { OFFER_VALID_DAYS, offerMachine } from '../../src/shared/lifecycle/offer.machine.js';
import { nextStatus } from '../../src/shared/lifecycle/lifecycle.js';
import { billingStartDate } from '../../src/shared/pricing.js';
import type { activity, applications, candidateProfiles, hireTypes, interviews, jobs, offers } from '../db/schema.js';
import type { DemoApplication, DemoJob, DemoPerson, DemoTime } from './demo-data.js';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoPipeline {
  profiles: (typeof candidateProfiles.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  applications: (typeof applications.$inferInsert)[];
  interviews: (typeof interviews.$inferInsert)[];
  offers: (typeof offers.$inferInsert)[];
  activity: (typeof activity.$inferInsert)[];
}

/** A job's pay: a monthly salary for full-time jobs, an hourly rate for fractional ones, near the role's typical pay. */
export function demoPayCents(role: JobRole, level: ExperienceLevel, hireType: (typeof hireTypes)[number], factor: number): number {
  if (hireType === 'full_time') return Math.round((monthlySalaryRange(role, level).typical * factor) / 5000) * 5000;
  return Math.round((hourlyRateRange(role, level).typical * factor) / 25) * 25;
}

/**
 * Turns the demo story into rows, with every time relative to `now` so the demo never
 * looks stale. Each application's steps run through the lifecycle machines that the
 * server and the client share: a step the product would refuse throws here. People
 * missing from `userIds` (their e-mail was already taken) are left out with their rows.
 */
export function buildDemoPipeline(
  now: Date,
  people: DemoPerson[],
  userIds: Map<string, string>,
  demoJobs: DemoJob[],
  demoApplications: DemoApplication[],
): DemoPipeline {
  const at = (t: DemoTime): Date => {
    const d = new Date(now.getTime() - t.daysAgo * DAY);
    if (t.hourUtc !== undefined) d.setUTCHours(t.hourUtc, 0, 0, 0);
    return d;
  };
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const nameOf = (email: string) => `${byEmail.get(email)!.firstname} ${byEmail.get(email)!.lastname}`;
  const companyOf = (email: string) => byEmail.get(email)!.companyName ?? nameOf(email);
  const out: DemoPipeline = { profiles: [], jobs: [], applications: [], interviews: [], offers: [], activity: [] };

  const jobsByKey = new Map<string, { row: typeof jobs.$inferInsert; demo: DemoJob }>();
  for (const job of demoJobs) {
    const employerId = userIds.get(job.employer);
    if (!employerId) continue;
    const createdAt = at({ daysAgo: job.createdDaysAgo });
    const publishedAt = job.publishedDaysAgo !== undefined ? at({ daysAgo: job.publishedDaysAgo }) : null;
    const closedAt = job.closedDaysAgo !== undefined ? at({ daysAgo: job.closedDaysAgo }) : null;
    const row: typeof jobs.$inferInsert = {
      id: randomUUID(),
      employerId,
      title: job.title,
      description: job.description,
      role: job.role,
      industry: industryOf(job.role),
      hireType: job.hireType,
      experienceLevel: job.experienceLevel,
      payCents: demoPayCents(job.role, job.experienceLevel, job.hireType, job.payFactor),
      currency: 'USD',
      hoursPerWeek: job.hoursPerWeek,
      skills: job.skills,
      country: job.country ?? null,
      status: closedAt ? 'closed' : publishedAt ? 'open' : 'draft',
      createdAt,
      updatedAt: closedAt ?? publishedAt ?? createdAt,
      publishedAt,
      closedAt,
    };
    out.jobs.push(row);
    jobsByKey.set(job.key, { row, demo: job });
  }

  const hiredCandidates = new Set<string>();
  for (const demo of demoApplications) {
    const job = jobsByKey.get(demo.job);
    const candidateId = userIds.get(demo.candidate);
    if (!job || !candidateId) continue;
    if (job.row.status === 'draft') throw new Error(`demo data: ${demo.candidate} cannot apply to the draft ${demo.job}`);
    const employerEmail = job.demo.employer;
    const employerId = job.row.employerId;
    const applicationId = randomUUID();
    const started = demo.invited?.at ?? demo.applied?.at;
    if (!started) throw new Error(`demo data: ${demo.candidate} on ${demo.job} was neither invited nor applied`);
    const createdAt = at(started);
    let last = createdAt;
    const happen = (t: DemoTime) => {
      const time = at(t);
      if (time < last) throw new Error(`demo data: steps of ${demo.candidate} on ${demo.job} go back in time`);
      last = time;
      return time;
    };
    const tell = (to: 'employer' | 'candidate', type: string, createdAt: Date) =>
      out.activity.push({
        id: randomUUID(),
        userId: to === 'employer' ? employerId : candidateId,
        type,
        jobId: job.row.id!,
        applicationId,
        counterpart: to === 'employer' ? nameOf(demo.candidate) : companyOf(employerEmail),
        createdAt,
      });
    const move = <M extends AnyStateMachine>(machine: M, status: string, event: EventFromLogic<M>): string => {
      const next = nextStatus(machine, status, event);
      if (!next) throw new Error(`demo data: ${machine.id} cannot go from ${status} on ${event.type} (${demo.candidate}, ${demo.job})`);
      return next;
    };

    let status: string = demo.invited ? 'invited' : 'applied';
    let rejectionReason: string | null = null;
    let interview: typeof interviews.$inferInsert | undefined;
    let offer: typeof offers.$inferInsert | undefined;
    if (demo.invited) tell('candidate', 'invitation_received', createdAt);
    else tell('employer', 'application_received', createdAt);

    for (const step of demo.steps) {
      const time = happen(step.at);
      switch (step.do) {
        case 'apply':
          status = move(applicationMachine, status, { type: 'APPLY' });
          tell('employer', 'invitation_accepted', time);
          break;
        case 'shortlist':
          status = move(applicationMachine, status, { type: 'SHORTLIST' });
          tell('candidate', 'application_shortlisted', time);
          break;
        case 'interview': {
          status = move(applicationMachine, status, { type: 'INTERVIEW' });
          const proposedTimes = step.times.map((t) => at(t).toISOString());
          if (interview) {
            interview.status = move(interviewMachine, interview.status!, { type: 'PROPOSE' }) as typeof interview.status;
            Object.assign(interview, { proposedTimes, scheduledAt: null, durationMinutes: step.durationMinutes, message: step.message, updatedAt: time });
          } else {
            interview = {
              id: randomUUID(),
              applicationId,
              jobId: job.row.id!,
              employerId,
              candidateId,
              status: 'proposed',
              proposedTimes,
              durationMinutes: step.durationMinutes,
              meetingUrl: `https://meet.remotehire.example/${applicationId.slice(0, 8)}`,
              message: step.message,
              createdAt: time,
              updatedAt: time,
            };
          }
          tell('candidate', 'interview_invited', time);
          break;
        }
        case 'accept-interview': {
          if (!interview) throw new Error(`demo data: no interview to accept (${demo.candidate}, ${demo.job})`);
          interview.status = move(interviewMachine, interview.status!, { type: 'ACCEPT' }) as typeof interview.status;
          const chosen = interview.proposedTimes[step.time];
          if (!chosen) throw new Error(`demo data: no proposed time ${step.time} (${demo.candidate}, ${demo.job})`);
          interview.scheduledAt = new Date(chosen);
          interview.updatedAt = time;
          tell('employer', 'interview_accepted', time);
          break;
        }
        case 'ask-reschedule':
          if (!interview) throw new Error(`demo data: no interview to move (${demo.candidate}, ${demo.job})`);
          interview.status = move(interviewMachine, interview.status!, { type: 'RESCHEDULE' }) as typeof interview.status;
          interview.candidateNote = step.note;
          interview.updatedAt = time;
          tell('employer', 'interview_reschedule_requested', time);
          break;
        case 'offer': {
          status = move(applicationMachine, status, { type: 'OFFER' });
          const { terms } = step;
          // As sendOffer (server/fractional/hours-range-fields.ts): a fractional offer has its hours a month, a full-time one none.
          if ((job.demo.hireType === 'fractional') !== (terms.hoursRange !== undefined)) {
            throw new Error(`demo data: the ${job.demo.hireType} offer to ${demo.candidate} ${terms.hoursRange ? 'has' : 'lacks'} an hours range`);
          }
          offer = {
            id: randomUUID(),
            applicationId,
            jobId: job.row.id!,
            employerId,
            candidateId,
            status: 'pending',
            contractType: job.demo.hireType,
            experienceLevel: job.demo.experienceLevel,
            payCents: demoPayCents(job.demo.role, job.demo.experienceLevel, job.demo.hireType, terms.payFactor),
            currency: 'USD',
            includeInsurance: terms.includeInsurance,
            includeHealthcare: terms.includeHealthcare,
            secureCloudComputing: terms.secureCloudComputing,
            startDate: new Date(now.getTime() + terms.startInDays * DAY).toISOString().slice(0, 10),
            schedule: terms.schedule,
            hoursMin: terms.hoursRange?.minHours ?? null,
            hoursMax: terms.hoursRange?.maxHours ?? null,
            message: terms.message,
            sentAt: time,
            expiresAt: new Date(time.getTime() + OFFER_VALID_DAYS * DAY),
            updatedAt: time,
          };
          tell('candidate', 'offer_received', time);
          break;
        }
        case 'accept-offer':
          if (!offer) throw new Error(`demo data: no offer to accept (${demo.candidate}, ${demo.job})`);
          if (time >= offer.expiresAt) throw new Error(`demo data: the offer to ${demo.candidate} expired before it was accepted`);
          offer.status = move(offerMachine, offer.status!, { type: 'ACCEPT' }) as typeof offer.status;
          offer.answeredAt = time;
          offer.updatedAt = time;
          tell('employer', 'offer_accepted', time);
          break;
        case 'pay':
          if (!offer) throw new Error(`demo data: no offer to pay for (${demo.candidate}, ${demo.job})`);
          offer.status = move(offerMachine, offer.status!, { type: 'PAY' }) as typeof offer.status;
          status = move(applicationMachine, status, { type: 'HIRE' });
          offer.hiredAt = time;
          // As checkout does: billing began on the start date, or on the day paid if that was later.
          offer.billingStartDate = billingStartDate(offer.startDate!, time.toISOString().slice(0, 10));
          offer.updatedAt = time;
          hiredCandidates.add(candidateId);
          break;
        case 'reject':
          status = move(applicationMachine, status, { type: 'REJECT' });
          rejectionReason = step.reason;
          tell('candidate', 'application_rejected', time);
          break;
        case 'withdraw':
          status = move(applicationMachine, status, { type: 'WITHDRAW' });
          tell('employer', 'application_withdrawn', time);
          break;
      }
    }
    if (offer?.status === 'pending' && offer.expiresAt <= now) throw new Error(`demo data: the offer to ${demo.candidate} is already past its expiry`);

    out.applications.push({
      id: applicationId,
      jobId: job.row.id!,
      employerId,
      candidateId,
      status: status as (typeof applications.$inferInsert)['status'],
      source: demo.invited ? 'invited' : 'applied',
      note: demo.applied?.note ?? null,
      invitationMessage: demo.invited?.message ?? null,
      rejectionReason,
      createdAt,
      updatedAt: last,
    });
    if (interview) out.interviews.push(interview);
    if (offer) out.offers.push(offer);
  }

  // Profiles are listed newest change first; a spread of recent edits keeps that order meaningful.
  people.forEach((person, index) => {
    const userId = userIds.get(person.email);
    const p = person.candidateProfile;
    if (!userId || !p) return;
    out.profiles.push({
      userId,
      fullName: `${person.firstname} ${person.lastname}`,
      country: person.country,
      headline: p.headline,
      bio: p.bio,
      role: p.role,
      industry: industryOf(p.role),
      experienceLevel: p.experienceLevel,
      yearsExperience: p.yearsExperience,
      monthlyRateCents: Math.round((monthlySalaryRange(p.role, p.experienceLevel).typical * p.rateFactor) / 5000) * 5000,
      availability: p.availability,
      skills: p.skills,
      complete: true,
      engaged: hiredCandidates.has(userId),
      updatedAt: new Date(now.getTime() - (index + 1) * 5 * 60 * 60 * 1000),
    });
  });
  return out;
}
