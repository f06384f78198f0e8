import type { HoursRange } from '../../src/shared/fractional-pricing.js';
import type { ExperienceLevel, JobRole } from '../../src/shared/job-roles.js';
import type { WorkScheduleRow, availabilities, hireTypes } from '../db/schema.js';

// The demo sign-ins are listed in the README; change both together.
export const DEMO_ADMIN = 'admin@demo.remotehire.test';

type Role = 'employer' | 'candidate' | 'agent' | 'business_agent' | 'bpo' | 'saa' | 'ba' | 'admin';

/** What a candidate shows on /profile; the monthly rate follows from the role's pay guidance. */
export interface DemoCandidateProfile {
  headline: string;
  role: JobRole;
  experienceLevel: ExperienceLevel;
  yearsExperience: number;
  /** Where the asked rate sits against the typical monthly salary of the role and level. */
  rateFactor: number;
  availability: (typeof availabilities)[number];
  skills: string[];
  bio: string;
}

export interface DemoPerson {
  email: string;
  password: string;
  role: Role;
  firstname: string;
  lastname: string;
  country: string;
  companyName?: string;
  profile?: Record<string, unknown>;
  candidateProfile?: DemoCandidateProfile;
}

export const DEMO_EMPLOYER = 'employer@demo.remotehire.test';
export const DEMO_CANDIDATE = 'candidate@demo.remotehire.test';
export const DEMO_SECOND_EMPLOYER = 'realty@demo.remotehire.test';

export const demoAccounts: DemoPerson[] = [
  { email: DEMO_EMPLOYER, password: 'Demo-Employer-2026', role: 'employer', firstname: 'Grace', lastname: 'Okafor', country: 'US', companyName: 'Northwind Dental Group', profile: { website_url: 'https://northwind-dental.example' } },
  {
    email: DEMO_CANDIDATE, password: 'Demo-Candidate-2026', role: 'candidate', firstname: 'Maria', lastname: 'Santos', country: 'PH',
    profile: { highest_degree: 'bachelor', institution: 'University of the Philippines', graduation_year: 2019, job_title: 'Medical Billing Specialist', industry: 'healthcare', job_type: 'full_time' },
    candidateProfile: {
      headline: 'Medical billing specialist for US dental and medical practices',
      role: 'medical-billing-specialist', experienceLevel: 'intermediate', yearsExperience: 5, rateFactor: 1.05, availability: 'two_weeks',
      skills: ['CPT coding', 'ICD-10', 'Claims follow-up', 'Denial management', 'Dentrix', 'Excel'],
      bio: 'Five years of billing for US dental groups from Manila: clean claims on the first pass, denials worked within 48 hours, and patient statements people understand. I work US Central hours.',
    },
  },
  { email: DEMO_SECOND_EMPLOYER, password: 'Demo-Realty-2026', role: 'employer', firstname: 'Liam', lastname: "O'Connell", country: 'AU', companyName: 'Harbor & Pine Realty', profile: { website_url: 'https://harbor-pine-realty.example' } },
  { email: 'agent@demo.remotehire.test', password: 'Demo-Agent-2026', role: 'agent', firstname: 'Kwame', lastname: 'Mensah', country: 'GH', profile: { years_experience: 6, industries: ['customer-service', 'sales'], regions: ['GH', 'NG'] } },
  { email: 'business-agent@demo.remotehire.test', password: 'Demo-BusinessAgent-2026', role: 'business_agent', firstname: 'Laura', lastname: 'Jiménez', country: 'MX', companyName: 'Jiménez Consulting', profile: { years_experience: 9, industries: ['small-businesses'], expected_referrals: 8 } },
  { email: 'bpo@demo.remotehire.test', password: 'Demo-Bpo-2026', role: 'bpo', firstname: 'Arjun', lastname: 'Mehta', country: 'IN', companyName: 'Harbor Outsourcing Ltd', profile: { website_url: 'https://harbor-outsourcing.example', headcount: 420 } },
  { email: 'saa@demo.remotehire.test', password: 'Demo-Auditor-2026', role: 'saa', firstname: 'Sophie', lastname: 'Laurent', country: 'FR', companyName: 'Site Assurance Partners', profile: { license_number: 'SAA-2041-FR' } },
  { email: 'ba@demo.remotehire.test', password: 'Demo-Association-2026', role: 'ba', firstname: 'Chen', lastname: 'Wei', country: 'SG', companyName: 'Regional SME Association', profile: { website_url: 'https://sme-association.example', member_count: 1800 } },
  { email: DEMO_ADMIN, password: 'Demo-Admin-2026', role: 'admin', firstname: 'Ada', lastname: 'Byrne', country: 'IE' },
];

