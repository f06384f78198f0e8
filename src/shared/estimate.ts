import type { components } from '../generated/api.js';
import { limits } from '../generated/limits.js';
import { FEES } from './fees.js';
import { hourlyRateRange, JOB_ROLES, LEVEL_FACTOR, monthlySalaryRange } from './job-roles.js';
import { firstMonth, monthlyCharge, parseDate } from './pricing.js';
import { HOURS_PER_WEEK } from './working-hours.js';

/**
 * The price calculator's arithmetic, on top of the pricing module that checkout charges
 * with: the same first month, the same monthly charge, the same grant rule. Pure, so the
 * calculator shows what the server saves and the solution pages quote.
 */
export type EstimateLine = components['schemas']['EstimateLine'];
export type HireType = EstimateLine['type_of_hire'];

/** A grant in force: its share of the fees, for as many hires as it has left. */
export interface EstimateGrant {
  percent: number;
  hiresLeft: number;
}

/** What one person on a line costs, in cents. */
export interface PersonCost {
  /** Salary for a full-time hire; hourly rate × the hours of a month for a fractional one. */
  pay: number;
  /** Hourly rate used for a fractional hire, 0 for full time. */
  hourly: number;
  serviceFee: number;
  security: number;
  setupFee: number;
  firstMonth: number;
  monthly: number;
  /** First month plus the full months after it, over the service period. */
  period: number;
  /** What the grant takes off over the service period. */
  grantSavings: number;
}

export interface LineCost {
  line: EstimateLine;
  /** The person at the line's terms, without a grant. */
  each: PersonCost;
  firstMonth: number;
  monthly: number;
  period: number;
  grantSavings: number;
}

export interface EstimateResult {
  lines: LineCost[];
  /** Per employer, once, for every month with staff. */
  subscription: { monthly: number; period: number };
  firstMonth: number;
  monthly: number;
  period: number;
  grantSavings: number;
}

/** Hours a week the line may ask for, by kind of hire. */
export const workHoursRange = (type: HireType) => HOURS_PER_WEEK[type];

/** Keeps the hours inside the kind of hire's range, so switching kind never leaves them invalid. */
export function clampWorkHours(type: HireType, hours: number): number {
  const { min, max } = HOURS_PER_WEEK[type];
  return Math.min(Math.max(Math.round(hours), min), max);
}

/** What one person costs at the line's terms, with `grantPercent` of the fees covered. */
export function personCost(line: EstimateLine, grantPercent = 0): PersonCost {
  const fractional = line.type_of_hire === 'fractional';
  const hourly = fractional ? hourlyRateRange(line.role, line.experience).typical : 0;
  // A month of fractional work: the weekly hours over a year's 52 weeks, by month.
  const pay = fractional
    ? Math.round(hourly * ((line.work_hours * 52) / 12))
    : monthlySalaryRange(line.role, line.experience).typical;
  const terms = {
    monthlyPayCents: pay,
    level: line.experience,
    includeInsurance: false,
    includeHealthcare: false,
    secureCloudComputing: line.security,
  };
  const first = firstMonth({ ...terms, startDate: line.start_date, grantPercent });
  const monthly = monthlyCharge({ ...terms, grantPercent });
  const months = line.service_period_months;
  const period = first.total + (months - 1) * monthly;
  const fullPrice = firstMonth({ ...terms, startDate: line.start_date }).total + (months - 1) * monthlyCharge(terms);
  return {
    pay,
    hourly,
    serviceFee: FEES.serviceFee[line.experience],
    security: line.security ? FEES.addOns.secureCloudComputing : 0,
    setupFee: FEES.onboardingSetup,
    firstMonth: first.total,
    monthly,
    period,
    grantSavings: fullPrice - period,
  };
}

/**
 * Every line's cost and the estimate's totals. A grant covers people in the order the
 * lines list them, as checkout covers hires in the order they are paid.
 */
