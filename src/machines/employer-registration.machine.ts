import {
  ABOUT_YOU_FIELDS,
  ACCOUNT_DEFAULTS,
  ACCOUNT_STEP,
  createRegistrationMachine,
  type AccountFields,
  type RegistrationConfig,
} from './registration.machine';

/** A business owner: the employer who hires. */
export type EmployerFields = AccountFields & {
  company_name: string;
  website_url: string;
};

export const employerRegistration = {
  id: 'employerRegistration',
  userType: 'business_owner',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    { id: 'company', fields: ['company_name', 'website_url'] },
    ACCOUNT_STEP,
  ],
  defaults: { ...ACCOUNT_DEFAULTS, company_name: '', website_url: '' },
} as const satisfies RegistrationConfig<EmployerFields>;

export const employerRegistrationMachine = createRegistrationMachine<EmployerFields>(employerRegistration);
