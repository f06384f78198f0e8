import type { jobs } from '../db/schema.js';

// The demo sign-ins are listed in the README; change both together.
type Role = 'employer' | 'candidate' | 'agent' | 'business_agent' | 'bpo' | 'saa' | 'ba' | 'admin';

export interface DemoPerson {
  email: string;
  password: string;
  role: Role;
  firstname: string;
  lastname: string;
  country: string;
  companyName?: string;
  profile?: Record<string, unknown>;
}

export const demoAccounts: DemoPerson[] = [
  { email: 'employer@demo.remotehire.test', password: 'Demo-Employer-2026', role: 'employer', firstname: 'Grace', lastname: 'Okafor', country: 'US', companyName: 'Northwind Dental Group', profile: { website_url: 'https://northwind-dental.example' } },
  { email: 'candidate@demo.remotehire.test', password: 'Demo-Candidate-2026', role: 'candidate', firstname: 'Maria', lastname: 'Santos', country: 'PH', profile: { highest_degree: 'bachelor', institution: 'University of the Philippines', graduation_year: 2019, job_title: 'Medical Billing Specialist', industry: 'healthcare', job_type: 'full_time' } },
  { email: 'agent@demo.remotehire.test', password: 'Demo-Agent-2026', role: 'agent', firstname: 'Kwame', lastname: 'Mensah', country: 'GH', profile: { years_experience: 6, industries: ['customer-service', 'sales'], regions: ['GH', 'NG'] } },
  { email: 'business-agent@demo.remotehire.test', password: 'Demo-BusinessAgent-2026', role: 'business_agent', firstname: 'Laura', lastname: 'Jiménez', country: 'MX', companyName: 'Jiménez Consulting', profile: { years_experience: 9, industries: ['small-businesses'], expected_referrals: 8 } },
  { email: 'bpo@demo.remotehire.test', password: 'Demo-Bpo-2026', role: 'bpo', firstname: 'Arjun', lastname: 'Mehta', country: 'IN', companyName: 'Harbor Outsourcing Ltd', profile: { website_url: 'https://harbor-outsourcing.example', headcount: 420 } },
  { email: 'saa@demo.remotehire.test', password: 'Demo-Auditor-2026', role: 'saa', firstname: 'Sophie', lastname: 'Laurent', country: 'FR', companyName: 'Site Assurance Partners', profile: { license_number: 'SAA-2041-FR' } },
  { email: 'ba@demo.remotehire.test', password: 'Demo-Association-2026', role: 'ba', firstname: 'Chen', lastname: 'Wei', country: 'SG', companyName: 'Regional SME Association', profile: { website_url: 'https://sme-association.example', member_count: 1800 } },
  { email: 'admin@demo.remotehire.test', password: 'Demo-Admin-2026', role: 'admin', firstname: 'Ada', lastname: 'Byrne', country: 'IE' },
];

const candidate = (
  email: string, firstname: string, lastname: string, country: string,
  job_title: string, industry: string, graduation_year: number,
): DemoPerson => ({
  email, password: 'Demo-Candidate-2026', role: 'candidate', firstname, lastname, country,
  profile: { highest_degree: 'bachelor', institution: 'State University', graduation_year, job_title, industry, job_type: 'full_time' },
});

export const demoCandidates: DemoPerson[] = [
  candidate('juan.dela.cruz@demo.remotehire.test', 'Juan', 'Dela Cruz', 'PH', 'Customer Support Representative', 'customer-service', 2018),
  candidate('amina.yusuf@demo.remotehire.test', 'Amina', 'Yusuf', 'KE', 'Bookkeeper', 'accounting', 2016),
  candidate('diego.ramirez@demo.remotehire.test', 'Diego', 'Ramírez', 'CO', 'Full-stack Developer', 'information-technology', 2015),
  candidate('priya.nair@demo.remotehire.test', 'Priya', 'Nair', 'IN', 'Digital Marketing Specialist', 'marketing', 2020),
  candidate('ana.popescu@demo.remotehire.test', 'Ana', 'Popescu', 'RO', 'Paralegal', 'legal', 2017),
];

export const demoJobs: Omit<typeof jobs.$inferInsert, 'employerId'>[] = [
  { title: 'Dental Receptionist', description: 'Answer patient calls, book appointments and confirm insurance for our three clinics.', industry: 'healthcare', hireType: 'full_time', experienceLevel: 'intermediate', monthlyPayCents: 180_000, hoursPerWeek: 40, skills: ['Scheduling', 'Insurance verification', 'Dentrix'], status: 'open' },
  { title: 'Medical Billing Specialist', description: 'Prepare and submit claims, follow up on denials and post payments.', industry: 'healthcare', hireType: 'full_time', experienceLevel: 'expert', monthlyPayCents: 260_000, hoursPerWeek: 40, skills: ['CPT coding', 'Claims', 'Excel'], status: 'open' },
  { title: 'Bookkeeper', description: 'Reconcile accounts and prepare monthly reports for the finance lead.', industry: 'accounting', hireType: 'fractional', experienceLevel: 'intermediate', monthlyPayCents: 90_000, hoursPerWeek: 15, skills: ['QuickBooks', 'Reconciliation'], status: 'open' },
  { title: 'Social Media Coordinator', description: 'Plan and publish posts for our clinics and answer messages from patients.', industry: 'marketing', hireType: 'full_time', experienceLevel: 'entry', monthlyPayCents: 120_000, hoursPerWeek: 40, skills: ['Canva', 'Instagram', 'Copywriting'], status: 'draft' },
];
