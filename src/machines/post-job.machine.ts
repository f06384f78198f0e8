import { assign, fromPromise, setup } from 'xstate';
import { HOURS_PER_WEEK } from '@/shared/working-hours';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { removeSession, writeSession } from '@/lib/storage';
import { JOB_ROLES, type ExperienceLevel, type JobRole } from '@/shared/job-roles';
import { amountText, parseAmount } from '@/shared/amount';

export type HireType = components['schemas']['HireType'];
export type JobStatus = components['schemas']['JobStatus'];
export type EmployerJob = components['schemas']['EmployerJob'];
export type JobInput = components['schemas']['JobInput'];
/** The employer's language: how the pay is typed ("1,500.50", "1 500,50", "1.500,50"). */
export type Locale = components['schemas']['Locale'];

export const POST_JOB_STEPS = ['details', 'pay', 'review'] as const;
export type PostJobStep = (typeof POST_JOB_STEPS)[number];

/** What the employer types, as typed: pay in dollars and hours as text, parsed only when sent. */
export interface JobFields {
  title: string;
  role: JobRole | '';
  experience_level: ExperienceLevel | '';
  description: string;
  skills: string[];
  /** ISO 3166-1 alpha-2; empty for anywhere. */
  country: string;
  /** Dollars: a month's salary for full-time, an hour's rate for fractional. */
  pay: string;
  hours_per_week: string;
}
export type JobFieldName = keyof JobFields;

/** The fields each step asks for; a server complaint about one of them sends the employer back there. */
export const STEP_FIELDS: Record<Exclude<PostJobStep, 'review'>, ReadonlyArray<JobFieldName>> = {
  details: ['title', 'role', 'experience_level', 'description', 'skills', 'country'],
  pay: ['pay', 'hours_per_week'],
};

/** The contract's JobInput limits, and our line between full-time and fractional hours. */
export const JOB_LIMITS = {
  title: { min: limits.JobInput.title.minLength, max: limits.JobInput.title.maxLength },
  description: { min: limits.JobInput.description.minLength, max: limits.JobInput.description.maxLength },
  skills: { max: limits.JobInput.skills.maxItems, length: limits.JobInput.skills.items.maxLength },
  payCents: { min: limits.JobInput.pay_cents.minimum, max: limits.JobInput.pay_cents.maximum },
  hours: HOURS_PER_WEEK,
} as const;

/** Why a field is not ready; the view words it. */
export type FieldRule =
  | { rule: 'required' }
  | { rule: 'too_short'; min: number }
  | { rule: 'too_long'; max: number }
  | { rule: 'too_many'; max: number }
  /** The example to give depends on what the pay is: a month's salary or an hour's rate. */
  | { rule: 'pay_format'; method: HireType }
  | { rule: 'pay_range'; min: number; max: number }
  | { rule: 'hours_range'; min: number; max: number };

const isJobRole = (value: unknown): value is JobRole => typeof value === 'string' && Object.hasOwn(JOB_ROLES, value);
const LEVELS: ReadonlyArray<ExperienceLevel> = ['entry', 'intermediate', 'expert'];
const isLevel = (value: unknown): value is ExperienceLevel => LEVELS.includes(value as ExperienceLevel);
const isHireType = (value: unknown): value is HireType => value === 'full_time' || value === 'fractional';
const isStep = (value: unknown): value is PostJobStep => POST_JOB_STEPS.includes(value as PostJobStep);
const COUNTRY = /^[A-Z]{2}$/;
const LOCALES: ReadonlyArray<Locale> = ['en', 'fr', 'es', 'zh'];
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The pay typed in dollars, in the employer's language ("1,500" in English, "1 500" in French), as cents; null when it is not an amount. */
export const parsePayCents = (text: string, locale: Locale = 'en'): number | null => parseAmount(text, locale);

/** Cents as the pay field shows them: "1500", "12.5" becomes "12.50" (or "12,50" in French and Spanish). */
export const payText = (cents: number, locale: Locale = 'en'): string => amountText(cents, locale);

