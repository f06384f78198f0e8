// The three partner organisations share one shape (about you, the organisation,
// the account) and differ only in the organisation's answers, so one file
// defines all three; each is still its own machine with its own draft key.
import {
  ABOUT_YOU_FIELDS,
  ACCOUNT_DEFAULTS,
  ACCOUNT_STEP,
  createRegistrationMachine,
  type AccountFields,
  type RegistrationConfig,
} from './registration.machine';

/** Business process outsourcing partner: employs staff at its own worksites. */
export type BpoFields = AccountFields & {
  company_name: string;
  website_url: string;
  headcount: string;
};

/** Site accreditation auditor: company_name is the accreditation body. */
export type SaaFields = AccountFields & {
  company_name: string;
  license_number: string;
  website_url: string;
};

/** Business association: company_name is the association. */
export type BaFields = AccountFields & {
  company_name: string;
  website_url: string;
  member_count: string;
};

export const bpoRegistration = {
  id: 'bpoRegistration',
  userType: 'bpo',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    { id: 'organisation', fields: ['company_name', 'website_url', 'headcount'] },
    ACCOUNT_STEP,
  ],
  defaults: { ...ACCOUNT_DEFAULTS, company_name: '', website_url: '', headcount: '' },
  integerFields: ['headcount'],
} as const satisfies RegistrationConfig<BpoFields>;

export const saaRegistration = {
  id: 'saaRegistration',
  userType: 'saa',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    { id: 'organisation', fields: ['company_name', 'license_number', 'website_url'] },
    ACCOUNT_STEP,
  ],
  defaults: { ...ACCOUNT_DEFAULTS, company_name: '', license_number: '', website_url: '' },
} as const satisfies RegistrationConfig<SaaFields>;

export const baRegistration = {
  id: 'baRegistration',
  userType: 'ba',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    { id: 'organisation', fields: ['company_name', 'website_url', 'member_count'] },
    ACCOUNT_STEP,
  ],
  defaults: { ...ACCOUNT_DEFAULTS, company_name: '', website_url: '', member_count: '' },
  integerFields: ['member_count'],
} as const satisfies RegistrationConfig<BaFields>;

export const bpoRegistrationMachine = createRegistrationMachine<BpoFields>(bpoRegistration);
export const saaRegistrationMachine = createRegistrationMachine<SaaFields>(saaRegistration);
export const baRegistrationMachine = createRegistrationMachine<BaFields>(baRegistration);