/**
 * The demo administrator's authenticator key: administrators work only with two-factor sign-in on
 * (server/http/operation-access.ts). Public like the demo passwords (README, "Demo accounts"):
 * `npm run demo:admin-code` prints the code it gives now.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'EKP5REAOJMXQGZI5UH4DTZXKRSYVTBRN';

const candidate = (
  email: string, firstname: string, lastname: string, country: string,
  education: { degree?: string; institution: string; graduated: number; jobTitle: string; industry: string },
  candidateProfile: DemoCandidateProfile,
): DemoPerson => ({
  email: `${email}@demo.remotehire.test`, password: 'Demo-Candidate-2026', role: 'candidate', firstname, lastname, country,
  profile: {
    highest_degree: education.degree ?? 'bachelor', institution: education.institution, graduation_year: education.graduated,
    job_title: education.jobTitle, industry: education.industry, job_type: 'full_time',
  },
  candidateProfile,
});

export const demoCandidates: DemoPerson[] = [
  candidate('juan.dela.cruz', 'Juan', 'Dela Cruz', 'PH', { institution: 'Ateneo de Manila University', graduated: 2018, jobTitle: 'Customer Support Representative', industry: 'customer-service' }, {
    headline: 'Patient-facing support agent with front-desk experience', role: 'customer-support-agent', experienceLevel: 'intermediate', yearsExperience: 6, rateFactor: 1, availability: 'immediately',
    skills: ['Zendesk', 'Phone support', 'Appointment scheduling', 'Email support'],
    bio: 'Six years answering customers for a US telehealth provider, the last two booking and confirming patient appointments. Calm on the phone, quick in the calendar.',
  }),
  candidate('amina.yusuf', 'Amina', 'Yusuf', 'KE', { institution: 'University of Nairobi', graduated: 2016, jobTitle: 'Bookkeeper', industry: 'accounting' }, {
    headline: 'Bookkeeper for small healthcare practices, QuickBooks certified', role: 'bookkeeper', experienceLevel: 'expert', yearsExperience: 9, rateFactor: 0.95, availability: 'not_available',
    skills: ['QuickBooks Online', 'Reconciliation', 'Accounts payable', 'Month-end close', 'Xero'],
    bio: 'I keep the books of clinics and dental offices: weekly reconciliations, vendor bills paid on time and a month-end pack the owner actually reads.',
  }),
  candidate('diego.ramirez', 'Diego', 'Ramírez', 'CO', { institution: 'Universidad de los Andes', graduated: 2015, jobTitle: 'Full-stack Developer', industry: 'information-technology' }, {
    headline: 'Full-stack developer: TypeScript, React and PostgreSQL', role: 'software-developer', experienceLevel: 'expert', yearsExperience: 10, rateFactor: 1.1, availability: 'one_month',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
    bio: 'Ten years building web products for US start-ups from Bogotá, from the database schema to the last pixel. I like small teams and clear tickets.',
  }),
  candidate('priya.nair', 'Priya', 'Nair', 'IN', { institution: 'University of Kerala', graduated: 2020, jobTitle: 'Digital Marketing Specialist', industry: 'marketing' }, {
    headline: 'Social media manager for local service businesses', role: 'social-media-manager', experienceLevel: 'intermediate', yearsExperience: 4, rateFactor: 0.9, availability: 'immediately',
    skills: ['Instagram', 'Meta Ads', 'Canva', 'Copywriting', 'Content calendars'],
    bio: 'I plan, write and publish for clinics, salons and restaurants, and answer their messages the same day. Monthly reports show what brought bookings.',
  }),
  candidate('ana.popescu', 'Ana', 'Popescu', 'RO', { degree: 'master', institution: 'University of Bucharest', graduated: 2017, jobTitle: 'Paralegal', industry: 'legal' }, {
    headline: 'Paralegal for property and contract matters', role: 'paralegal', experienceLevel: 'intermediate', yearsExperience: 7, rateFactor: 1, availability: 'two_weeks',
    skills: ['Contract review', 'Legal research', 'Clio', 'Document drafting'],
    bio: 'Seven years supporting real-estate and commercial lawyers: drafting leases, checking titles, keeping deadlines in Clio.',
  }),
  candidate('lerato.dlamini', 'Lerato', 'Dlamini', 'ZA', { degree: 'associate', institution: 'Durban University of Technology', graduated: 2019, jobTitle: 'Dental Receptionist', industry: 'healthcare' }, {
    headline: 'Dental receptionist, Dentrix and Open Dental', role: 'dental-receptionist', experienceLevel: 'intermediate', yearsExperience: 5, rateFactor: 1, availability: 'immediately',
    skills: ['Dentrix', 'Open Dental', 'Appointment scheduling', 'Insurance verification', 'Phone etiquette'],
    bio: 'Five years at the front desk of a busy dental practice in Durban, the last two booking for a US practice overnight. I fill cancellations before they become gaps.',
  }),
  candidate('nguyen.thi.lan', 'Lan', 'Nguyễn Thị', 'VN', { institution: 'Hanoi Medical University', graduated: 2022, jobTitle: 'Patient Coordinator', industry: 'healthcare' }, {
    headline: 'Patient coordinator, bilingual English and Vietnamese', role: 'patient-coordinator', experienceLevel: 'entry', yearsExperience: 2, rateFactor: 1, availability: 'immediately',
    skills: ['Patient intake', 'Appointment scheduling', 'EHR', 'Follow-up calls'],
    bio: 'Two years coordinating patients for a private clinic in Hanoi: intake forms, reminders and follow-up calls after treatment.',
  }),
  candidate('fatima.benali', 'Fatima Zahra', 'Benali', 'MA', { institution: 'Université Hassan II de Casablanca', graduated: 2013, jobTitle: 'Medical Billing Specialist', industry: 'healthcare' }, {
    headline: 'Senior medical biller, denials and appeals', role: 'medical-billing-specialist', experienceLevel: 'expert', yearsExperience: 11, rateFactor: 0.98, availability: 'two_weeks',
    skills: ['CPT coding', 'ICD-10', 'Appeals', 'Denial management', 'Kareo'],
    bio: 'Eleven years of US medical billing; I led a team of six on denials and appeals and brought a clinic group’s days in A/R from 58 to 31.',
  }),
  candidate('oluwaseun.adeyemi', 'Oluwaseun', 'Adeyemi', 'NG', { institution: 'University of Ibadan', graduated: 2017, jobTitle: 'Insurance Verification Specialist', industry: 'insurance' }, {
    headline: 'Insurance verification for dental and medical offices', role: 'insurance-verification-specialist', experienceLevel: 'intermediate', yearsExperience: 6, rateFactor: 1, availability: 'immediately',
    skills: ['Insurance verification', 'Eligibility checks', 'Prior authorisation', 'Availity'],
    bio: 'I verify benefits before every visit so patients hear about their costs from us, not from a bill. Six years, around 60 verifications a day.',
  }),
  candidate('camila.ferreira', 'Camila', 'Ferreira', 'BR', { institution: 'Universidade de São Paulo', graduated: 2018, jobTitle: 'Patient Coordinator', industry: 'healthcare' }, {
    headline: 'Patient coordinator for dental and orthodontic practices', role: 'patient-coordinator', experienceLevel: 'intermediate', yearsExperience: 5, rateFactor: 1.02, availability: 'two_weeks',
    skills: ['Treatment plans', 'Appointment scheduling', 'Patient intake', 'HubSpot'],
    bio: 'I turn treatment plans into booked visits: explaining options, chasing signatures and keeping the chair time full. Fluent in English, Portuguese and Spanish.',
  }),
  candidate('tomasz.kowalski', 'Tomasz', 'Kowalski', 'PL', { degree: 'master', institution: 'Warsaw University of Technology', graduated: 2016, jobTitle: 'QA Engineer', industry: 'information-technology' }, {
    headline: 'QA tester: manual and Playwright automation', role: 'qa-tester', experienceLevel: 'intermediate', yearsExperience: 7, rateFactor: 1, availability: 'one_month',
    skills: ['Playwright', 'Test plans', 'Jira', 'API testing'],
    bio: 'Seven years testing web and mobile apps. I write test plans people follow and automate the ones that run every day.',
  }),
  candidate('aiko.tanaka', 'Aiko', 'Tanaka', 'JP', { institution: 'Kyoto University', graduated: 2017, jobTitle: 'UX Designer', industry: 'product-development' }, {
    headline: 'UI/UX designer for booking and scheduling products', role: 'ui-ux-designer', experienceLevel: 'expert', yearsExperience: 8, rateFactor: 1.05, availability: 'one_month',
    skills: ['Figma', 'User research', 'Design systems', 'Prototyping'],
    bio: 'I design flows where people book, pay and reschedule, and I test them with real users before a line of code is written.',
  }),
  candidate('mehmet.yilmaz', 'Mehmet', 'Yılmaz', 'TR', { institution: 'Boğaziçi University', graduated: 2018, jobTitle: 'Data Analyst', industry: 'large-enterprise' }, {
    headline: 'Data analyst: SQL, Power BI and forecasting', role: 'data-analyst', experienceLevel: 'intermediate', yearsExperience: 6, rateFactor: 0.95, availability: 'two_weeks',
    skills: ['SQL', 'Power BI', 'Python', 'Forecasting', 'Excel'],
    bio: 'Six years turning operational data into weekly dashboards for retail and logistics teams.',
  }),
  candidate('hana.tesfaye', 'Hana', 'Tesfaye', 'ET', { institution: 'Addis Ababa University', graduated: 2020, jobTitle: 'Virtual Assistant', industry: 'operations' }, {
    headline: 'Virtual assistant for founders: inbox, calendar and travel', role: 'virtual-assistant', experienceLevel: 'intermediate', yearsExperience: 4, rateFactor: 1, availability: 'immediately',
    skills: ['Inbox management', 'Calendar management', 'Travel booking', 'Google Workspace', 'Notion'],
    bio: 'I keep two founders’ weeks running: inbox at zero by noon, meetings booked across five time zones, trips planned door to door.',
  }),
  candidate('rahul.verma', 'Rahul', 'Verma', 'IN', { institution: 'Delhi Technological University', graduated: 2016, jobTitle: 'IT Support Specialist', industry: 'information-technology' }, {
    headline: 'IT support for small offices: Microsoft 365 and networks', role: 'it-support-specialist', experienceLevel: 'intermediate', yearsExperience: 8, rateFactor: 1, availability: 'immediately',
    skills: ['Microsoft 365', 'Intune', 'Networking', 'Help desk', 'Windows Server'],
    bio: 'Eight years as the remote IT desk of clinics and law firms: onboarding laptops, fixing printers and keeping backups honest.',
  }),
  candidate('lucia.fernandez', 'Lucía', 'Fernández', 'AR', { institution: 'Universidad de Buenos Aires', graduated: 2021, jobTitle: 'Leasing Assistant', industry: 'real-estate' }, {
    headline: 'Leasing coordinator: listings, viewings and applications', role: 'leasing-coordinator', experienceLevel: 'entry', yearsExperience: 2, rateFactor: 1, availability: 'immediately',
    skills: ['AppFolio', 'Listings', 'Tenant screening', 'Scheduling'],
    bio: 'Two years answering rental enquiries and booking viewings for a property manager in Buenos Aires and Miami.',
  }),
  candidate('ahmed.hassan', 'Ahmed', 'Hassan', 'EG', { institution: 'Cairo University', graduated: 2015, jobTitle: 'Accounts Receivable Specialist', industry: 'finance' }, {
    headline: 'Accounts receivable specialist, collections and cash posting', role: 'accounts-receivable-specialist', experienceLevel: 'intermediate', yearsExperience: 9, rateFactor: 1, availability: 'two_weeks',
    skills: ['Collections', 'Cash posting', 'QuickBooks Online', 'NetSuite'],
    bio: 'Nine years of invoicing and collections for service companies; polite and persistent, with a DSO to show for it.',
  }),
  candidate('dewi.lestari', 'Dewi', 'Lestari', 'ID', { institution: 'Universitas Indonesia', graduated: 2017, jobTitle: 'Executive Assistant', industry: 'large-enterprise' }, {
    headline: 'Executive assistant and transaction coordinator', role: 'executive-assistant', experienceLevel: 'intermediate', yearsExperience: 7, rateFactor: 1, availability: 'immediately',
    skills: ['Calendar management', 'DocuSign', 'Transaction files', 'Google Workspace'],
    bio: 'Seven years assisting a real-estate broker: contracts to signature, deadlines on the calendar, every file complete for closing.',
  }),
  candidate('bilal.qureshi', 'Bilal', 'Qureshi', 'PK', { institution: 'Lahore University of Management Sciences', graduated: 2019, jobTitle: 'Web Developer', industry: 'small-businesses' }, {
    headline: 'Web developer for small businesses: WordPress and Shopify', role: 'web-developer', experienceLevel: 'intermediate', yearsExperience: 5, rateFactor: 0.9, availability: 'immediately',
    skills: ['WordPress', 'Shopify', 'JavaScript', 'PHP', 'SEO'],
    bio: 'Five years building and looking after the websites of clinics, shops and restaurants; fast pages, booking forms that work.',
  }),
  candidate('elena.petrova', 'Elena', 'Petrova', 'BG', { degree: 'master', institution: 'Sofia University', graduated: 2014, jobTitle: 'Recruiter', industry: 'human-resource' }, {
    headline: 'Recruiter for healthcare support roles', role: 'recruiter', experienceLevel: 'expert', yearsExperience: 11, rateFactor: 0.95, availability: 'one_month',
    skills: ['Sourcing', 'Interviewing', 'Greenhouse', 'LinkedIn Recruiter'],
    bio: 'Eleven years filling front-office and billing roles for clinic groups in the US and the UK.',
  }),
  candidate('joseph.mwangi', 'Joseph', 'Mwangi', 'KE', { institution: 'Strathmore University', graduated: 2018, jobTitle: 'Transaction Coordinator', industry: 'real-estate' }, {
    headline: 'Real-estate transaction coordinator, contract to close', role: 'transaction-coordinator', experienceLevel: 'intermediate', yearsExperience: 5, rateFactor: 1, availability: 'two_weeks',
    skills: ['Transaction files', 'DocuSign', 'Dotloop', 'Compliance checklists'],
    bio: 'Five years coordinating residential sales for US agents: 40 files a month from accepted offer to closing, no missed deadline.',
  }),
];

export type DemoJobKey =
  | 'dental-receptionist'
  | 'medical-billing'
  | 'patient-coordinator'
  | 'insurance-verification'
  | 'bookkeeper'
  | 'social-media'
  | 'transaction-coordinator'
  | 'leasing-coordinator'
  | 'it-support'
  | 'payroll';

export interface DemoJob {
  key: DemoJobKey;
  employer: string;
  title: string;
  description: string;
  role: JobRole;
  hireType: (typeof hireTypes)[number];
  experienceLevel: ExperienceLevel;
  /** Pay at this multiple of the role's typical pay (monthly for full-time, hourly for fractional). */
  payFactor: number;
  hoursPerWeek: number;
  skills: string[];
  country?: string;
  createdDaysAgo: number;
  /** Absent: a draft. */
  publishedDaysAgo?: number;
  closedDaysAgo?: number;
}