export const hoursLimits = (method: HireType) => JOB_LIMITS.hours[method];

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The first rule `field` breaks, or null when it is ready to send. */
export function brokenRule(field: JobFieldName, fields: JobFields, method: HireType | null, locale: Locale = 'en'): FieldRule | null {
  switch (field) {
    case 'title': {
      const text = fields.title.trim();
      if (!text) return { rule: 'required' };
      if (text.length < JOB_LIMITS.title.min) return { rule: 'too_short', min: JOB_LIMITS.title.min };
      if (text.length > JOB_LIMITS.title.max) return { rule: 'too_long', max: JOB_LIMITS.title.max };
      return null;
    }
    case 'description': {
      const text = fields.description.trim();
      if (!text) return { rule: 'required' };
      if (text.length < JOB_LIMITS.description.min) return { rule: 'too_short', min: JOB_LIMITS.description.min };
      if (text.length > JOB_LIMITS.description.max) return { rule: 'too_long', max: JOB_LIMITS.description.max };
      return null;
    }
    case 'role':
      return isJobRole(fields.role) ? null : { rule: 'required' };
    case 'experience_level':
      return isLevel(fields.experience_level) ? null : { rule: 'required' };
    case 'skills':
      if (fields.skills.length > JOB_LIMITS.skills.max) return { rule: 'too_many', max: JOB_LIMITS.skills.max };
      if (fields.skills.some((skill) => skill.trim().length > JOB_LIMITS.skills.length)) {
        return { rule: 'too_long', max: JOB_LIMITS.skills.length };
      }
      return null;
    case 'country':
      return fields.country === '' || COUNTRY.test(fields.country) ? null : { rule: 'required' };
    case 'pay': {
      if (!fields.pay.trim()) return { rule: 'required' };
      const cents = parsePayCents(fields.pay, locale);
      if (cents === null) return { rule: 'pay_format', method: method ?? 'full_time' };
      const { min, max } = JOB_LIMITS.payCents;
      return cents < min || cents > max ? { rule: 'pay_range', min, max } : null;
    }
    case 'hours_per_week': {
      if (!fields.hours_per_week.trim()) return { rule: 'required' };
      const hours = wholeNumber(fields.hours_per_week);
      const { min, max } = hoursLimits(method ?? 'full_time');
      return hours === null || hours < min || hours > max ? { rule: 'hours_range', min, max } : null;
    }
  }
}

/** The rules the step's fields break, by field; empty when the step is complete. */
export function stepProblems(step: Exclude<PostJobStep, 'review'>, fields: JobFields, method: HireType | null, locale: Locale = 'en') {
  const problems: Partial<Record<JobFieldName, FieldRule>> = {};
  for (const field of STEP_FIELDS[step]) {
    const broken = brokenRule(field, fields, method, locale);
    if (broken) problems[field] = broken;
  }
  return problems;
}

export const stepComplete = (step: PostJobStep, fields: JobFields, method: HireType | null, locale: Locale = 'en'): boolean =>
  step === 'review'
    ? stepComplete('details', fields, method, locale) && stepComplete('pay', fields, method, locale)
    : Object.keys(stepProblems(step, fields, method, locale)).length === 0;

