// What each sign-up form asks, step by step. The machines say which fields a
// step holds; this file says how each field is asked and checked.
import { z, type ZodMiniType } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import type {
  RegistrationConfig,
  RegistrationFields,
  RegistrationMachine,
  StepId,
  UserType,
} from '@/machines/registration.machine';
import { employerRegistration, employerRegistrationMachine } from '@/machines/employer-registration.machine';
import { candidateRegistration, candidateRegistrationMachine } from '@/machines/candidate-registration.machine';
import { agentRegistration, agentRegistrationMachine } from '@/machines/agent-registration.machine';
import {
  businessAgentRegistration,
  businessAgentRegistrationMachine,
} from '@/machines/business-agent-registration.machine';
import {
  baRegistration,
  baRegistrationMachine,
  bpoRegistration,
  bpoRegistrationMachine,
  saaRegistration,
  saaRegistrationMachine,
} from '@/machines/partner-registration.machine';
import { COUNTRY_CODES } from '@/lib/countries';
import { DEGREES, INDUSTRIES } from '@/lib/labels';
import { JOB_TYPES, degreeOptions, industryOptions, jobTypeOptions, type Option } from './labels';
import { acceptedTerms, choice, choices, country, email, password, phone, text, webAddress, wholeNumber } from './schemas';

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'integer'
  | 'country'
  | 'select'
  | 'checkboxes'
  | 'countries'
  | 'password'
  | 'terms'
  | 'checkbox';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: () => string;
  hint?: () => string;
  /** Shown as "(optional)" after the label; the schema decides what is accepted. */
  optional?: boolean;
  autoComplete?: string;
  options?: () => Option[];
  schema: () => ZodMiniType;
}

export interface FormStep {
  id: StepId;
  title: () => string;
  fields: FieldSpec[];
}

export const SIGNUP_SLUGS = ['employer', 'candidate', 'agent', 'business-agent', 'bpo', 'saa', 'ba'] as const;
export type SignupSlug = (typeof SIGNUP_SLUGS)[number];

export interface RegistrationForm {
  slug: SignupSlug;
  userType: UserType;
  title: () => string;
  machine: RegistrationMachine<RegistrationFields>;
  steps: FormStep[];
}

const STEP_TITLES: Record<StepId, () => string> = {
  about_you: m.reg_step_about_you,
  company: m.reg_step_company,
  education: m.reg_step_education,
  work: m.reg_step_work,
  experience: m.reg_step_experience,
  network: m.reg_step_network,
  organisation: m.reg_step_organisation,
  account: m.reg_step_account,
};

const field = (name: string, kind: FieldKind, label: () => string, schema: () => ZodMiniType, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label,
  schema,
  ...more,
});

/** The fields every form shares; a form overrides what it words differently. */
const COMMON: Record<string, FieldSpec> = {
  firstname: field('firstname', 'text', m.reg_field_firstname, () => text(80), { autoComplete: 'given-name' }),
  lastname: field('lastname', 'text', m.reg_field_lastname, () => text(80), { autoComplete: 'family-name' }),
  email: field('email', 'email', m.reg_field_email, email, { autoComplete: 'email', hint: m.reg_field_email_hint }),
  country: field('country', 'country', m.reg_field_country, country, { autoComplete: 'country' }),
  phone_number: field('phone_number', 'tel', m.reg_field_phone, phone, {
    optional: true,
    autoComplete: 'tel',
    hint: m.reg_field_phone_hint,
  }),
  call_me_by: field('call_me_by', 'text', m.reg_field_call_me_by, () => text(80, { optional: true }), {
    optional: true,
    autoComplete: 'nickname',
    hint: m.reg_field_call_me_by_hint,
  }),
  company_name: field('company_name', 'text', m.reg_field_company_name, () => text(160), { autoComplete: 'organization' }),
  website_url: field('website_url', 'url', m.reg_field_website, () => webAddress(), {
    autoComplete: 'url',
    hint: m.reg_field_website_hint,
  }),
  highest_degree: field('highest_degree', 'select', m.reg_field_highest_degree, () => choice(DEGREES), { options: degreeOptions }),
  institution: field('institution', 'text', m.reg_field_institution, () => text(160)),
  graduation_year: field('graduation_year', 'integer', m.reg_field_graduation_year, () => wholeNumber(1950, 2035), {
    hint: m.reg_field_graduation_year_hint,
  }),
  job_title: field('job_title', 'text', m.reg_field_job_title, () => text(120)),
  industry: field('industry', 'select', m.reg_field_industry, () => choice(INDUSTRIES), { options: industryOptions }),
  job_type: field('job_type', 'select', m.reg_field_job_type, () => choice(JOB_TYPES), { options: jobTypeOptions }),
  agency_name: field('agency_name', 'text', m.reg_field_agency_name, () => text(160, { optional: true }), {
    optional: true,
    autoComplete: 'organization',
  }),
  years_experience: field('years_experience', 'integer', m.reg_field_years_experience, () => wholeNumber(0, 60)),
  industries: field('industries', 'checkboxes', m.reg_field_agent_industries, () => choices(INDUSTRIES, 21), {
    options: industryOptions,
    hint: m.reg_field_industries_hint,
  }),
  regions: field('regions', 'countries', m.reg_field_regions, () => choices(COUNTRY_CODES, 50), {
    hint: m.reg_field_regions_hint,
  }),
  linkedin_url: field('linkedin_url', 'url', m.reg_field_linkedin, () => webAddress({ optional: true }), {
    optional: true,
    hint: m.reg_field_linkedin_hint,
  }),
  expected_referrals: field('expected_referrals', 'integer', m.reg_field_expected_referrals, () => wholeNumber(1, 1000)),
  headcount: field('headcount', 'integer', m.reg_field_headcount, () => wholeNumber(1, 1_000_000)),
  license_number: field('license_number', 'text', m.reg_field_license_number, () => text(60)),
  member_count: field('member_count', 'integer', m.reg_field_member_count, () => wholeNumber(1, 10_000_000)),
  password: field('password', 'password', m.reg_field_password, password, {
    autoComplete: 'new-password',
    hint: m.reg_field_password_rule,
  }),
  agree_to_terms: field('agree_to_terms', 'terms', m.reg_field_terms, acceptedTerms),
  send_mails: field('send_mails', 'checkbox', m.reg_field_send_mails, () => z.boolean()),
};

