import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import type { StatusTone } from '@/ui/StatusBadge';
import { BIO_MIN, SKILLS_MIN, type VettingProfileField } from '@/shared/vetting-profile';
import type { VettingQuestionKey } from '@/shared/vetting-questions';

type Status = components['schemas']['VettingStatus'];

// The words of vetting (messages/<locale>/vetting.json), shared by the candidate's pages and the
// administrators' review (src/features/vetting-review) so both name a question and a status alike.

export const QUESTION: Record<VettingQuestionKey, () => string> = {
  english_level: m.vet_q_english_level,
  generic_years: m.vet_q_generic_years,
  generic_proud_work: m.vet_q_generic_proud_work,
  generic_tools: m.vet_q_generic_tools,
  generic_hours_overlap: m.vet_q_generic_hours_overlap,
  bookkeeper_years: m.vet_q_bookkeeper_years,
  bookkeeper_software: m.vet_q_bookkeeper_software,
  bookkeeper_reconciliation: m.vet_q_bookkeeper_reconciliation,
  bookkeeper_unmatched_payment: m.vet_q_bookkeeper_unmatched_payment,
  developer_years: m.vet_q_developer_years,
  developer_stack: m.vet_q_developer_stack,
  developer_testing: m.vet_q_developer_testing,
  developer_incident: m.vet_q_developer_incident,
  developer_review: m.vet_q_developer_review,
  support_years: m.vet_q_support_years,
  support_channel: m.vet_q_support_channel,
  support_helpdesk: m.vet_q_support_helpdesk,
  support_angry_customer: m.vet_q_support_angry_customer,
  assistant_years: m.vet_q_assistant_years,
  assistant_suite: m.vet_q_assistant_suite,
  assistant_double_booking: m.vet_q_assistant_double_booking,
  assistant_priorities: m.vet_q_assistant_priorities,
};

/** A choice's words, by `<question>_<choice>` as the catalog names them. */
const CHOICE: Record<string, () => string> = {
  english_level_basic: m.vet_c_english_level_basic,
  english_level_conversational: m.vet_c_english_level_conversational,
  english_level_fluent: m.vet_c_english_level_fluent,
  english_level_native: m.vet_c_english_level_native,
  generic_hours_overlap_full_overlap: m.vet_c_generic_hours_overlap_full_overlap,
  generic_hours_overlap_partial_overlap: m.vet_c_generic_hours_overlap_partial_overlap,
  generic_hours_overlap_own_hours: m.vet_c_generic_hours_overlap_own_hours,
  bookkeeper_software_quickbooks: m.vet_c_bookkeeper_software_quickbooks,
  bookkeeper_software_xero: m.vet_c_bookkeeper_software_xero,
  bookkeeper_software_sage: m.vet_c_bookkeeper_software_sage,
  bookkeeper_software_other: m.vet_c_bookkeeper_software_other,
  developer_testing_always: m.vet_c_developer_testing_always,
  developer_testing_usually: m.vet_c_developer_testing_usually,
  developer_testing_sometimes: m.vet_c_developer_testing_sometimes,
  developer_testing_rarely: m.vet_c_developer_testing_rarely,
  support_channel_phone: m.vet_c_support_channel_phone,
  support_channel_chat: m.vet_c_support_channel_chat,
  support_channel_email: m.vet_c_support_channel_email,
  support_channel_all_channels: m.vet_c_support_channel_all_channels,
  support_helpdesk_zendesk: m.vet_c_support_helpdesk_zendesk,
  support_helpdesk_freshdesk: m.vet_c_support_helpdesk_freshdesk,
  support_helpdesk_intercom: m.vet_c_support_helpdesk_intercom,
  support_helpdesk_salesforce: m.vet_c_support_helpdesk_salesforce,
  support_helpdesk_other: m.vet_c_support_helpdesk_other,
  assistant_suite_google_workspace: m.vet_c_assistant_suite_google_workspace,
  assistant_suite_microsoft_365: m.vet_c_assistant_suite_microsoft_365,
  assistant_suite_both: m.vet_c_assistant_suite_both,
};

export const choiceLabel = (question: VettingQuestionKey, choice: string): string => CHOICE[`${question}_${choice}`]?.() ?? choice;

export const STATUS: Record<Status, { tone: StatusTone; label: () => string }> = {
  answering: { tone: 'gray', label: m.vet_status_answering },
  in_review: { tone: 'blue', label: m.vet_status_in_review },
  vetted: { tone: 'green', label: m.vet_status_vetted },
  needs_changes: { tone: 'orange', label: m.vet_status_needs_changes },
};

/** Each part of the profile vetting asks for, and where on /profile it is filled in. */
export const PROFILE_FIELD: Record<VettingProfileField, { label: () => string; anchor: string }> = {
  headline: { label: m.vet_field_headline, anchor: 'profile-headline' },
  role: { label: m.vet_field_role, anchor: 'profile-role' },
  experience_level: { label: m.vet_field_experience_level, anchor: 'profile-level' },
  monthly_rate: { label: m.vet_field_monthly_rate, anchor: 'profile-rate' },
  skills: { label: () => m.vet_field_skills({ count: SKILLS_MIN }), anchor: 'profile-skills' },
  bio: { label: () => m.vet_field_bio({ count: BIO_MIN }), anchor: 'profile-bio' },
  education: { label: m.vet_field_education, anchor: 'profile-details' },
};