export const demoJobs: DemoJob[] = [
  {
    key: 'dental-receptionist', employer: DEMO_EMPLOYER, title: 'Dental Receptionist for three US clinics',
    description: 'Be the first voice our patients hear. You will answer calls and chat for our three clinics in Ohio, book and confirm appointments in Dentrix, fill last-minute cancellations from the waiting list and check insurance before each visit. You work US Eastern hours, Monday to Friday, with a team lead on call.',
    role: 'dental-receptionist', hireType: 'full_time', experienceLevel: 'intermediate', payFactor: 1, hoursPerWeek: 40,
    skills: ['Dentrix', 'Appointment scheduling', 'Insurance verification', 'Phone etiquette'], createdDaysAgo: 13, publishedDaysAgo: 12,
  },
  {
    key: 'medical-billing', employer: DEMO_EMPLOYER, title: 'Senior Medical Billing Specialist',
    description: 'Own the revenue cycle of our dental and oral-surgery claims: code and submit claims, work denials within two business days, post payments and prepare the monthly A/R report with our finance lead. You know CPT and CDT codes and have handled appeals with the major US payers.',
    role: 'medical-billing-specialist', hireType: 'full_time', experienceLevel: 'expert', payFactor: 1, hoursPerWeek: 40,
    skills: ['CPT coding', 'ICD-10', 'Denial management', 'Claims follow-up', 'Excel'], createdDaysAgo: 21, publishedDaysAgo: 20,
  },
  {
    key: 'patient-coordinator', employer: DEMO_EMPLOYER, title: 'Patient Coordinator (part-time, afternoons)',
    description: 'Help patients say yes to their treatment. Twenty hours a week, you will walk patients through their treatment plans and costs by phone, book their visits, send reminders and follow up after each appointment. Friendly, clear and organised beats years of experience.',
    role: 'patient-coordinator', hireType: 'fractional', experienceLevel: 'intermediate', payFactor: 1, hoursPerWeek: 20,
    skills: ['Patient intake', 'Appointment scheduling', 'Treatment plans', 'Follow-up calls'], createdDaysAgo: 7, publishedDaysAgo: 6,
  },
  {
    key: 'insurance-verification', employer: DEMO_EMPLOYER, title: 'Insurance Verification Specialist',
    description: 'Verify dental benefits for every scheduled patient two days before the visit: eligibility, frequencies, waiting periods and remaining maximums, entered in Dentrix so the front desk can quote costs with confidence. About 25 hours a week, mornings US Eastern.',
    role: 'insurance-verification-specialist', hireType: 'fractional', experienceLevel: 'intermediate', payFactor: 1.05, hoursPerWeek: 25,
    skills: ['Insurance verification', 'Eligibility checks', 'Dentrix', 'Availity'], createdDaysAgo: 10, publishedDaysAgo: 9,
  },
  {
    key: 'bookkeeper', employer: DEMO_EMPLOYER, title: 'Part-time Bookkeeper',
    description: 'Keep the books of our three clinics in QuickBooks Online: weekly bank and card reconciliations, supplier bills, payroll journals and a month-end pack for the owners. Fifteen hours a week, flexible.',
    role: 'bookkeeper', hireType: 'fractional', experienceLevel: 'intermediate', payFactor: 1.05, hoursPerWeek: 15,
    skills: ['QuickBooks Online', 'Reconciliation', 'Accounts payable', 'Month-end close'], createdDaysAgo: 62, publishedDaysAgo: 60, closedDaysAgo: 41,
  },
  {
    key: 'social-media', employer: DEMO_EMPLOYER, title: 'Social Media Manager',
    description: 'Plan and publish two posts a week for each clinic, answer messages and reviews the same day, and run a small monthly ad budget to fill new-patient slots. You will work with our office managers on photos and offers.',
    role: 'social-media-manager', hireType: 'full_time', experienceLevel: 'entry', payFactor: 1, hoursPerWeek: 40,
    skills: ['Instagram', 'Meta Ads', 'Canva', 'Copywriting'], createdDaysAgo: 3,
  },
  {
    key: 'transaction-coordinator', employer: DEMO_SECOND_EMPLOYER, title: 'Transaction Coordinator',
    description: 'Take our agents’ residential sales from signed contract to settlement: open the file, chase signatures and documents, keep every deadline on the calendar and keep buyers, sellers and conveyancers informed. Sydney business hours.',
    role: 'transaction-coordinator', hireType: 'full_time', experienceLevel: 'intermediate', payFactor: 1, hoursPerWeek: 40,
    skills: ['Transaction files', 'DocuSign', 'Compliance checklists', 'Calendar management'], createdDaysAgo: 5, publishedDaysAgo: 4,
  },
  {
    key: 'leasing-coordinator', employer: DEMO_SECOND_EMPLOYER, title: 'Leasing Coordinator (20 hours a week)',
    description: 'Answer rental enquiries from our listings, book viewings for our property managers, screen applications and prepare lease paperwork. Twenty hours a week; training in our tools is provided.',
    role: 'leasing-coordinator', hireType: 'fractional', experienceLevel: 'entry', payFactor: 1, hoursPerWeek: 20,
    skills: ['Listings', 'Tenant screening', 'Scheduling', 'AppFolio'], createdDaysAgo: 11, publishedDaysAgo: 10,
  },
  {
    key: 'it-support', employer: DEMO_EMPLOYER, title: 'IT Support for three clinics (fractional)',
    description: 'Be the remote IT desk of our three clinics two mornings a week, US Eastern: Microsoft 365 accounts, the front-desk PCs and printers, Wi-Fi and the nightly backups of our practice software. Some weeks are quiet, some are not.',
    role: 'it-support-specialist', hireType: 'fractional', experienceLevel: 'intermediate', payFactor: 1.1, hoursPerWeek: 8,
    skills: ['Microsoft 365', 'Help desk', 'Networking', 'Backups'], createdDaysAgo: 82, publishedDaysAgo: 81, closedDaysAgo: 65,
  },
  {
    // Posted by the fractional request below (server/fractional/request-staff.ts posts one open job per request).
    key: 'payroll', employer: DEMO_EMPLOYER, title: 'Payroll for three clinics, a few hours a month',
    description: 'Run our semi-monthly payroll in Gusto for 38 people across three clinics: hours from the time clock, tips and bonuses, new hires and leavers, and the quarterly filings checked with our accountant. About 10 to 20 hours a month, in the days before each pay date.',
    role: 'payroll-specialist', hireType: 'fractional', experienceLevel: 'intermediate', payFactor: 1, hoursPerWeek: 4,
    skills: [], createdDaysAgo: 2, publishedDaysAgo: 2,
  },
];

