import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import type { Locale } from '@/shared/languages';
import { formatMoney } from '@/shared/format';
import { INDUSTRIES, INDUSTRY_NAMES } from './industry-names';

type Schemas = components['schemas'];
export type JobRole = Schemas['JobRole'];
export type Industry = Schemas['Industry'];
export type Degree = Schemas['Degree'];
export type HireType = Schemas['HireType'];
export type ExperienceLevel = Schemas['ExperienceLevel'];
export type Availability = Schemas['Availability'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type InterviewStatus = Schemas['InterviewStatus'];
export type OfferStatus = Schemas['OfferStatus'];
export type JobStatus = Schemas['JobStatus'];
export type StaffStatus = Schemas['StaffStatus'];
export type Weekday = Schemas['Weekday'];
export type DeclineReason = Schemas['DeclineReason'];
export type ActivityType = Schemas['ActivityType'];
export type ActivityItem = Schemas['ActivityItem'];

// Every table is keyed by a contract enum: a value added to the contract fails to compile here until it has words.

const jobRoleLabels: Record<JobRole, () => string> = {
  'bookkeeper': m.label_role_bookkeeper,
  'accounts-payable-specialist': m.label_role_accounts_payable_specialist,
  'staff-accountant': m.label_role_staff_accountant,
  'payroll-specialist': m.label_role_payroll_specialist,
  'hr-assistant': m.label_role_hr_assistant,
  'recruiter': m.label_role_recruiter,
  'hr-generalist': m.label_role_hr_generalist,
  'people-operations-coordinator': m.label_role_people_operations_coordinator,
  'sales-development-representative': m.label_role_sales_development_representative,
  'account-executive': m.label_role_account_executive,
  'sales-operations-analyst': m.label_role_sales_operations_analyst,
  'inside-sales-representative': m.label_role_inside_sales_representative,
  'it-support-specialist': m.label_role_it_support_specialist,
  'software-developer': m.label_role_software_developer,
  'qa-tester': m.label_role_qa_tester,
  'systems-administrator': m.label_role_systems_administrator,
  'operations-assistant': m.label_role_operations_assistant,
  'virtual-assistant': m.label_role_virtual_assistant,
  'data-entry-specialist': m.label_role_data_entry_specialist,
  'logistics-coordinator': m.label_role_logistics_coordinator,
  'legal-assistant': m.label_role_legal_assistant,
  'paralegal': m.label_role_paralegal,
  'contract-administrator': m.label_role_contract_administrator,
  'compliance-analyst': m.label_role_compliance_analyst,
  'social-media-manager': m.label_role_social_media_manager,
  'content-writer': m.label_role_content_writer,
  'seo-specialist': m.label_role_seo_specialist,
  'graphic-designer': m.label_role_graphic_designer,
  'project-coordinator': m.label_role_project_coordinator,
  'project-manager': m.label_role_project_manager,
  'scrum-master': m.label_role_scrum_master,
  'program-analyst': m.label_role_program_analyst,
  'product-manager': m.label_role_product_manager,
  'ui-ux-designer': m.label_role_ui_ux_designer,
  'product-analyst': m.label_role_product_analyst,
  'technical-writer': m.label_role_technical_writer,
  'customer-support-agent': m.label_role_customer_support_agent,
  'technical-support-agent': m.label_role_technical_support_agent,
  'chat-support-agent': m.label_role_chat_support_agent,
  'customer-service-team-lead': m.label_role_customer_service_team_lead,
  'financial-analyst': m.label_role_financial_analyst,
  'accounts-receivable-specialist': m.label_role_accounts_receivable_specialist,
  'credit-analyst': m.label_role_credit_analyst,
  'fp-and-a-analyst': m.label_role_fp_and_a_analyst,
  'video-editor': m.label_role_video_editor,
  'motion-designer': m.label_role_motion_designer,
  'content-moderator': m.label_role_content_moderator,
  'production-coordinator': m.label_role_production_coordinator,
  'claims-processor': m.label_role_claims_processor,
  'underwriting-assistant': m.label_role_underwriting_assistant,
  'policy-administrator': m.label_role_policy_administrator,
  'insurance-verification-specialist': m.label_role_insurance_verification_specialist,
  'procurement-specialist': m.label_role_procurement_specialist,
  'supply-chain-analyst': m.label_role_supply_chain_analyst,
  'quality-documentation-specialist': m.label_role_quality_documentation_specialist,
  'cad-drafter': m.label_role_cad_drafter,
  'real-estate-assistant': m.label_role_real_estate_assistant,
  'transaction-coordinator': m.label_role_transaction_coordinator,
  'property-management-assistant': m.label_role_property_management_assistant,
  'leasing-coordinator': m.label_role_leasing_coordinator,
  'medical-billing-specialist': m.label_role_medical_billing_specialist,
  'medical-scribe': m.label_role_medical_scribe,
  'dental-receptionist': m.label_role_dental_receptionist,
  'patient-coordinator': m.label_role_patient_coordinator,
  'online-tutor': m.label_role_online_tutor,
  'instructional-designer': m.label_role_instructional_designer,
  'admissions-coordinator': m.label_role_admissions_coordinator,
  'teaching-assistant': m.label_role_teaching_assistant,
  'grant-writer': m.label_role_grant_writer,
  'donor-relations-coordinator': m.label_role_donor_relations_coordinator,
  'volunteer-coordinator': m.label_role_volunteer_coordinator,
  'program-assistant': m.label_role_program_assistant,
  'executive-assistant': m.label_role_executive_assistant,
  'business-analyst': m.label_role_business_analyst,
  'data-analyst': m.label_role_data_analyst,
  'erp-specialist': m.label_role_erp_specialist,
  'community-manager': m.label_role_community_manager,
  'event-coordinator': m.label_role_event_coordinator,
  'outreach-coordinator': m.label_role_outreach_coordinator,
  'membership-coordinator': m.label_role_membership_coordinator,
  'office-administrator': m.label_role_office_administrator,
  'web-developer': m.label_role_web_developer,
  'appointment-setter': m.label_role_appointment_setter,
  'ecommerce-assistant': m.label_role_ecommerce_assistant,
};

const degreeLabels: Record<Degree, () => string> = {
  high_school: m.degree_high_school,
  associate: m.degree_associate,
  bachelor: m.degree_bachelor,
  master: m.degree_master,
  doctorate: m.degree_doctorate,
  vocational: m.degree_vocational,
  other: m.degree_other,
};

const hireTypeLabels: Record<HireType, () => string> = {
  full_time: m.label_hire_full_time,
  fractional: m.label_hire_fractional,
};

const experienceLabels: Record<ExperienceLevel, () => string> = {
  entry: m.label_experience_entry,
  intermediate: m.label_experience_intermediate,
  expert: m.label_experience_expert,
};

const availabilityLabels: Record<Availability, () => string> = {
  immediately: m.label_availability_immediately,
  two_weeks: m.label_availability_two_weeks,
  one_month: m.label_availability_one_month,
  not_available: m.label_availability_not_available,
};

const applicationStatusLabels: Record<ApplicationStatus, () => string> = {
  invited: m.label_application_invited,
  applied: m.label_application_applied,
  shortlisted: m.label_application_shortlisted,
  interviewing: m.label_application_interviewing,
  offered: m.label_application_offered,
  hired: m.label_application_hired,
  rejected: m.label_application_rejected,
  withdrawn: m.label_application_withdrawn,
};

const interviewStatusLabels: Record<InterviewStatus, () => string> = {
  proposed: m.label_interview_proposed,
  accepted: m.label_interview_accepted,
  declined: m.label_interview_declined,
  reschedule_requested: m.label_interview_reschedule_requested,
  cancelled: m.label_interview_cancelled,
};

const offerStatusLabels: Record<OfferStatus, () => string> = {
  pending: m.label_offer_pending,
  awaiting_payment: m.label_offer_awaiting_payment,
  declined: m.label_offer_declined,
  expired: m.label_offer_expired,
  withdrawn: m.label_offer_withdrawn,
  hired: m.label_offer_hired,
  ended: m.label_offer_ended,
};

const jobStatusLabels: Record<JobStatus, () => string> = {
  draft: m.label_job_draft,
  open: m.label_job_open,
  closed: m.label_job_closed,
};

const staffStatusLabels: Record<StaffStatus, () => string> = {
  active: m.label_staff_active,
  ended: m.label_staff_ended,
};

const weekdayLabels: Record<Weekday, () => string> = {
  mon: m.label_weekday_mon,
  tue: m.label_weekday_tue,
  wed: m.label_weekday_wed,
  thu: m.label_weekday_thu,
  fri: m.label_weekday_fri,
  sat: m.label_weekday_sat,
  sun: m.label_weekday_sun,
};

const declineReasonLabels: Record<DeclineReason, () => string> = {
  pay: m.label_decline_pay,
  schedule: m.label_decline_schedule,
  other_offer: m.label_decline_other_offer,
  role_fit: m.label_decline_role_fit,
  personal: m.label_decline_personal,
  other: m.label_decline_other,
};

type DayMark = Schemas['DayMark'];
type TimeOffKind = Schemas['TimeOffKind'];
type PartOfDay = Schemas['PartOfDay'];

/** A day of attendance against the schedule, in the same words for the staff member and the employer. */
const dayMarkLabels: Record<DayMark, () => string> = {
  on_time: m.label_day_mark_on_time,
  late: m.label_day_mark_late,
  short: m.label_day_mark_short,
  absent: m.label_day_mark_absent,
  on_leave: m.label_day_mark_on_leave,
  day_off: m.label_day_mark_day_off,
  in_progress: m.label_day_mark_in_progress,
  upcoming: m.label_day_mark_upcoming,
};

const timeOffKindLabels: Record<TimeOffKind, () => string> = {
  vacation: m.label_time_off_kind_vacation,
  sick: m.label_time_off_kind_sick,
  personal: m.label_time_off_kind_personal,
  public_holiday: m.label_time_off_kind_public_holiday,
};

const partOfDayLabels: Record<PartOfDay, () => string> = {
  full: m.label_part_of_day_full,
  morning: m.label_part_of_day_morning,
  afternoon: m.label_part_of_day_afternoon,
};

type ActivityWords = (inputs: { counterpart: string; job: string }) => string;

const activityLabels: Record<ActivityType, ActivityWords> = {
  application_received: m.label_activity_application_received,
  invitation_received: m.label_activity_invitation_received,
  invitation_accepted: m.label_activity_invitation_accepted,
  application_withdrawn: m.label_activity_application_withdrawn,
  application_shortlisted: m.label_activity_application_shortlisted,
  application_rejected: m.label_activity_application_rejected,
  interview_invited: m.label_activity_interview_invited,
  interview_accepted: m.label_activity_interview_accepted,
  interview_declined: m.label_activity_interview_declined,
  interview_reschedule_requested: m.label_activity_interview_reschedule_requested,
  interview_cancelled: m.label_activity_interview_cancelled,
  offer_received: m.label_activity_offer_received,
  offer_accepted: m.label_activity_offer_accepted,
  offer_declined: m.label_activity_offer_declined,
  offer_expired: m.label_activity_offer_expired,
  offer_withdrawn: m.label_activity_offer_withdrawn,
  worktime_updated: m.label_activity_worktime_updated,
  staff_hired: m.label_activity_staff_hired,
  contract_ended: m.label_activity_contract_ended,
  report_commented: m.label_activity_report_commented,
  time_off_approved: m.label_activity_time_off_approved,
  time_off_declined: m.label_activity_time_off_declined,
  correction_approved: m.label_activity_correction_approved,
  correction_declined: m.label_activity_correction_declined,
  clock_out_forgotten: m.label_activity_clock_out_forgotten,
  report_filed: m.label_activity_report_filed,
  time_off_requested: m.label_activity_time_off_requested,
  time_off_cancelled: m.label_activity_time_off_cancelled,
  correction_requested: m.label_activity_correction_requested,
  onboarding_completed: m.label_activity_onboarding_completed,
};

/** The contract's order, which is the order these choices are offered in. */
export { INDUSTRIES };
export const DEGREES = Object.keys(degreeLabels) as Degree[];
export const HIRE_TYPES = Object.keys(hireTypeLabels) as HireType[];
export const EXPERIENCE_LEVELS = Object.keys(experienceLabels) as ExperienceLevel[];
export const AVAILABILITIES = Object.keys(availabilityLabels) as Availability[];
export const APPLICATION_STATUSES = Object.keys(applicationStatusLabels) as ApplicationStatus[];
export const INTERVIEW_STATUSES = Object.keys(interviewStatusLabels) as InterviewStatus[];
export const OFFER_STATUSES = Object.keys(offerStatusLabels) as OfferStatus[];
export const JOB_STATUSES = Object.keys(jobStatusLabels) as JobStatus[];
export const STAFF_STATUSES = Object.keys(staffStatusLabels) as StaffStatus[];
export const WEEKDAYS = Object.keys(weekdayLabels) as Weekday[];
export const DECLINE_REASONS = Object.keys(declineReasonLabels) as DeclineReason[];
export const ACTIVITY_TYPES = Object.keys(activityLabels) as ActivityType[];

export const jobRoleLabel = (role: JobRole) => jobRoleLabels[role]();
export const industryLabel = (industry: Industry) => INDUSTRY_NAMES[industry]();
export const degreeLabel = (degree: Degree) => degreeLabels[degree]();
export const hireTypeLabel = (hireType: HireType) => hireTypeLabels[hireType]();
export const experienceLabel = (level: ExperienceLevel) => experienceLabels[level]();
export const availabilityLabel = (availability: Availability) => availabilityLabels[availability]();
export const applicationStatusLabel = (status: ApplicationStatus) => applicationStatusLabels[status]();
export const interviewStatusLabel = (status: InterviewStatus) => interviewStatusLabels[status]();
export const offerStatusLabel = (status: OfferStatus) => offerStatusLabels[status]();
export const jobStatusLabel = (status: JobStatus) => jobStatusLabels[status]();
export const staffStatusLabel = (status: StaffStatus) => staffStatusLabels[status]();

export type OnboardingStep = components['schemas']['OnboardingStep'];
export type OnboardingStepState = components['schemas']['OnboardingStepState'];
const onboardingStepLabels: Record<OnboardingStep, () => string> = {
  vetting: m.label_onboarding_step_vetting,
  documents: m.label_onboarding_step_documents,
  agreements: m.label_onboarding_step_agreements,
  intake_survey: m.label_onboarding_step_intake_survey,
  identity: m.label_onboarding_step_identity,
};
const stepStateLabels: Record<OnboardingStepState, () => string> = {
  to_do: m.label_step_state_to_do,
  in_progress: m.label_step_state_in_progress,
  in_review: m.label_step_state_in_review,
  needs_attention: m.label_step_state_needs_attention,
  done: m.label_step_state_done,
};
export const onboardingStepLabel = (step: OnboardingStep) => onboardingStepLabels[step]();
export const stepStateLabel = (state: OnboardingStepState) => stepStateLabels[state]();
export const weekdayLabel = (day: Weekday) => weekdayLabels[day]();
export const declineReasonLabel = (reason: DeclineReason) => declineReasonLabels[reason]();
export const dayMarkLabel = (mark: DayMark) => dayMarkLabels[mark]();
export const timeOffKindLabel = (kind: TimeOffKind) => timeOffKindLabels[kind]();
export const partOfDayLabel = (part: PartOfDay) => partOfDayLabels[part]();

/** Full-time pay is quoted by the month ("$1,500 a month"), fractional pay by the hour ("$12.50 an hour"). */
export function payLabel(cents: number, hireType: HireType, locale: Locale): string {
  const amount = formatMoney(cents, locale);
  return hireType === 'full_time' ? m.label_pay_monthly({ amount }, { locale }) : m.label_pay_hourly({ amount }, { locale });
}

/** A fractional hire's range of hours a month (the contract's HoursRange): "20–40 hours a month". */
export const hoursRangeLabel = (range: Schemas['HoursRange'], locale: Locale): string =>
  m.label_hours_range_month({ min: range.min_hours, max: range.max_hours }, { locale });

/** What happened, in one sentence naming the other side and the job. */
export const activityLabel = (item: Pick<ActivityItem, 'type' | 'counterpart' | 'job'>) =>
  activityLabels[item.type]({ counterpart: item.counterpart, job: item.job.title });