const optionalWebsite = (label: () => string): FieldSpec => ({
  ...COMMON.website_url!,
  label,
  optional: true,
  schema: () => webAddress({ optional: true }),
});

function defineForm<F extends RegistrationFields>(
  slug: SignupSlug,
  title: () => string,
  config: RegistrationConfig<F>,
  machine: RegistrationMachine<F>,
  overrides: Record<string, FieldSpec> = {},
): RegistrationForm {
  const specs = { ...COMMON, ...overrides };
  return {
    slug,
    userType: config.userType,
    title,
    // The views drive any form alike; each machine's own field types stay in src/machines.
    machine: machine as unknown as RegistrationMachine<RegistrationFields>,
    steps: config.steps.map((step) => ({
      id: step.id,
      title: STEP_TITLES[step.id],
      fields: step.fields.map((name) => {
        const spec = specs[name];
        if (!spec) throw new Error(`${slug} sign-up: no field spec for ${name}`);
        return spec;
      }),
    })),
  };
}

export const REGISTRATION_FORMS: Record<SignupSlug, RegistrationForm> = {
  employer: defineForm('employer', m.reg_title_business_owner, employerRegistration, employerRegistrationMachine),
  candidate: defineForm('candidate', m.reg_title_candidate, candidateRegistration, candidateRegistrationMachine),
  agent: defineForm('agent', m.reg_title_agent, agentRegistration, agentRegistrationMachine),
  'business-agent': defineForm(
    'business-agent',
    m.reg_title_business_agent,
    businessAgentRegistration,
    businessAgentRegistrationMachine,
    {
      website_url: optionalWebsite(m.reg_field_website),
      industries: { ...COMMON.industries!, label: m.reg_field_business_agent_industries },
    },
  ),
  bpo: defineForm('bpo', m.reg_title_bpo, bpoRegistration, bpoRegistrationMachine),
  saa: defineForm('saa', m.reg_title_saa, saaRegistration, saaRegistrationMachine, {
    company_name: { ...COMMON.company_name!, label: m.reg_field_accreditation_body },
    website_url: optionalWebsite(m.reg_field_website_plain),
  }),
  ba: defineForm('ba', m.reg_title_ba, baRegistration, baRegistrationMachine, {
    company_name: { ...COMMON.company_name!, label: m.reg_field_association_name },
    website_url: { ...COMMON.website_url!, label: m.reg_field_association_website },
  }),
};

export function formFor(slug: string | undefined): RegistrationForm | undefined {
  return (SIGNUP_SLUGS as readonly string[]).includes(slug ?? '') ? REGISTRATION_FORMS[slug as SignupSlug] : undefined;
}

/** The zod schema of one step: its fields' rules, nothing else. */
export function stepSchema(step: FormStep) {
  return z.object(Object.fromEntries(step.fields.map((spec) => [spec.name, spec.schema()])));
}
