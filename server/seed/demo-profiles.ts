import type { candidateProfiles, EducationItem, LanguageItem, ProfileLinkKind, WorkHistoryItem } from '../db/schema.js';
import { levelsMet, type LanguageLevel } from '../../src/shared/spoken-languages.js';
import type { DemoPerson } from './demo-data.js';

/*
 * The demo candidates' profile sections (docs/product.md, "Candidate profiles"): where they worked,
 * what they studied beyond the degree given at sign-up, the languages they speak, how long they have
 * used each skill, when they work and where their work can be seen. Keyed by e-mail, in the order of
 * demoCandidates. The years of a skill follow the order of its DemoCandidateProfile's skills.
 *
 * Links point to `.example` hosts (RFC 2606), never to real LinkedIn or GitHub pages: a made-up
 * profile address there could be a stranger's.
 */

type Job = [employer: string, role: string, start: string, end: string | null, description: string];

interface DemoSections {
  /** What the sign-up's degree was in. */
  field: string;
  /** Years of study for that degree (it ended the year of graduation). */
  studied: number;
  work: Job[];
  moreEducation?: EducationItem[];
  languages: [string, LanguageLevel][];
  skillYears: number[];
  hours: [timezone: string, start: string, end: string, days?: string[]];
  links: Partial<Record<ProfileLinkKind, string>>;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];
const at = (local: string) => `${local}@demo.remotehire.test`;
const linkedin = (slug: string) => `https://linkedin.example/in/${slug}`;

