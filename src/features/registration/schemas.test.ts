import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { ACCOUNT_DEFAULTS } from '@/machines/registration.machine';
import { employerRegistration } from '@/machines/employer-registration.machine';
import { candidateRegistration } from '@/machines/candidate-registration.machine';
import { agentRegistration } from '@/machines/agent-registration.machine';
import { businessAgentRegistration } from '@/machines/business-agent-registration.machine';
import { baRegistration, bpoRegistration, saaRegistration } from '@/machines/partner-registration.machine';
import { COUNTRY_CODES } from '@/lib/countries';
import { REGISTRATION_FORMS, SIGNUP_SLUGS, formFor, stepSchema, type SignupSlug } from './forms';
import { INDUSTRIES } from '@/lib/labels';

afterEach(() => setLocale('en', { reload: false }));

function schemaOf(slug: SignupSlug, stepId: string) {
  const step = REGISTRATION_FORMS[slug].steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`${slug} has no step ${stepId}`);
  return stepSchema(step);
}

/** The first message per field, as react-hook-form shows them. */
function problems(slug: SignupSlug, stepId: string, values: Record<string, unknown>) {
  const result = schemaOf(slug, stepId).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

const aboutYou = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', country: 'GB', phone_number: '' };
const account = { password: 'correct horse battery', agree_to_terms: true, send_mails: true };

describe('about you', () => {
  it('accepts a filled step and trims what was typed', () => {
    const parsed = schemaOf('employer', 'about_you').parse({ ...aboutYou, firstname: '  Ada ', email: ' ada@example.com ' });
    expect(parsed).toEqual(aboutYou);
  });

  it('requires names, e-mail and country; the phone is optional', () => {
    expect(problems('employer', 'about_you', { firstname: ' ', lastname: '', email: '', country: '', phone_number: '' })).toEqual({
      firstname: 'This field is required.',
      lastname: 'This field is required.',
      email: 'This field is required.',
      country: 'Choose a country.',
    });
  });

  it('holds the contract limits', () => {
    expect(
      problems('employer', 'about_you', {
        ...aboutYou,
        firstname: 'A'.repeat(81),
        email: 'ada@',
        country: 'gb',
        phone_number: '555-CALL-ADA',
      }),
    ).toEqual({
      firstname: 'Use at most 80 characters.',
      email: 'Enter a valid e-mail address, like name@company.com.',
      country: 'Choose a country.',
      phone_number: 'Enter a phone number with digits only, like +1 415 555 0100.',
    });
    expect(problems('employer', 'about_you', { ...aboutYou, country: 'XK' }).country).toBe('Choose a country.');
    expect(problems('employer', 'about_you', { ...aboutYou, phone_number: '+44 (20) 7946-0018' })).toEqual({});
  });

  it('lets a candidate give the name to be called by, up to 80 characters', () => {
    expect(problems('candidate', 'about_you', { ...aboutYou, call_me_by: '' })).toEqual({});
    expect(problems('candidate', 'about_you', { ...aboutYou, call_me_by: 'x'.repeat(81) })).toEqual({
      call_me_by: 'Use at most 80 characters.',
    });
  });

  it('speaks the chosen language', () => {
    setLocale('fr', { reload: false });
    expect(problems('employer', 'about_you', { ...aboutYou, firstname: '' }).firstname).toBe('Ce champ est obligatoire.');
    setLocale('zh', { reload: false });
    expect(problems('employer', 'about_you', { ...aboutYou, email: 'nope' }).email).toBe('请输入有效的电子邮箱，例如 name@company.com。');
  });
});

describe('web addresses', () => {
  it('reads a bare domain as https and refuses anything but https', () => {
    expect(schemaOf('employer', 'company').parse({ company_name: 'Engines', website_url: 'engines.example.com' })).toEqual({
      company_name: 'Engines',
      website_url: 'https://engines.example.com',
    });
    for (const website_url of ['http://engines.example.com', 'https://localhost', 'ftp://example.com', 'not a site']) {
      expect(problems('employer', 'company', { company_name: 'Engines', website_url })).toEqual({
        website_url: 'Enter a full web address starting with https://.',
      });
    }
    expect(problems('employer', 'company', { company_name: '', website_url: '' })).toEqual({
      company_name: 'This field is required.',
      website_url: 'This field is required.',
    });
    expect(problems('employer', 'company', { company_name: 'E', website_url: `https://example.com/${'a'.repeat(300)}` }))
      .toEqual({ website_url: 'Use at most 300 characters.' });
  });

  it('is optional where the contract says so', () => {
    expect(problems('saa', 'organisation', { company_name: 'Accredit Ltd', license_number: 'L-1', website_url: '' })).toEqual({});
    expect(problems('agent', 'experience', {
      agency_name: '', years_experience: '3', industries: ['sales'], regions: ['KE'], linkedin_url: '',
    })).toEqual({});
    expect(problems('ba', 'organisation', { company_name: 'Guild', website_url: '', member_count: '12' })).toEqual({
      website_url: 'This field is required.',
    });
  });
});

describe('whole numbers', () => {
  const education = (graduation_year: string) =>
    problems('candidate', 'education', { highest_degree: 'bachelor', institution: 'UCL', graduation_year });

  it('keeps the year as typed text within 1950 to 2035', () => {
    expect(education('1999')).toEqual({});
    expect(schemaOf('candidate', 'education').parse({ highest_degree: 'master', institution: ' UCL ', graduation_year: ' 2001 ' }))
      .toEqual({ highest_degree: 'master', institution: 'UCL', graduation_year: '2001' });
    expect(education('1949')).toEqual({ graduation_year: 'Enter 1950 or more.' });
    expect(education('2036')).toEqual({ graduation_year: 'Enter 2035 or less.' });
    expect(education('20x5')).toEqual({ graduation_year: 'Enter a whole number.' });
    expect(education('1999.5')).toEqual({ graduation_year: 'Enter a whole number.' });
    expect(education('')).toEqual({ graduation_year: 'This field is required.' });
  });

  it('bounds every count of the contract', () => {
    const network = (values: Record<string, unknown>) =>
      problems('business-agent', 'network', {
        company_name: 'Refer Co', website_url: '', years_experience: '4', industries: ['legal'], expected_referrals: '10', linkedin_url: '', ...values,
      });
    expect(network({})).toEqual({});
    expect(network({ years_experience: '61' })).toEqual({ years_experience: 'Enter 60 or less.' });
    expect(network({ years_experience: '-1' })).toEqual({ years_experience: 'Enter 0 or more.' });
    expect(network({ expected_referrals: '0' })).toEqual({ expected_referrals: 'Enter 1 or more.' });
    expect(network({ expected_referrals: '1001' })).toEqual({ expected_referrals: 'Enter 1000 or less.' });
    expect(problems('bpo', 'organisation', { company_name: 'B', website_url: 'b.example.com', headcount: '1000001' }))
      .toEqual({ headcount: 'Enter 1000000 or less.' });
    expect(problems('ba', 'organisation', { company_name: 'G', website_url: 'g.example.com', member_count: '0' }))
      .toEqual({ member_count: 'Enter 1 or more.' });
  });
});

describe('choices', () => {
  it('takes only the contract values for degree, industry and job type', () => {
    expect(problems('candidate', 'education', { highest_degree: '', institution: 'UCL', graduation_year: '2001' })).toEqual({
      highest_degree: 'Choose one of the options.',
    });
    expect(problems('candidate', 'work', { job_title: 'Bookkeeper', industry: 'accounting', job_type: 'fractional' })).toEqual({});
    expect(problems('candidate', 'work', { job_title: '', industry: 'astrology', job_type: 'gig' })).toEqual({
      job_title: 'This field is required.',
      industry: 'Choose one of the options.',
      job_type: 'Choose one of the options.',
    });
  });

  it('asks for at least one industry and region, distinct and known', () => {
    const experience = (values: Record<string, unknown>) =>
      problems('agent', 'experience', { agency_name: '', years_experience: '2', industries: ['sales'], regions: ['FR'], linkedin_url: '', ...values });
    expect(experience({ industries: [], regions: [] })).toEqual({ industries: 'Choose at least 1.', regions: 'Choose at least 1.' });
    expect(experience({ industries: ['sales', 'sales'] })).toEqual({ industries: 'Each choice may appear only once.' });
    expect(experience({ regions: ['ZZ'] })).toEqual({ regions: 'Choose one of the options.' });
    expect(experience({ industries: [...INDUSTRIES] })).toEqual({});
    expect(experience({ regions: COUNTRY_CODES.slice(0, 51) })).toEqual({ regions: 'Choose at most 50.' });
  });
});

describe('account', () => {
  it('asks for a password of 8 to 128 characters and accepted terms', () => {
    expect(problems('employer', 'account', account)).toEqual({});
    expect(problems('employer', 'account', { ...account, password: '', agree_to_terms: false })).toEqual({
      password: 'This field is required.',
      agree_to_terms: 'You must accept the terms of use to create an account.',
    });
    expect(problems('employer', 'account', { ...account, password: 'short' })).toEqual({ password: 'Use at least 8 characters.' });
    expect(problems('employer', 'account', { ...account, password: 'p'.repeat(129) })).toEqual({ password: 'Use at most 128 characters.' });
    // Spaces belong to a password: it is never trimmed.
    expect(schemaOf('employer', 'account').parse({ ...account, password: '  padded pass  ' }).password).toBe('  padded pass  ');
  });
});

describe('the forms and their machines', () => {
  it('ask every field each machine holds, and only those', () => {
    const configs = {
      employer: employerRegistration,
      candidate: candidateRegistration,
      agent: agentRegistration,
      'business-agent': businessAgentRegistration,
      bpo: bpoRegistration,
      saa: saaRegistration,
      ba: baRegistration,
    } satisfies Record<SignupSlug, { defaults: object }>;
    for (const slug of SIGNUP_SLUGS) {
      const asked = REGISTRATION_FORMS[slug].steps.flatMap((step) => step.fields.map((spec) => spec.name));
      expect(asked.sort(), slug).toEqual(Object.keys(configs[slug].defaults).sort());
      expect(Object.keys(configs[slug].defaults)).toEqual(expect.arrayContaining(Object.keys(ACCOUNT_DEFAULTS)));
      // The last step holds the password, the terms and the mails opt-in.
      expect(REGISTRATION_FORMS[slug].steps.at(-1)?.fields.map((spec) => spec.name)).toEqual(['password', 'agree_to_terms', 'send_mails']);
    }
  });

  it('knows the seven kinds of account by their address', () => {
    expect(SIGNUP_SLUGS.map((slug) => formFor(slug)?.userType)).toEqual([
      'business_owner', 'candidate', 'agent', 'business_agent', 'bpo', 'saa', 'ba',
    ]);
    expect(formFor('astronaut')).toBeUndefined();
    expect(formFor(undefined)).toBeUndefined();
  });
});