/** A moment relative to the seeding time: days before it (negative: after), optionally at a whole UTC hour. */
export interface DemoTime {
  daysAgo: number;
  hourUtc?: number;
}

export interface DemoOfferTerms {
  payFactor: number;
  includeInsurance: boolean;
  includeHealthcare: boolean;
  secureCloudComputing: boolean;
  /** Days after the seeding time (negative: before). */
  startInDays: number;
  schedule: WorkScheduleRow;
  /** A fractional offer's hours a month (required on one, refused on a full-time one, as sendOffer does). */
  hoursRange?: HoursRange;
  message: string;
}

/**
 * One thing that happened to an application, in order. The seed replays the steps
 * through the shared lifecycle machines, so a step the product would refuse fails
 * the seed instead of producing a state the screens never expect.
 */
export type DemoStep =
  | { do: 'apply'; at: DemoTime }
  | { do: 'shortlist'; at: DemoTime }
  | { do: 'interview'; at: DemoTime; times: DemoTime[]; durationMinutes: number; message: string }
  | { do: 'accept-interview'; at: DemoTime; time: number }
  | { do: 'ask-reschedule'; at: DemoTime; note: string }
  | { do: 'offer'; at: DemoTime; terms: DemoOfferTerms }
  | { do: 'accept-offer'; at: DemoTime }
  | { do: 'pay'; at: DemoTime }
  | { do: 'reject'; at: DemoTime; reason: string }
  | { do: 'withdraw'; at: DemoTime };