const sections: Record<string, DemoSections> = {
  [at('candidate')]: {
    field: 'Public Health',
    studied: 4,
    work: [
      ['MedBridge Billing Services', 'Medical billing specialist', '2023-03', null, 'Billing for fourteen US dental groups: charge entry, claim scrubbing before submission, denials worked within 48 hours.'],
      ['Pacific Claims Outsourcing', 'Claims follow-up associate', '2021-06', '2023-02', 'Followed up unpaid medical claims with US payers by phone and portal; 94 % of resubmissions paid on the first pass.'],
    ],
    moreEducation: [{ institution: 'AAPC', degree: 'vocational', field_of_study: 'Certified Professional Biller', start_year: 2022, end_year: 2022 }],
    languages: [['tl', 'native'], ['en', 'C2']],
    skillYears: [5, 5, 5, 4, 3, 5],
    // US Central office hours, seen from Manila.
    hours: ['Asia/Manila', '22:00', '06:00'],
    links: { linkedin: linkedin('maria-santos-billing') },
  },
  [at('juan.dela.cruz')]: {
    field: 'Communication',
    studied: 4,
    work: [
      ['CareLink Telehealth', 'Patient support and scheduling agent', '2022-09', null, 'Books, confirms and reschedules patient visits for a US telehealth provider; answers about 70 calls and chats a shift.'],
      ['Southbay Contact Center', 'Customer support representative', '2020-07', '2022-08', 'Phone and e-mail support for a US retail account; top quartile for first-contact resolution two years running.'],
    ],
    languages: [['tl', 'native'], ['en', 'C1']],
    skillYears: [6, 6, 2, 5],
    hours: ['Asia/Manila', '21:00', '05:00'],
    links: { linkedin: linkedin('juan-dela-cruz') },
  },
  [at('amina.yusuf')]: {
    field: 'Accounting',
    studied: 4,
    work: [
      ['Self-employed', 'Bookkeeper for healthcare practices', '2020-01', null, 'Keeps the books of six clinics and dental offices in the US and Kenya: weekly reconciliations, bills paid on time, a month-end pack owners read.'],
      ['Riverside Medical Centre', 'Accounts assistant', '2017-02', '2019-12', 'Accounts payable and bank reconciliations for a 60-bed private hospital in Nairobi.'],
    ],
    moreEducation: [{ institution: 'Intuit', degree: 'vocational', field_of_study: 'QuickBooks Online Certified ProAdvisor', start_year: 2020, end_year: 2020 }],
    languages: [['sw', 'native'], ['en', 'C2']],
    skillYears: [7, 9, 9, 7, 4],
    hours: ['Africa/Nairobi', '15:00', '23:00'],
    links: { linkedin: linkedin('amina-yusuf-books'), website: 'https://amina-books.example' },
  },
  [at('diego.ramirez')]: {
    field: 'Systems and Computing Engineering',
    studied: 5,
    work: [
      ['Tidewater Labs', 'Senior full-stack developer', '2021-04', null, 'Leads a team of three on a scheduling product for US clinics: React front end, Node.js services, PostgreSQL on AWS.'],
      ['Nubo Software', 'Full-stack developer', '2017-08', '2021-03', 'Built client projects for US start-ups, from the first schema to production, mostly TypeScript and PostgreSQL.'],
      ['Universidad de los Andes', 'Teaching assistant, databases', '2015-02', '2017-06', 'Ran the lab sessions of the undergraduate databases course.'],
    ],
    languages: [['es', 'native'], ['en', 'C1']],
    skillYears: [7, 8, 9, 10, 5],
    // Overlaps the US East Coast by a full day.
    hours: ['America/Bogota', '09:00', '17:00'],
    links: { github: 'https://github.example/diego-ramirez', linkedin: linkedin('diego-ramirez-dev'), portfolio: 'https://diego-ramirez.example' },
  },
  [at('priya.nair')]: {
    field: 'Commerce',
    studied: 3,
    work: [
      ['Brightside Digital', 'Social media manager', '2023-01', null, 'Plans and publishes for twelve clinics, salons and restaurants; answers their messages the same day and reports bookings monthly.'],
      ['Kochi Creative Studio', 'Content assistant', '2021-03', '2022-12', 'Wrote captions and designed posts in Canva for local brands; ran their first Meta Ads campaigns.'],
    ],
    moreEducation: [{ institution: 'Meta Blueprint', degree: 'vocational', field_of_study: 'Digital Marketing Associate', start_year: 2022, end_year: 2022 }],
    languages: [['ml', 'native'], ['en', 'C1'], ['hi', 'B2']],
    skillYears: [4, 3, 4, 4, 3],
    hours: ['Asia/Kolkata', '13:00', '21:00'],
    links: { portfolio: 'https://priya-nair.example/work', linkedin: linkedin('priya-nair-social') },
  },
  [at('ana.popescu')]: {
    field: 'Law',
    studied: 2,
    work: [
      ['Ionescu & Partners', 'Paralegal, real estate and commercial', '2021-05', null, 'Drafts leases and sale agreements, checks land-registry titles and keeps every deadline in Clio for four lawyers.'],
      ['Stanescu Law Office', 'Legal assistant', '2018-09', '2021-04', 'Research and first drafts for contract disputes; managed the firm’s document archive.'],
    ],
    languages: [['ro', 'native'], ['en', 'C1'], ['fr', 'B2']],
    skillYears: [7, 7, 4, 7],
    hours: ['Europe/Bucharest', '10:00', '18:00'],
    links: { linkedin: linkedin('ana-popescu-paralegal') },
  },
  [at('lerato.dlamini')]: {
    field: 'Office Management and Technology',
    studied: 2,
    work: [
      ['BrightSmile Dental (Austin, remote)', 'Remote dental receptionist', '2024-02', null, 'Answers the phones and books for a US practice overnight from Durban; fills cancellations from the waiting list.'],
      ['Umhlanga Dental Studio', 'Dental receptionist', '2021-03', '2024-01', 'Front desk of a four-chair practice: bookings in Dentrix, insurance checks, a full chair schedule.'],
    ],
    languages: [['zu', 'native'], ['en', 'C2'], ['af', 'B1']],
    skillYears: [5, 2, 5, 4, 5],
    hours: ['Africa/Johannesburg', '15:00', '23:00'],
    links: { linkedin: linkedin('lerato-dlamini') },
  },
  [at('nguyen.thi.lan')]: {
    field: 'Nursing',
    studied: 4,
    work: [['Hanoi Family Clinic', 'Patient coordinator', '2024-09', null, 'Intake forms, reminders and follow-up calls after treatment for a private clinic with English- and Vietnamese-speaking patients.']],
    languages: [['vi', 'native'], ['en', 'C1']],
    skillYears: [2, 2, 2, 2],
    hours: ['Asia/Ho_Chi_Minh', '08:00', '17:00'],
    links: { linkedin: linkedin('lan-nguyen-thi') },
  },
  [at('fatima.benali')]: {
    field: 'Economics and Management',
    studied: 4,
    work: [
      ['Atlas Revenue Cycle', 'Denials and appeals team lead', '2019-01', null, 'Leads six billers on denials and appeals for US clinic groups; brought one group’s days in A/R from 58 to 31.'],
      ['Atlas Revenue Cycle', 'Medical biller', '2015-03', '2018-12', 'Charge entry, coding checks and claim follow-up in Kareo for US family practices.'],
    ],
    moreEducation: [{ institution: 'AAPC', degree: 'vocational', field_of_study: 'Certified Professional Coder', start_year: 2016, end_year: 2016 }],
    languages: [['ar', 'native'], ['fr', 'C2'], ['en', 'C1']],
    skillYears: [11, 11, 8, 10, 9],
    hours: ['Africa/Casablanca', '13:00', '21:00'],
    links: { linkedin: linkedin('fatima-zahra-benali') },
  },
  [at('oluwaseun.adeyemi')]: {
    field: 'Microbiology',
    studied: 4,
    work: [
      ['VerifyFirst Health', 'Insurance verification specialist', '2021-10', null, 'Verifies benefits and eligibility for about sixty dental and medical visits a day, and files prior authorisations.'],
      ['Lagoon Hospitals', 'Front-office insurance officer', '2019-02', '2021-09', 'Checked HMO cover for outpatients and chased approvals before procedures.'],
    ],
    languages: [['yo', 'native'], ['en', 'C2']],
    skillYears: [6, 6, 4, 4],
    hours: ['Africa/Lagos', '14:00', '22:00'],
    links: { linkedin: linkedin('oluwaseun-adeyemi') },
  },
  [at('camila.ferreira')]: {
    field: 'Dentistry',
    studied: 5,
    work: [
      ['OrthoPlus Clínicas', 'Treatment coordinator', '2022-05', null, 'Presents treatment plans and payment options, chases signatures and keeps chair time full across three orthodontic clinics.'],
      ['Sorriso Dental Group', 'Patient coordinator', '2020-02', '2022-04', 'Patient intake and scheduling for a dental group in São Paulo; set up its HubSpot follow-ups.'],
    ],
    languages: [['pt', 'native'], ['en', 'C1'], ['es', 'C1']],
    skillYears: [5, 5, 5, 3],
    hours: ['America/Sao_Paulo', '09:00', '18:00'],
    links: { linkedin: linkedin('camila-ferreira') },
  },
  [at('tomasz.kowalski')]: {
    field: 'Computer Science',
    studied: 2,
    work: [
      ['Vistula Software House', 'QA engineer', '2021-02', null, 'Test plans and Playwright suites for a booking web app and its mobile apps; runs the nightly regression.'],
      ['Baltic Mobile', 'Manual tester', '2019-01', '2021-01', 'Exploratory and regression testing of Android and iOS apps; wrote the team’s first test plans in Jira.'],
    ],
    languages: [['pl', 'native'], ['en', 'C1'], ['de', 'A2']],
    skillYears: [4, 7, 7, 5],
    hours: ['Europe/Warsaw', '12:00', '20:00'],
    links: { github: 'https://github.example/tkowalski-qa', linkedin: linkedin('tomasz-kowalski-qa') },
  },
  [at('aiko.tanaka')]: {
    field: 'Design',
    studied: 4,
    work: [
      ['Kumo Booking', 'Lead product designer', '2021-07', null, 'Designs booking, payment and rescheduling flows, tested with users every sprint; keeps the design system in Figma.'],
      ['Studio Hikari', 'UI/UX designer', '2018-04', '2021-06', 'Web and app design for clients in Japan and the US, from research to clickable prototypes.'],
    ],
    languages: [['ja', 'native'], ['en', 'B2']],
    skillYears: [7, 8, 5, 8],
    // Mornings in Kyoto are the US West Coast's afternoons.
    hours: ['Asia/Tokyo', '07:00', '15:00'],
    links: { portfolio: 'https://aiko-tanaka.example', linkedin: linkedin('aiko-tanaka-ux') },
  },
  [at('mehmet.yilmaz')]: {
    field: 'Industrial Engineering',
    studied: 4,
    work: [
      ['Anadolu Logistics', 'Data analyst', '2022-01', null, 'Weekly Power BI dashboards and demand forecasts for a fleet of 400 trucks; SQL on the company warehouse.'],
      ['Marmara Retail', 'Junior analyst', '2020-06', '2021-12', 'Sales and stock reports for 80 stores, first in Excel, then automated in Python.'],
    ],
    languages: [['tr', 'native'], ['en', 'C1']],
    skillYears: [6, 5, 4, 4, 6],
    hours: ['Europe/Istanbul', '11:00', '19:00'],
    links: { github: 'https://github.example/mehmet-yilmaz-data', linkedin: linkedin('mehmet-yilmaz-analyst') },
  },
  [at('hana.tesfaye')]: {
    field: 'Management',
    studied: 4,
    work: [
      ['Two founders (remote)', 'Virtual assistant', '2022-11', null, 'Runs the inboxes, calendars and travel of two start-up founders across five time zones.'],
      ['Sheba Travel', 'Travel consultant', '2020-09', '2022-10', 'Booked business travel for NGO staff in East Africa; itineraries, visas and changes on the day.'],
    ],
    languages: [['am', 'native'], ['en', 'C1']],
    skillYears: [4, 4, 6, 4, 3],
    hours: ['Africa/Addis_Ababa', '14:00', '22:00'],
    links: { linkedin: linkedin('hana-tesfaye-va') },
  },
  [at('rahul.verma')]: {
    field: 'Information Technology',
    studied: 4,
    work: [
      ['DeskFirst IT', 'Remote IT support specialist', '2020-04', null, 'The remote IT desk of twenty clinics and law firms: laptops set up in Intune, Microsoft 365, networks and backups.'],
      ['Delhi Metro Systems', 'Help desk technician', '2017-08', '2020-03', 'First-line support for 900 staff; Windows Server and network troubleshooting.'],
    ],
    moreEducation: [{ institution: 'Microsoft', degree: 'vocational', field_of_study: 'Microsoft 365 Certified: Modern Desktop Administrator', start_year: 2021, end_year: 2021 }],
    languages: [['hi', 'native'], ['en', 'C1']],
    skillYears: [6, 4, 8, 8, 6],
    hours: ['Asia/Kolkata', '18:30', '02:30'],
    links: { linkedin: linkedin('rahul-verma-it') },
  },
  [at('lucia.fernandez')]: {
    field: 'Business Administration',
    studied: 5,
    work: [['Plaza Property Management', 'Leasing assistant', '2024-10', null, 'Answers rental enquiries, books viewings and screens applications in AppFolio for buildings in Buenos Aires and Miami.']],
    languages: [['es', 'native'], ['en', 'B2'], ['pt', 'A2']],
    skillYears: [2, 2, 2, 2],
    hours: ['America/Argentina/Buenos_Aires', '10:00', '18:00'],
    links: { linkedin: linkedin('lucia-fernandez-leasing') },
  },
  [at('ahmed.hassan')]: {
    field: 'Accounting',
    studied: 4,
    work: [
      ['Nile Services Group', 'Accounts receivable specialist', '2020-02', null, 'Invoicing, collections and cash posting for a services group in NetSuite; DSO down from 52 to 38 days.'],
      ['Delta Facility Management', 'Accounts clerk', '2017-05', '2020-01', 'Invoices, receipts and customer statements in QuickBooks Online.'],
    ],
    languages: [['ar', 'native'], ['en', 'C1']],
    skillYears: [9, 9, 7, 5],
    hours: ['Africa/Cairo', '14:00', '22:00'],
    links: { linkedin: linkedin('ahmed-hassan-ar') },
  },
  [at('dewi.lestari')]: {
    field: 'Business Administration',
    studied: 4,
    work: [
      ['Lestari & Co. Realty', 'Executive assistant to the broker', '2019-08', null, 'Contracts to signature in DocuSign, deadlines on the calendar, every transaction file complete for closing.'],
      ['Jakarta Business Centre', 'Office assistant', '2018-01', '2019-07', 'Front office, meeting rooms and travel for twelve companies sharing an office.'],
    ],
    languages: [['id', 'native'], ['en', 'C1']],
    skillYears: [7, 5, 6, 7],
    hours: ['Asia/Jakarta', '19:00', '03:00'],
    links: { linkedin: linkedin('dewi-lestari-ea') },
  },
  [at('bilal.qureshi')]: {
    field: 'Computer Science',
    studied: 4,
    work: [
      ['Freelance', 'Web developer', '2022-03', null, 'Builds and looks after the WordPress and Shopify sites of clinics, shops and restaurants; fast pages, booking forms that work.'],
      ['Lahore Web Works', 'Junior web developer', '2020-01', '2022-02', 'Themes and plugins in PHP and JavaScript for agency clients.'],
    ],
    languages: [['ur', 'native'], ['en', 'C1'], ['pa', 'B2']],
    skillYears: [5, 3, 5, 5, 3],
    hours: ['Asia/Karachi', '17:00', '01:00'],
    links: { github: 'https://github.example/bilal-qureshi', portfolio: 'https://bilal-builds.example' },
  },
  [at('elena.petrova')]: {
    field: 'Psychology',
    studied: 2,
    work: [
      ['CareStaff Partners', 'Senior recruiter, healthcare support', '2018-03', null, 'Fills front-office and billing roles for clinic groups in the US and the UK: sourcing, interviews, offers.'],
      ['Balkan Talent', 'Recruiter', '2015-01', '2018-02', 'Recruited for call centres and shared-service centres in Sofia.'],
    ],
    languages: [['bg', 'native'], ['en', 'C2'], ['ru', 'B2']],
    skillYears: [11, 11, 6, 9],
    hours: ['Europe/Sofia', '12:00', '20:00'],
    links: { linkedin: linkedin('elena-petrova-recruiter') },
  },
  [at('joseph.mwangi')]: {
    field: 'Commerce',
    studied: 4,
    work: [
      ['ClearClose Coordination', 'Transaction coordinator', '2021-09', null, 'Coordinates about forty residential sales a month for US agents, from accepted offer to closing, in Dotloop and DocuSign.'],
      ['Nairobi Homes', 'Sales administrator', '2019-06', '2021-08', 'Kept sale files and compliance checklists for a property developer.'],
    ],
    languages: [['sw', 'native'], ['en', 'C2']],
    skillYears: [5, 5, 4, 5],
    hours: ['Africa/Nairobi', '16:00', '00:00'],
    links: { linkedin: linkedin('joseph-mwangi-tc') },
  },
};

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