export function estimate(lines: readonly EstimateLine[], grant?: EstimateGrant): EstimateResult {
  let hiresLeft = grant?.hiresLeft ?? 0;
  const costs = lines.map((line): LineCost => {
    const covered = Math.min(hiresLeft, line.headcount);
    hiresLeft -= covered;
    const each = personCost(line);
    const withGrant = covered > 0 ? personCost(line, grant?.percent ?? 0) : each;
    const sum = (pick: (p: PersonCost) => number) => covered * pick(withGrant) + (line.headcount - covered) * pick(each);
    return {
      line,
      each,
      firstMonth: sum((p) => p.firstMonth),
      monthly: sum((p) => p.monthly),
      period: sum((p) => p.period),
      grantSavings: sum((p) => p.grantSavings),
    };
  });
  const longest = lines.reduce((max, line) => Math.max(max, line.service_period_months), 0);
  const subscription = {
    monthly: lines.length > 0 ? FEES.platformSubscription : 0,
    period: FEES.platformSubscription * longest,
  };
  const total = (pick: (c: LineCost) => number) => costs.reduce((sum, c) => sum + pick(c), 0);
  return {
    lines: costs,
    subscription,
    firstMonth: total((c) => c.firstMonth) + subscription.monthly,
    monthly: total((c) => c.monthly) + subscription.monthly,
    period: total((c) => c.period) + subscription.period,
    grantSavings: total((c) => c.grantSavings),
  };
}

/** The same role hired the other way: full time at the usual week, or fractional at the usual part-time week. */
export function alternative(line: EstimateLine): EstimateLine {
  const type: HireType = line.type_of_hire === 'full_time' ? 'fractional' : 'full_time';
  return { ...line, type_of_hire: type, work_hours: HOURS_PER_WEEK[type].usual };
}

/** The contract's bounds of an estimate (EstimateLine, EstimateRequest). */
export const ESTIMATE_LIMITS = {
  lines: limits.EstimateRequest.lines.maxItems,
  headcount: { min: limits.EstimateLine.headcount.minimum, max: limits.EstimateLine.headcount.maximum },
  servicePeriodMonths: { min: limits.EstimateLine.service_period_months.minimum, max: limits.EstimateLine.service_period_months.maximum },
  name: { max: limits.EstimateRequest.name.maxLength },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/** One line as the calculator makes it, or null: hours inside its kind of hire's range, a real calendar date. */
export function readEstimateLine(value: unknown): EstimateLine | null {
  if (!isRecord(value)) return null;
  const { role, experience, type_of_hire: type, headcount, service_period_months: months, security, work_hours: hours, start_date: start } = value;
  if (typeof role !== 'string' || !Object.hasOwn(JOB_ROLES, role)) return null;
  if (typeof experience !== 'string' || !Object.hasOwn(LEVEL_FACTOR, experience)) return null;
  if (typeof type !== 'string' || !Object.hasOwn(HOURS_PER_WEEK, type)) return null;
  const range = HOURS_PER_WEEK[type as HireType];
  if (!isIntegerIn(headcount, ESTIMATE_LIMITS.headcount.min, ESTIMATE_LIMITS.headcount.max)) return null;
  if (!isIntegerIn(months, ESTIMATE_LIMITS.servicePeriodMonths.min, ESTIMATE_LIMITS.servicePeriodMonths.max)) return null;
  if (typeof security !== 'boolean' || !isIntegerIn(hours, range.min, range.max) || !isCalendarDate(start)) return null;
  // Rebuilt field by field, so nothing but the contract's fields travels on.
  return {
    role: role as EstimateLine['role'],
    experience: experience as EstimateLine['experience'],
    type_of_hire: type as HireType,
    headcount,
    service_period_months: months,
    security,
    work_hours: hours,
    start_date: start,
  };
}

/**
 * Lines from outside (a shared link, a saved estimate, the tab's storage): all of them
 * valid and within the contract's count, or null, so a bad link never half-loads.
 */
export function readEstimateLines(value: unknown): EstimateLine[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > ESTIMATE_LIMITS.lines) return null;
  const lines = value.map(readEstimateLine);
  return lines.every((line): line is EstimateLine => line !== null) ? lines : null;
}

/** What a grant in force says about itself (the contract's EmployerGrant). */
export interface GrantTerms {
  percent: number;
  hires: number;
  hires_used: number;
}

/**
 * The grant an estimate applies when the employer has several in force: the first one
 * with hires left, in the order given. The server lists grants oldest first, the order in
 * which checkout uses them, so an estimate shows what checkout will charge.
 */
export function grantForEstimate<T extends GrantTerms>(grants: readonly T[]): { grant: T; terms: EstimateGrant } | undefined {
  return grants
    .map((grant) => ({ grant, terms: { percent: grant.percent, hiresLeft: Math.max(0, grant.hires - grant.hires_used) } }))
    .find(({ terms }) => terms.hiresLeft > 0 && terms.percent > 0);
}