/** Skills as they are sent: trimmed, no blanks, no repeats (case aside). */
export function cleanSkills(skills: ReadonlyArray<string>): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const skill of skills) {
    const text = skill.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

/** The contract's body from complete fields. */
export function toJobInput(method: HireType, fields: JobFields, locale: Locale = 'en'): JobInput {
  const body: JobInput = {
    title: fields.title.trim(),
    description: fields.description.trim(),
    role: fields.role as JobRole,
    hire_type: method,
    experience_level: fields.experience_level as ExperienceLevel,
    pay_cents: parsePayCents(fields.pay, locale) ?? 0,
    hours_per_week: Number(fields.hours_per_week.trim()),
    skills: cleanSkills(fields.skills),
  };
  if (fields.country) body.country = fields.country;
  return body;
}

export const blankFields = (method: HireType | null): JobFields => ({
  title: '',
  role: '',
  experience_level: '',
  description: '',
  skills: [],
  country: '',
  pay: '',
  hours_per_week: method ? String(hoursLimits(method).usual) : '',
});

/** A job's values in the wizard's fields, to edit it. */
export function fieldsOfJob(job: EmployerJob, locale: Locale = 'en'): JobFields {
  return {
    title: job.title,
    role: job.role,
    experience_level: job.experience_level,
    description: job.description,
    skills: [...job.skills],
    country: job.country ?? '',
    pay: payText(job.pay_cents, locale),
    hours_per_week: String(job.hours_per_week),
  };
}

/** A server field path ('pay_cents', 'skills.2') as the wizard's field, or null for none of them. */
export function formFieldOf(path: string): JobFieldName | null {
  const head = path.split('.')[0] ?? path;
  if (head === 'pay_cents') return 'pay';
  return head in blankFields(null) ? (head as JobFieldName) : null;
}

/** The server's messages by wizard field. */
export function fieldErrorsOf(problem: ApiProblem): Partial<Record<JobFieldName, string>> {
  const errors: Partial<Record<JobFieldName, string>> = {};
  for (const [path, message] of Object.entries(problem.fields ?? {})) {
    const field = formFieldOf(path);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The first step holding a field the server refused, or null. */
export function stepOfFailure(problem: ApiProblem): Exclude<PostJobStep, 'review'> | null {
  const fields = Object.keys(fieldErrorsOf(problem));
  if (STEP_FIELDS.details.some((field) => fields.includes(field))) return 'details';
  if (STEP_FIELDS.pay.some((field) => fields.includes(field))) return 'pay';
  return null;
}

/** What survives a reload of the tab. */
export interface PostJobDraft {
  method: HireType | null;
  fields: JobFields;
  step: PostJobStep;
  reached: number;
  /** Set once the server holds the job, so that publishing later never creates a second one. */
  jobId: string | null;
  jobStatus: JobStatus | null;
  /** The language the pay was typed in: a draft picked up in another one is rewritten in it. */
  locale: Locale;
}

export interface PostJobContext extends PostJobDraft {
  /** What "Start over" returns to: the job being edited, or empty fields. */
  baseline: { method: HireType | null; fields: JobFields; reached: number };
  /** The last failed save or publish, in the employer's language. */
  problem: ApiProblem | null;
  fieldErrors: Partial<Record<JobFieldName, string>>;
  /** What RETRY sends again. */
  lastAttempt: 'save' | 'publish' | null;
  /** The job as the server last answered it. */
  job: EmployerJob | null;
  /** The tab's storage key of this draft; null keeps nothing. */
  storageKey: string | null;
  /** Whether an unfinished draft of this tab was picked up. */
  resumed: boolean;
}

export type PostJobEvent =
  | { type: 'CHOOSE_METHOD'; method: HireType }
  | { type: 'UPDATE'; fields: Partial<JobFields> }
  | { type: 'NEXT'; fields?: Partial<JobFields> }
  | { type: 'BACK' }
  | { type: 'EDIT_STEP'; step: PostJobStep }
  | { type: 'SAVE_DRAFT' }
  | { type: 'PUBLISH' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

export interface PostJobInput {
  /** The method chosen on the previous page (`?method=`); ignored when editing. */
  method?: HireType | null;
  /** The job to edit (`?edit=`). */
  job?: EmployerJob | null;
  /** What the tab saved under `storageKey`. */
  draft?: unknown;
  storageKey?: string | null;
  /** The employer's language, which the pay is typed and read in; English when not given. */
  locale?: Locale;
}

export interface StoreJobInput {
  /** Null creates the job; an id changes it. */
  jobId: string | null;
  body: JobInput;
}

function restoreFields(saved: unknown, base: JobFields): JobFields {
  if (typeof saved !== 'object' || saved === null) return base;
  const raw = saved as Record<string, unknown>;
  const text = (name: keyof JobFields, fallback: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : fallback);
  return {
    title: text('title', base.title),
    role: raw.role === '' || isJobRole(raw.role) ? raw.role : base.role,
    experience_level: raw.experience_level === '' || isLevel(raw.experience_level) ? raw.experience_level : base.experience_level,
    description: text('description', base.description),
    skills: Array.isArray(raw.skills) && raw.skills.every((s) => typeof s === 'string') ? [...(raw.skills as string[])] : base.skills,
    country: typeof raw.country === 'string' && (raw.country === '' || COUNTRY.test(raw.country)) ? raw.country : base.country,
    pay: text('pay', base.pay),
    hours_per_week: text('hours_per_week', base.hours_per_week),
  };
}

/** The pay typed in another language, written again in this one ("1.500,50" read in Spanish becomes "1500.50" in English). */
function payIn(pay: string, from: Locale, to: Locale): string {
  if (from === to) return pay;
  const cents = parseAmount(pay, from);
  return cents === null ? pay : amountText(cents, to);
}

/** A method change makes the pay mean something else (a month or an hour): pay and hours start again. */
function withMethod(fields: JobFields, from: HireType | null, to: HireType): JobFields {
  if (from === to) return fields;
  return { ...fields, pay: '', hours_per_week: String(hoursLimits(to).usual) };
}

/**
 * The context to start from: the job being edited or empty fields, then whatever this tab
 * saved for the same job (session storage can hold anything: only what fits comes back),
 * then the method just chosen on the previous page.
 */
export function restoreContext(input: PostJobInput | undefined): PostJobContext {
  const job = input?.job ?? null;
  const chosen = isHireType(input?.method) ? input.method : null;
  const locale = isLocale(input?.locale) ? input.locale : 'en';
  const baseMethod: HireType | null = job ? job.hire_type : chosen;
  const baseFields = job ? fieldsOfJob(job, locale) : blankFields(baseMethod);
  const context: PostJobContext = {
    method: baseMethod,
    fields: baseFields,
    step: 'details',
    reached: job ? POST_JOB_STEPS.length : 1,
    jobId: job?.id ?? null,
    jobStatus: job?.status ?? null,
    locale,
    baseline: { method: baseMethod, fields: baseFields, reached: job ? POST_JOB_STEPS.length : 1 },
    problem: null,
    fieldErrors: {},
    lastAttempt: null,
    job,
    storageKey: input?.storageKey ?? null,
    resumed: false,
  };
  const draft = input?.draft;
  if (typeof draft !== 'object' || draft === null) return context;
  const saved = draft as Partial<Record<keyof PostJobDraft, unknown>>;
  const savedJobId = typeof saved.jobId === 'string' ? saved.jobId : null;
  // A draft of another job (or of a new one while editing) is not this one's.
  if (job && savedJobId !== job.id) return context;
  const savedMethod = isHireType(saved.method) ? saved.method : baseMethod;
  const method = job ? job.hire_type : (chosen ?? savedMethod);
  const reached =
    typeof saved.reached === 'number' && Number.isInteger(saved.reached) && saved.reached >= 1 && saved.reached <= POST_JOB_STEPS.length
      ? Math.max(saved.reached, context.reached)
      : context.reached;
  const step = isStep(saved.step) && POST_JOB_STEPS.indexOf(saved.step) < reached ? saved.step : 'details';
  const restored = restoreFields(saved.fields, baseFields);
  const savedLocale = isLocale(saved.locale) ? saved.locale : locale;
  const relocated = { ...restored, pay: payIn(restored.pay, savedLocale, locale) };
  const fields = method ? withMethod(relocated, savedMethod, method) : relocated;
  return {
    ...context,
    method,
    fields,
    step,
    reached,
    jobId: job ? job.id : savedJobId,
    jobStatus: job ? job.status : saved.jobStatus === 'draft' || saved.jobStatus === 'open' ? saved.jobStatus : null,
    // Worth telling only when something was typed since the wizard began.
    resumed: JSON.stringify(fields) !== JSON.stringify(method === baseMethod ? baseFields : blankFields(method)),
  };
}

export const toDraft = (context: PostJobContext): PostJobDraft => ({
  method: context.method,
  fields: context.fields,
  step: context.step,
  reached: context.reached,
  jobId: context.jobId,
  jobStatus: context.jobStatus,
  locale: context.locale,
});

const stepNumber = (step: PostJobStep) => POST_JOB_STEPS.indexOf(step) + 1;

/** A step can be opened once reached, and only when every step before it is complete. */
function canOpen(context: PostJobContext, step: PostJobStep): boolean {
  if (stepNumber(step) > context.reached) return false;
  return POST_JOB_STEPS.slice(0, stepNumber(step) - 1).every((before) => stepComplete(before, context.fields, context.method, context.locale));
}

function withoutErrorsFor(errors: PostJobContext['fieldErrors'], fields: ReadonlyArray<string>) {
  const kept = Object.entries(errors).filter(([field]) => !fields.includes(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

function changedFields(context: PostJobContext, update: Partial<JobFields>): string[] {
  return Object.keys(update).filter(
    (name) => JSON.stringify(update[name as JobFieldName]) !== JSON.stringify(context.fields[name as JobFieldName]),
  );
}

/** Only the fields of `step`: each step changes its own fields and nothing else. */
function pickStep(step: Exclude<PostJobStep, 'review'>, fields: Partial<JobFields> | undefined): Partial<JobFields> {
  const picked: Record<string, unknown> = {};
  for (const name of STEP_FIELDS[step]) if (fields && name in fields) picked[name] = fields[name];
  return picked as Partial<JobFields>;
}

function notProvided(name: string): never {
  throw new Error(`postJobMachine: provide the '${name}' actor`);
}

const editStep = (target: PostJobStep) => ({
  guard: { type: 'canOpenStep' as const, params: ({ event }: { event: PostJobEvent }) => ({ event, target }) },
  target,
});

/**
 * Posting a job: the method (full-time or fractional), then details → pay and hours →
 * review, then saved as a draft or published. Every change is kept in the tab's storage
 * so a reload resumes where the employer was. The server's calls are actors: 'storeJob'
 * creates (no id yet) or changes the job, 'publishJob' publishes a draft. The id of a job
 * once created is kept, so a retry or a second click never creates a second one; only the
 * review takes SAVE_DRAFT and PUBLISH, so a double click sends nothing twice. A refusal
 * of one field returns to the step that holds it; any other lands on the review with the
 * server's message and RETRY.
 */
export const postJobMachine = setup({
  types: {
    context: {} as PostJobContext,
    events: {} as PostJobEvent,
    input: {} as PostJobInput | undefined,
    output: {} as { job: EmployerJob | null; published: boolean },
  },
  actors: {
    storeJob: fromPromise<EmployerJob, StoreJobInput>(async () => notProvided('storeJob')),
    publishJob: fromPromise<EmployerJob, { jobId: string }>(async () => notProvided('publishJob')),
  },
  guards: {
    hasNoMethod: ({ context }) => context.method === null,
    resumesAtReview: ({ context }) => context.step === 'review' && canOpen(context, 'review'),
    resumesAtPay: ({ context }) => context.step !== 'details' && canOpen(context, 'pay'),
    completesStep: ({ context }, params: { step: Exclude<PostJobStep, 'review'>; fields: Partial<JobFields> | undefined }) =>
      stepComplete(params.step, { ...context.fields, ...pickStep(params.step, params.fields) }, context.method, context.locale),
    canOpenStep: ({ context }, params: { event: PostJobEvent; target: PostJobStep }) =>
      params.event.type === 'EDIT_STEP' && params.event.step === params.target && canOpen(context, params.target),
    // An open job is already public: it cannot go back to being a draft.
    canSaveDraft: ({ context }) => context.jobStatus !== 'open',
    retriesSave: ({ context }) => context.problem !== null && context.lastAttempt === 'save',
    retriesPublish: ({ context }) => context.problem !== null && context.lastAttempt === 'publish',
    storedAsDraft: (_, params: { job: EmployerJob }) => params.job.status === 'draft',
    failedOn: (_, params: { error: unknown; step: PostJobStep }) => stepOfFailure(toProblem(params.error)) === params.step,
  },
  actions: {
    /** For the app to provide: the job is stored as a draft (saved), or open (published); a no-op here. */
    jobSaved: (_, _params: { job: EmployerJob | null }) => {},
    jobPublished: (_, _params: { job: EmployerJob | null }) => {},
    chooseMethod: assign(({ context }, params: { method: HireType }) => ({
      method: params.method,
      fields: context.method === null ? { ...context.fields, hours_per_week: String(hoursLimits(params.method).usual) } : withMethod(context.fields, context.method, params.method),
      fieldErrors: context.method === params.method ? context.fieldErrors : withoutErrorsFor(context.fieldErrors, STEP_FIELDS.pay),
    })),
    // A change clears the server's complaint about that field: it no longer describes what is there.
    updateFields: assign(({ context }, params: { step: Exclude<PostJobStep, 'review'>; fields: Partial<JobFields> | undefined }) => {
      const update = pickStep(params.step, params.fields);
      return { fields: { ...context.fields, ...update }, fieldErrors: withoutErrorsFor(context.fieldErrors, changedFields(context, update)) };
    }),
    // The step passed its checks: the last failure no longer describes what is there.
    completeStep: assign(({ context }, params: { step: Exclude<PostJobStep, 'review'>; fields: Partial<JobFields> | undefined }) => ({
      fields: { ...context.fields, ...pickStep(params.step, params.fields) },
      fieldErrors: withoutErrorsFor(context.fieldErrors, STEP_FIELDS[params.step]),
      problem: null,
      lastAttempt: null,
    })),
    enterStep: assign(({ context }, params: { step: PostJobStep }) => ({
      step: params.step,
      reached: Math.max(context.reached, stepNumber(params.step)),
    })),
    startAttempt: assign((_, params: { attempt: 'save' | 'publish' }) => ({ lastAttempt: params.attempt, problem: null })),
    storeJob: assign((_, params: { job: EmployerJob }) => ({ job: params.job, jobId: params.job.id, jobStatus: params.job.status })),
    storeProblem: assign((_, params: { error: unknown }) => {
      const problem = toProblem(params.error);
      return { problem, fieldErrors: fieldErrorsOf(problem) };
    }),
    // Back to where the wizard began: the job being edited, or empty fields for the method in use.
    reset: assign(({ context }) => {
      const method = context.baseline.method ?? context.method;
      return {
        method,
        fields: method === context.baseline.method ? context.baseline.fields : blankFields(method),
        reached: context.baseline.reached,
        problem: null,
        fieldErrors: {},
        lastAttempt: null,
        resumed: false,
      };
    }),
    persistDraft: (_, params: { key: string | null; draft: PostJobDraft }) => {
      if (params.key) writeSession(params.key, params.draft);
    },
    clearDraft: (_, params: { key: string | null }) => {
      if (params.key) removeSession(params.key);
    },
  },
}).createMachine({
  id: 'postJob',
  context: ({ input }) => restoreContext(input),
  initial: 'resuming',
  output: ({ context }) => ({ job: context.job, published: context.job?.status === 'open' }),
  states: {
    resuming: {
      always: [
        { guard: 'hasNoMethod', target: 'choosingMethod' },
        { guard: 'resumesAtReview', target: 'review' },
        { guard: 'resumesAtPay', target: 'pay' },
        { target: 'details' },
      ],
    },
    choosingMethod: {
      on: {
        CHOOSE_METHOD: { target: 'details', actions: { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) } },
      },
    },
    details: {
      entry: [
        { type: 'enterStep', params: { step: 'details' } },
        { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
      ],
      on: {
        UPDATE: {
          actions: [
            { type: 'updateFields', params: ({ event }) => ({ step: 'details', fields: event.fields }) },
            { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
          ],
        },
        NEXT: {
          guard: { type: 'completesStep', params: ({ event }) => ({ step: 'details', fields: event.fields }) },
          target: 'pay',
          actions: { type: 'completeStep', params: ({ event }) => ({ step: 'details', fields: event.fields }) },
        },
        EDIT_STEP: [editStep('pay'), editStep('review')],
        RESET: { actions: ['reset', { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) }] },
      },
    },
    pay: {
      entry: [
        { type: 'enterStep', params: { step: 'pay' } },
        { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
      ],
      on: {
        UPDATE: {
          actions: [
            { type: 'updateFields', params: ({ event }) => ({ step: 'pay', fields: event.fields }) },
            { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
          ],
        },
        CHOOSE_METHOD: {
          actions: [
            { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) },
            { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
          ],
        },
        NEXT: {
          guard: { type: 'completesStep', params: ({ event }) => ({ step: 'pay', fields: event.fields }) },
          target: 'review',
          actions: { type: 'completeStep', params: ({ event }) => ({ step: 'pay', fields: event.fields }) },
        },
        BACK: 'details',
        EDIT_STEP: [editStep('details'), editStep('review')],
        RESET: { target: 'details', actions: 'reset' },
      },
    },
    review: {
      entry: [
        { type: 'enterStep', params: { step: 'review' } },
        { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
      ],
      on: {
        BACK: 'pay',
        EDIT_STEP: [editStep('details'), editStep('pay')],
        SAVE_DRAFT: { guard: 'canSaveDraft', target: 'saving', actions: { type: 'startAttempt', params: { attempt: 'save' } } },
        PUBLISH: { target: 'publishing', actions: { type: 'startAttempt', params: { attempt: 'publish' } } },
        RETRY: [
          { guard: 'retriesSave', target: 'saving', actions: { type: 'startAttempt', params: { attempt: 'save' } } },
          { guard: 'retriesPublish', target: 'publishing', actions: { type: 'startAttempt', params: { attempt: 'publish' } } },
        ],
        RESET: { target: 'details', actions: 'reset' },
      },
    },
    saving: {
      invoke: {
        id: 'storeJob',
        src: 'storeJob',
        input: ({ context }) => ({ jobId: context.jobId, body: toJobInput(context.method!, context.fields, context.locale) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
            { type: 'clearDraft', params: ({ context }) => ({ key: context.storageKey }) },
          ],
        },
        onError: [
          { guard: { type: 'failedOn', params: ({ event }) => ({ error: event.error, step: 'details' }) }, target: 'details', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          { guard: { type: 'failedOn', params: ({ event }) => ({ error: event.error, step: 'pay' }) }, target: 'pay', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          { target: 'review', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    publishing: {
      initial: 'storing',
      states: {
        storing: {
          invoke: {
            id: 'storeJob',
            src: 'storeJob',
            input: ({ context }) => ({ jobId: context.jobId, body: toJobInput(context.method!, context.fields, context.locale) }),
            onDone: [
              {
                guard: { type: 'storedAsDraft', params: ({ event }) => ({ job: event.output }) },
                target: 'releasing',
                actions: [
                  { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
                  { type: 'persistDraft', params: ({ context }) => ({ key: context.storageKey, draft: toDraft(context) }) },
                ],
              },
              // Already open (an edit of a published job): the change is live.
              {
                target: '#postJob.published',
                actions: [
                  { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
                  { type: 'clearDraft', params: ({ context }) => ({ key: context.storageKey }) },
                ],
              },
            ],
            onError: [
              { guard: { type: 'failedOn', params: ({ event }) => ({ error: event.error, step: 'details' }) }, target: '#postJob.details', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
              { guard: { type: 'failedOn', params: ({ event }) => ({ error: event.error, step: 'pay' }) }, target: '#postJob.pay', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
              { target: '#postJob.review', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        releasing: {
          invoke: {
            id: 'publishJob',
            src: 'publishJob',
            input: ({ context }) => ({ jobId: context.jobId! }),
            onDone: {
              target: '#postJob.published',
              actions: [
                { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
                { type: 'clearDraft', params: ({ context }) => ({ key: context.storageKey }) },
              ],
            },
            onError: { target: '#postJob.review', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    saved: { type: 'final', entry: { type: 'jobSaved', params: ({ context }) => ({ job: context.job }) } },
    published: { type: 'final', entry: { type: 'jobPublished', params: ({ context }) => ({ job: context.job }) } },
  },
});

export type PostJobMachine = typeof postJobMachine;
