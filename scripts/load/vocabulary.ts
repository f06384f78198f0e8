import { JOB_ROLES, jobRoleIds, type Industry, type JobRole } from '../../src/shared/job-roles.js';

// Words the load data is built from: varied enough that search and filters have something to find.

const ACRONYMS: Record<string, string> = { qa: 'QA', it: 'IT', seo: 'SEO', cad: 'CAD', erp: 'ERP', hr: 'HR' };
const SPECIAL_TITLES: Partial<Record<JobRole, string>> = { 'fp-and-a-analyst': 'FP&A Analyst', 'ui-ux-designer': 'UI/UX Designer', 'ecommerce-assistant': 'E-commerce Assistant' };

export const roleTitle = (role: JobRole): string =>
  SPECIAL_TITLES[role] ??
  role
    .split('-')
    .map((w) => ACRONYMS[w] ?? w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** Exactly six per industry, so a job or a profile can pick by index. */
export const SKILLS: Record<Industry, string[]> = {
  'accounting': ['QuickBooks Online', 'Reconciliation', 'Xero', 'Accounts payable', 'Month-end close', 'Excel'],
  'human-resource': ['Onboarding', 'Sourcing', 'Greenhouse', 'HRIS', 'Interviewing', 'Payroll'],
  'sales': ['HubSpot', 'Salesforce', 'Cold calling', 'Lead qualification', 'Pipeline management', 'Negotiation'],
  'information-technology': ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Microsoft 365'],
  'operations': ['Google Workspace', 'Data entry', 'Inbox management', 'Calendar management', 'Notion', 'Logistics'],
  'legal': ['Contract review', 'Legal research', 'Clio', 'Document drafting', 'Compliance', 'E-discovery'],
  'marketing': ['Instagram', 'Meta Ads', 'Canva', 'Copywriting', 'SEO', 'Google Analytics'],
  'project-management': ['Jira', 'Asana', 'Scrum', 'Stakeholder reporting', 'Risk management', 'Confluence'],
  'product-development': ['Figma', 'User research', 'Roadmapping', 'SQL', 'Prototyping', 'Technical writing'],
  'customer-service': ['Zendesk', 'Phone support', 'Live chat', 'Email support', 'Intercom', 'Ticket triage'],
  'finance': ['Financial modelling', 'Excel', 'NetSuite', 'Collections', 'Forecasting', 'Power BI'],
  'entertainment': ['Premiere Pro', 'After Effects', 'DaVinci Resolve', 'Content moderation', 'Storyboarding', 'YouTube'],
  'insurance': ['Claims processing', 'Insurance verification', 'Underwriting', 'Guidewire', 'Eligibility checks', 'Policy administration'],
  'manufacturing': ['Procurement', 'SAP', 'AutoCAD', 'ISO 9001', 'Supply planning', 'Vendor management'],
  'real-estate': ['AppFolio', 'Transaction files', 'DocuSign', 'Listings', 'Tenant screening', 'Dotloop'],
  'healthcare': ['Dentrix', 'CPT coding', 'ICD-10', 'Appointment scheduling', 'EHR', 'HIPAA'],
  'education': ['Canvas LMS', 'Lesson planning', 'Articulate 360', 'Tutoring', 'Admissions', 'Moodle'],
  'non-profit': ['Grant writing', 'Salesforce Nonprofit', 'Donor relations', 'Volunteer management', 'Mailchimp', 'Event planning'],
  'large-enterprise': ['SAP', 'Power BI', 'SQL', 'Process mapping', 'Calendar management', 'Excel'],
  'community': ['Discord', 'Community moderation', 'Event planning', 'Mailchimp', 'Slack', 'Outreach'],
  'small-businesses': ['WordPress', 'Shopify', 'Google Workspace', 'Bookkeeping', 'Appointment setting', 'Customer support'],
};

export const ROLES = jobRoleIds.map((role) => ({
  role,
  industry: JOB_ROLES[role].industry,
  typicalMonthlyCents: JOB_ROLES[role].typicalMonthlyUsd * 100,
  title: roleTitle(role),
  skills: SKILLS[JOB_ROLES[role].industry],
}));

export const FIRST_NAMES = [
  'Maria', 'Juan', 'Amina', 'Wei', 'Priya', 'Oluwaseun', 'Fatima', 'Diego', 'Aiko', 'Mehmet', 'Lerato', 'Camila', 'Tomasz', 'Hana', 'Rahul',
  'Lucía', 'Ahmed', 'Dewi', 'Bilal', 'Elena', 'Joseph', 'Nguyen', 'Sofia', 'Kwame', 'Ana', 'Chinedu', 'Yuki', 'Mohammed', 'Isabela', 'Arjun',
  'Grace', 'Sipho', 'Leila', 'Andrés', 'Mei', 'Kofi', 'Ayesha', 'Mateo', 'Olga', 'Tariq', 'Nadia', 'Emeka', 'Rosa', 'Hiroshi', 'Zanele',
  'Carlos', 'Siti', 'Ravi', 'Ingrid', 'Yusuf', 'Thandiwe', 'Jin', 'Valentina', 'Omar', 'Anh', 'Pedro', 'Esther', 'Kiran', 'Malik', 'Ewa',
];

export const LAST_NAMES = [
  'Santos', 'Dela Cruz', 'Yusuf', 'Chen', 'Nair', 'Adeyemi', 'Benali', 'Ramírez', 'Tanaka', 'Yılmaz', 'Dlamini', 'Ferreira', 'Kowalski',
  'Tesfaye', 'Verma', 'Fernández', 'Hassan', 'Lestari', 'Qureshi', 'Petrova', 'Mwangi', 'Tran', 'Rossi', 'Mensah', 'Popescu', 'Okeke',
  'Sato', 'Al-Sayed', 'Oliveira', 'Mehta', 'Okafor', 'Nkosi', 'Haddad', 'Gómez', 'Wang', 'Boateng', 'Khan', 'López', 'Ivanova', 'Aziz',
  'Rahman', 'Eze', 'Martínez', 'Suzuki', 'Mokoena', 'Silva', 'Abdullah', 'Patel', 'Larsen', 'Demir', 'Ndlovu', 'Park', 'Torres', 'Farouk',
  'Pham', 'Costa', 'Owusu', 'Reddy', 'Bello', 'Nowak',
];

/** Where remote staff live, repeated to weigh the common ones. */
export const CANDIDATE_COUNTRIES = [
  'PH', 'PH', 'PH', 'IN', 'IN', 'IN', 'NG', 'NG', 'KE', 'KE', 'ZA', 'PK', 'BD', 'VN', 'ID', 'MX', 'CO', 'AR', 'BR', 'EG',
  'MA', 'GH', 'ET', 'RO', 'PL', 'UA', 'BG', 'TR', 'LK', 'PE', 'JM', 'UG',
];

export const EMPLOYER_COUNTRIES = ['US', 'US', 'US', 'US', 'GB', 'GB', 'CA', 'AU', 'DE', 'NL', 'IE', 'NZ', 'SG', 'AE', 'FR', 'ES'];

export const COMPANY_WORDS = [
  'Northgate', 'Bluewater', 'Summit', 'Redwood', 'Lakeside', 'Ironbridge', 'Silverline', 'Crescent', 'Maple', 'Harborview', 'Evergreen',
  'Brightpath', 'Copperfield', 'Westbrook', 'Highland', 'Oakridge', 'Riverstone', 'Sunrise', 'Granite', 'Pioneer', 'Beacon', 'Cedar',
  'Foxglove', 'Juniper', 'Keystone', 'Meridian', 'Orchard', 'Pinecrest', 'Quarry', 'Sterling',
];

export const COMPANY_KINDS = [
  'Dental Group', 'Health Partners', 'Logistics', 'Realty', 'Accounting', 'Legal LLP', 'Software', 'Insurance Agency', 'Learning',
  'Retail Co', 'Marketing Studio', 'Clinics', 'Property Management', 'Manufacturing', 'Consulting', 'Foundation', 'Media', 'Outfitters',
];

export const TITLE_PREFIXES = ['', '', '', 'Senior ', 'Junior ', 'Remote ', 'Part-time ', 'Bilingual '];

export const APPLICATION_NOTES = [
  'I have done this work for several years and can start within two weeks.',
  'Your team sounds like a great fit; I work well across time zones.',
  'I would love to bring my experience with US clients to your company.',
  'Available full time on US Eastern hours.',
  'I am keen to grow in this role and learn your tools quickly.',
  'Happy to do a paid trial task if that helps.',
];

export const REJECTION_REASONS = [
  'We have chosen a candidate whose experience matches the role more closely.',
  'We have filled this position. Thank you for your interest.',
  'We need someone who can work our core hours.',
];

export const INVITATION_MESSAGES = [
  'Your profile caught our eye. Would you like to apply?',
  'We think you would be a great fit for this role; we would love to hear from you.',
];

/** What staff write at the end of a day, whatever their role. */
export const REPORT_DONE = [
  'Cleared the queue that came in overnight and answered every message from the team.',
  'Finished the weekly report and shared it with the team lead; two open questions are noted in the document.',
  'Worked through the task list agreed at the start of the week: four items done, one waiting on a reply from the client.',
  'Updated the shared tracker, closed six tasks and handed two over with notes.',
  'Joined the team call, then spent the rest of the day on the backlog: the oldest item is now under a week old.',
  'Wrote down the steps of the process I took over last week, so anyone on the team can follow them.',
  'Went through yesterday’s work with the team lead and fixed the three points she raised.',
  'Prepared the files for next week’s deadline and sent the first half for review.',
];
/** Mostly nothing in the way. */
export const REPORT_BLOCKERS = [
  '', '', '', '', '', '',
  'Still waiting for access to the shared drive.',
  'The client has not confirmed the deadline yet.',
  'My internet was unstable for an hour after the break.',
  'I need a decision from the team lead on which of two tasks comes first.',
];
export const REPORT_PLANS = [
  'Continue with the backlog and answer anything new first thing.',
  'Finish what is left from today, then start on the next batch.',
  'Follow up on the open questions and update the tracker.',
  'Prepare the weekly summary and go through it with the team lead.',
  'Pick up the next task on the board.',
  'Work in the review comments and send the second half.',
];
export const REPORT_COMMENTS = [
  'Thanks, good progress today.',
  'Please send me the open questions before our call.',
  'Great work on this, thank you.',
  'Let us talk about the blocker tomorrow morning.',
];
export const TIME_OFF_NOTES = ['Family event.', 'A short trip home.', 'Moving house.', 'A friend’s wedding.'];
export const SICK_NOTES = ['Unwell, resting at home.', 'Doctor’s appointment and rest.'];
export const TIME_OFF_DECLINE_REASONS = [
  'Two of the team are already off that week; could you pick other dates?',
  'A client deadline falls on these days.',
];
export const CORRECTION_REASONS = [
  'I clocked out by mistake instead of starting a break and kept working.',
  'The page did not answer when I clocked out at the end of my day.',
];