export interface DemoApplication {
  job: DemoJobKey;
  candidate: string;
  /** An employer's invitation (status `invited`) rather than the candidate's own application. */
  invited?: { at: DemoTime; message: string };
  /** The candidate applied on their own, with this note. */
  applied?: { at: DemoTime; note: string };
  steps: DemoStep[];
}

const who = (name: string) => `${name}@demo.remotehire.test`;
const ago = (daysAgo: number, hourUtc?: number): DemoTime => ({ daysAgo, hourUtc });
const inDays = (days: number, hourUtc: number): DemoTime => ({ daysAgo: -days, hourUtc });

const usEastern = (days: WorkScheduleRow['work_days'], start: string, end: string, hours: number): WorkScheduleRow => ({
  work_days: days, start_time: start, end_time: end, timezone: 'America/New_York', hours_per_week: hours,
});

export const demoApplications: DemoApplication[] = [
  // Northwind Dental Group — Dental Receptionist
  {
    job: 'dental-receptionist', candidate: who('juan.dela.cruz'),
    applied: { at: ago(10, 3), note: 'I book appointments for a US telehealth clinic today and would love to do the same for a dental group.' },
    steps: [
      { do: 'shortlist', at: ago(8, 14) },
      { do: 'interview', at: ago(6, 15), times: [inDays(2, 14), inDays(3, 15)], durationMinutes: 30, message: 'A 30-minute video call with our front-desk lead, Dana.' },
      { do: 'accept-interview', at: ago(5, 2), time: 0 },
    ],
  },
  {
    job: 'dental-receptionist', candidate: who('lerato.dlamini'),
    applied: { at: ago(1, 9), note: 'Five years at a dental front desk with Dentrix; I can start on Monday.' },
    steps: [],
  },
  {
    job: 'dental-receptionist', candidate: DEMO_CANDIDATE,
    invited: { at: ago(1, 16), message: 'Hi Maria, your insurance and Dentrix experience would make you a great first voice for our patients. Would you like to apply?' },
    steps: [],
  },
  {
    job: 'dental-receptionist', candidate: who('nguyen.thi.lan'),
    applied: { at: ago(9, 4), note: 'I coordinate patients at a clinic in Hanoi and would like to grow into a dental front desk.' },
    steps: [{ do: 'reject', at: ago(7, 15), reason: 'We need someone who already works in Dentrix for this role.' }],
  },
  // Medical Billing Specialist
  {
    job: 'medical-billing', candidate: DEMO_CANDIDATE,
    applied: { at: ago(18, 2), note: 'I bill for two US dental groups today and would like one team to grow with.' },
    steps: [
      { do: 'shortlist', at: ago(15, 14) },
      { do: 'interview', at: ago(13, 16), times: [ago(10, 14), ago(9, 15)], durationMinutes: 45, message: 'A 45-minute call with Grace and our finance lead about your billing workflow.' },
      { do: 'accept-interview', at: ago(12, 1), time: 0 },
      {
        // Sent two days ago to the hour, so it expires five days from the seeding.
        do: 'offer', at: ago(2),
        terms: {
          payFactor: 1, includeInsurance: true, includeHealthcare: true, secureCloudComputing: true, startInDays: 16,
          schedule: usEastern(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '17:00', 40),
          message: 'Maria, we enjoyed our conversation and would like you to lead our billing. Full time, US Eastern hours, with insurance and the dental package.',
        },
      },
    ],
  },
  {
    job: 'medical-billing', candidate: who('fatima.benali'),
    applied: { at: ago(16, 10), note: 'Eleven years of US billing, most of it dental and oral surgery.' },
    steps: [{ do: 'shortlist', at: ago(14, 15) }],
  },
  {
    job: 'medical-billing', candidate: who('oluwaseun.adeyemi'),
    applied: { at: ago(15, 11), note: 'I verify benefits today and have started billing; keen to move into it full time.' },
    steps: [{ do: 'withdraw', at: ago(13, 9) }],
  },
  // Patient Coordinator
  {
    job: 'patient-coordinator', candidate: DEMO_CANDIDATE,
    applied: { at: ago(2, 5), note: 'Afternoons suit me well beside my billing work, and I know how dental treatment plans are priced.' },
    steps: [],
  },
  {
    job: 'patient-coordinator', candidate: who('camila.ferreira'),
    applied: { at: ago(5, 12), note: 'I coordinate treatment plans for an orthodontic practice and speak English, Portuguese and Spanish.' },
    steps: [
      { do: 'interview', at: ago(3, 14), times: [inDays(1, 13), inDays(1, 17)], durationMinutes: 30, message: 'A short call with our office manager about the afternoon shifts.' },
      { do: 'ask-reschedule', at: ago(2, 11), note: 'I am with patients on Tuesday; could we talk on Wednesday or Thursday?' },
    ],
  },
  {
    job: 'patient-coordinator', candidate: who('nguyen.thi.lan'),
    applied: { at: ago(4, 3), note: 'Patient coordination is what I do every day; afternoons US Eastern are my mornings.' },
    steps: [
      { do: 'shortlist', at: ago(3, 15) },
      { do: 'interview', at: ago(3, 16), times: [ago(2, 14)], durationMinutes: 30, message: 'A 30-minute call with our office manager about the afternoon shifts.' },
      { do: 'accept-interview', at: ago(3, 20), time: 0 },
      {
        // Accepted and awaiting payment: the demo employer's fractional checkout (/hire/fractional/:id).
        do: 'offer', at: ago(1, 9),
        terms: {
          payFactor: 1, includeInsurance: false, includeHealthcare: false, secureCloudComputing: false, startInDays: 14,
          schedule: usEastern(['mon', 'tue', 'wed', 'thu', 'fri'], '13:00', '17:00', 20),
          hoursRange: { minHours: 60, maxHours: 90 },
          message: 'Lan, we would love you on our afternoons: between 60 and 90 hours a month, billed by the hours you clock.',
        },
      },
      { do: 'accept-offer', at: ago(1, 20) },
    ],
  },
  // Insurance Verification Specialist
  {
    job: 'insurance-verification', candidate: DEMO_CANDIDATE,
    applied: { at: ago(6, 4), note: 'I check dental benefits daily as part of billing and know the major payers’ portals.' },
    steps: [
      {
        do: 'interview', at: ago(1, 14), times: [inDays(2, 14), inDays(3, 15), inDays(4, 13)], durationMinutes: 30,
        message: 'Please pick a time for a 30-minute call with our front-desk lead; we will share a verification example live.',
      },
    ],
  },
  {
    job: 'insurance-verification', candidate: who('oluwaseun.adeyemi'),
    applied: { at: ago(7, 10), note: 'Six years of insurance verification, around sixty a day, mostly dental.' },
    steps: [],
  },
  // Bookkeeper (filled, then closed)
  {
    job: 'bookkeeper', candidate: who('amina.yusuf'),
    applied: { at: ago(58, 7), note: 'I keep the books of four clinics and can take one more, fifteen hours a week.' },
    steps: [
      { do: 'shortlist', at: ago(55, 14) },
      { do: 'interview', at: ago(53, 15), times: [ago(51, 13), ago(50, 14)], durationMinutes: 45, message: 'A call with Grace about the month-end pack.' },
      { do: 'accept-interview', at: ago(52, 6), time: 0 },
      {
        do: 'offer', at: ago(46, 16),
        terms: {
          payFactor: 1.05, includeInsurance: false, includeHealthcare: false, secureCloudComputing: false, startInDays: -35,
          schedule: usEastern(['mon', 'wed', 'fri'], '08:00', '13:00', 15),
          hoursRange: { minHours: 40, maxHours: 65 },
          message: 'Amina, welcome aboard: fifteen hours a week on Mondays, Wednesdays and Fridays.',
        },
      },
      { do: 'accept-offer', at: ago(45, 8) },
      { do: 'pay', at: ago(43, 15) },
    ],
  },
  {
    job: 'bookkeeper', candidate: who('ahmed.hassan'),
    applied: { at: ago(57, 9), note: 'Nine years of receivables and bookkeeping for service businesses.' },
    steps: [{ do: 'reject', at: ago(42, 15), reason: 'We have filled this position. Thank you for your interest.' }],
  },
  // IT support (fractional: filled, then closed; its hours and bills are in demo-fractional-data.ts)
  {
    job: 'it-support', candidate: who('rahul.verma'),
    applied: { at: ago(79, 12), note: 'I am the remote IT desk of two clinics and a law firm already; two mornings a week for you fits my evenings in Delhi.' },
    steps: [
      { do: 'shortlist', at: ago(77, 14) },
      { do: 'interview', at: ago(76, 15), times: [ago(74, 13), ago(74, 15)], durationMinutes: 30, message: 'A call with Grace and our Columbus office manager about the clinics’ set-up.' },
      { do: 'accept-interview', at: ago(75, 6), time: 1 },
      {
        do: 'offer', at: ago(71, 16),
        terms: {
          payFactor: 1.1, includeInsurance: false, includeHealthcare: false, secureCloudComputing: false, startInDays: -62,
          schedule: { work_days: ['tue', 'thu'], start_time: '17:30', end_time: '21:30', timezone: 'Asia/Kolkata', hours_per_week: 8 },
          hoursRange: { minHours: 15, maxHours: 30 },
          message: 'Rahul, welcome: Tuesday and Thursday mornings our time, between 15 and 30 hours a month.',
        },
      },
      { do: 'accept-offer', at: ago(70, 5) },
      { do: 'pay', at: ago(66, 15) },
    ],
  },
  // Harbor & Pine Realty
  {
    // Accepted and awaiting payment: the realty employer's checkout, with its grant.
    job: 'transaction-coordinator', candidate: who('joseph.mwangi'),
    applied: { at: ago(3, 6), note: 'I coordinate about forty residential files a month from contract to close.' },
    steps: [
      { do: 'shortlist', at: ago(2, 1) },
      { do: 'interview', at: ago(2, 3), times: [ago(1, 1)], durationMinutes: 30, message: 'A 30-minute video call with Liam about how you run a file from contract to settlement.' },
      { do: 'accept-interview', at: ago(2, 8), time: 0 },
      {
        do: 'offer', at: ago(1, 6),
        terms: {
          payFactor: 1, includeInsurance: true, includeHealthcare: false, secureCloudComputing: true, startInDays: 10,
          schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: 'Australia/Sydney', hours_per_week: 40 },
          message: 'Joseph, we would love you to run our settlements. Welcome to Harbor & Pine!',
        },
      },
      { do: 'accept-offer', at: ago(1, 9) },
    ],
  },
  {
    job: 'transaction-coordinator', candidate: who('dewi.lestari'),
    applied: { at: ago(2, 2), note: 'Seven years assisting a broker, every file complete for settlement.' },
    steps: [],
  },
  {
    job: 'leasing-coordinator', candidate: who('lucia.fernandez'),
    applied: { at: ago(6, 22), note: 'I answer rental enquiries and book viewings every day in AppFolio.' },
    steps: [],
  },
  {
    job: 'leasing-coordinator', candidate: who('ana.popescu'),
    applied: { at: ago(8, 21), note: 'Leases are my daily work as a paralegal; I would like to move closer to the tenants.' },
    steps: [],
  },
];

