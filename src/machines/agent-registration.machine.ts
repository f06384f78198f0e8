import {
  ABOUT_YOU_FIELDS,
  ACCOUNT_DEFAULTS,
  ACCOUNT_STEP,
  createRegistrationMachine,
  type AccountFields,
  type RegistrationConfig,
} from './registration.machine';

/** A recruiting agent who refers candidates. */
export type AgentFields = AccountFields & {
  agency_name: string;
  years_experience: string;
  industries: string[];
  regions: string[];
  linkedin_url: string;
};

export const agentRegistration = {
  id: 'agentRegistration',
  userType: 'agent',
  steps: [
    { id: 'about_you', fields: ABOUT_YOU_FIELDS },
    { id: 'experience', fields: ['agency_name', 'years_experience', 'industries', 'regions', 'linkedin_url'] },
    ACCOUNT_STEP,
  ],
  defaults: {
    ...ACCOUNT_DEFAULTS,
    agency_name: '',
    years_experience: '',
    industries: [],
    regions: [],
    linkedin_url: '',
  },
  integerFields: ['years_experience'],
} as const satisfies RegistrationConfig<AgentFields>;

export const agentRegistrationMachine = createRegistrationMachine<AgentFields>(agentRegistration);
