import {
  ABOUT_YOU_FIELDS,
  ACCOUNT_DEFAULTS,
  ACCOUNT_STEP,
  createRegistrationMachine,
  type AccountFields,
  type RegistrationConfig,
} from './registration.machine';

export type CandidateFields = AccountFields & {
  call_me_by: string;
  highest_degree: string;
  institution: string;
  graduation_year: string;
  job_title: string;
  industry: string;
  job_type: string;
};

export const candidateRegistration = {
  id: 'candidateRegistration',
  userType: 'candidate',
  steps: [
    { id: 'about_you', fields: [...ABOUT_YOU_FIELDS, 'call_me_by'] },
    { id: 'education', fields: ['highest_degree', 'institution', 'graduation_year'] },
    { id: 'work', fields: ['job_title', 'industry', 'job_type'] },
    ACCOUNT_STEP,
  ],
  defaults: {
    ...ACCOUNT_DEFAULTS,
    call_me_by: '',
    highest_degree: '',
    institution: '',
    graduation_year: '',
    job_title: '',
    industry: '',
    job_type: '',
  },
  integerFields: ['graduation_year'],
} as const satisfies RegistrationConfig<CandidateFields>;

export const candidateRegistrationMachine = createRegistrationMachine<CandidateFields>(candidateRegistration);