type ProfileInsert = typeof candidateProfiles.$inferInsert;

/** The sections of one demo candidate, as the columns of their profile; none for a person without any. */
export function demoProfileSections(person: DemoPerson): Partial<ProfileInsert> {
  const s = sections[person.email];
  const p = person.candidateProfile;
  if (!s || !p) return {};
  const signUp = person.profile as { highest_degree: string; institution: string; graduation_year: number };
  const workHistory: WorkHistoryItem[] = s.work.map(([employer, role, start, end, description]) => ({
    employer,
    role,
    start_month: start,
    ...(end ? { end_month: end } : {}),
    description,
  }));
  const education: EducationItem[] = [
    {
      institution: signUp.institution,
      degree: signUp.highest_degree,
      field_of_study: s.field,
      start_year: signUp.graduation_year - s.studied,
      end_year: signUp.graduation_year,
    },
    ...(s.moreEducation ?? []),
  ];
  const languages: LanguageItem[] = s.languages.map(([language, level]) => ({ language, level }));
  const [timezone, start, end, days = WEEKDAYS] = s.hours;
  return {
    workHistory,
    education,
    languages,
    languageLevels: s.languages.flatMap(([code, level]) => levelsMet(level).map((met) => `${code}:${met}`)),
    skillYears: p.skills.map((name, i) => ({ name, years: s.skillYears[i]! })),
    workTimezone: timezone,
    workStartMinute: minutes(start),
    workEndMinute: minutes(end),
    workDays: days,
    links: s.links,
  };
}

/** The demo's profiles with their sections filled in. */
export function withDemoProfileSections(profiles: ProfileInsert[], people: DemoPerson[], userIds: Map<string, string>): ProfileInsert[] {
  const byId = new Map(people.map((person) => [userIds.get(person.email), person]));
  return profiles.map((profile) => {
    const person = byId.get(profile.userId);
    return person ? { ...profile, ...demoProfileSections(person) } : profile;
  });
}
