import {
  ABOUT_YOU_FIELDS,
  ACCOUNT_DEFAULTS,
  ACCOUNT_STEP,
  createRegistrationMachine,
  type AccountFields,
  type RegistrationConfig,
} from './registration.machine';

/** A business agent who refers businesses that need staff. */
export type BusinessAgentFields = AccountFields & {
  company_name: string;
  website_url: string;
  years_experience: string;
  industries: string[];
  expected_referrals: string;
  linkedin_url: string;
};

export const businessAgentRegistration = {
  id: 'businessAgentRegistration',
  userType: 'business_agent',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    {
      id: 'network',
      fields: ['company_name', 'website_url', 'years_experience', 'industries', 'expected_referrals', 'linkedin_url'],
    },
    ACCOUNT_STEP,
  ],
  defaults: {
    ...ACCOUNT_DEFAULTS,
    company_name: '',
    website_url: '',
    years_experience: '',
    industries: [],
    expected_referrals: '',
    linkedin_url: '',
  },
  integerFields: ['years_experience', 'expected_referrals'],
} as const satisfies RegistrationConfig<BusinessAgentFields>;

export const businessAgentRegistrationMachine = createRegistrationMachine<BusinessAgentFields>(businessAgentRegistration);