/** Coupons anyone may try at checkout (codes are upper-case). */
export interface DemoCoupon {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent, or cents for a fixed amount. */
  amount: number;
  scope: 'standard' | 'fractional';
  expiresOn?: string;
  maxUses?: number;
}

export const demoCoupons: DemoCoupon[] = [
  { code: 'WELCOME10', type: 'percent', amount: 10, scope: 'standard' },
  { code: 'HIRE50', type: 'fixed', amount: 5_000, scope: 'standard', maxUses: 500 },
  { code: 'SPRING2025', type: 'percent', amount: 20, scope: 'standard', expiresOn: '2025-05-31' },
  { code: 'FRACTIONAL15', type: 'percent', amount: 15, scope: 'fractional' },
];

/** An approved grant paying half the setup and service fees of the realty employer's next two hires. */
export const demoGrant = {
  employer: DEMO_SECOND_EMPLOYER,
  name: 'Small business digital skills grant',
  percent: 50,
  hires: 2,
  validForDays: 365,
};

/** A grant application waiting for the demo administrator to review it. */
export const demoGrantApplication = {
  employer: DEMO_EMPLOYER,
  organisationName: 'Northwind Bookkeeping Co-op',
  organisationType: 'small_business',
  country: 'CA',
  employees: '11-50',
  hiresPlanned: 3,
  reason:
    'We are a worker-owned bookkeeping co-operative serving rural clients. Three remote bookkeepers would let us take on the clients we currently turn away during tax season.',
};

/** A saved estimate, so /pricing/estimate shows what saving one looks like. */
export const demoEstimate = {
  employer: DEMO_EMPLOYER,
  name: 'Finance team, first year',
  lines: [
    { role: 'bookkeeper', experience: 'intermediate', type_of_hire: 'full_time', headcount: 2, service_period_months: 12, security: false, work_hours: 40 },
    { role: 'payroll-specialist', experience: 'entry', type_of_hire: 'fractional', headcount: 1, service_period_months: 12, security: true, work_hours: 15 },
  ],
} as const;
