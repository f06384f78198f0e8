import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { m } from '../../src/generated/paraglide/messages.js';
import { localeOf, type Locale } from '../i18n.js';

/**
 * The one error shape of the API: `{ message, code, fields? }`. Messages are
 * rendered in the caller's language here, so the client shows them as they are.
 */
export type ErrorCode = keyof typeof codeMessages;
export type FieldProblem = { key: FieldMessage; params?: Record<string, string | number> };
export type FieldMessage = keyof typeof fieldMessages;

const codeMessages = {
  VALIDATION_FAILED: m.api_error_validation_failed,
  BODY_INVALID: m.api_error_body_invalid,
  UNAUTHENTICATED: m.api_error_unauthenticated,
  INVALID_CREDENTIALS: m.api_error_invalid_credentials,
  EMAIL_NOT_VERIFIED: m.api_error_email_not_verified,
  XSRF_MISMATCH: m.api_error_xsrf_mismatch,
  EMAIL_TAKEN: m.api_error_email_taken,
  EMAIL_UNCHANGED: m.api_error_email_unchanged,
  TERMS_REQUIRED: m.api_error_terms_required,
  PASSWORD_COMMON: m.api_error_password_common,
  PASSWORD_WRONG: m.api_error_password_wrong,
  PASSWORD_UNCHANGED: m.api_error_password_unchanged,
  TOKEN_INVALID: m.api_error_token_invalid,
  RATE_LIMITED: m.api_error_rate_limited,
  // Live updates: a user's streams on one instance (server/live/live-hub.ts).
  TOO_MANY_STREAMS: m.api_error_too_many_streams,
  NOT_FOUND: m.api_error_not_found,
  FORBIDDEN: m.api_error_forbidden,
  PAYLOAD_TOO_LARGE: m.api_error_payload_too_large,
  UNSUPPORTED_MEDIA_TYPE: m.api_error_unsupported_media_type,
  UNAVAILABLE: m.api_error_unavailable,
  INTERNAL: m.api_error_internal,
  // Checkout and billing (issue 4).
  PAYMENT_IN_PROGRESS: m.billing_api_error_payment_in_progress,
  ALREADY_HIRED: m.billing_api_error_already_hired,
  PRICE_CHANGED: m.billing_api_error_price_changed,
  ALREADY_PAID: m.billing_api_error_already_paid,
  OFFER_NOT_PAYABLE: m.billing_api_error_offer_not_payable,
  AGREEMENTS_REQUIRED: m.billing_api_error_agreements_required,
  PAYMENT_NOT_PENDING: m.billing_api_error_payment_not_pending,
  COUPON_UNKNOWN: m.billing_api_error_coupon_unknown,
  COUPON_EXPIRED: m.billing_api_error_coupon_expired,
  COUPON_USED_UP: m.billing_api_error_coupon_used_up,
  COUPON_WRONG_SCOPE: m.billing_api_error_coupon_wrong_scope,
  CARD_REQUIRED: m.billing_api_error_card_required,
  STAFF_ACTIVE: m.billing_api_error_staff_active,
  BAD_SIGNATURE: m.billing_api_error_bad_signature,
  PAYMENT_METHOD_IN_USE: m.billing_api_error_payment_method_in_use,
  // The hiring pipeline's lifecycles refused a change; each code names the rule.
  ALREADY_APPLIED: m.pipeline_api_error_already_applied,
  JOB_NOT_OPEN: m.pipeline_api_error_job_not_open,
  APPLICATION_CLOSED: m.pipeline_api_error_application_closed,
  APPLICATION_STATE_CONFLICT: m.pipeline_api_error_application_state_conflict,
  APPLICATION_HAS_OFFER: m.pipeline_api_error_application_has_offer,
  INTERVIEW_STATE_CONFLICT: m.pipeline_api_error_interview_state_conflict,
  INTERVIEW_TIME_NOT_OFFERED: m.pipeline_api_error_interview_time_not_offered,
  OFFER_ALREADY_OPEN: m.pipeline_api_error_offer_already_open,
  OFFER_STATE_CONFLICT: m.pipeline_api_error_offer_state_conflict,
  OFFER_EXPIRED: m.pipeline_api_error_offer_expired,
  CANDIDATE_ENGAGED: m.pipeline_api_error_candidate_engaged,
  // A job's lifecycle refused the change; named by the state the job is in.
  JOB_NOT_PUBLISHED: m.jobs_api_error_job_not_published,
  JOB_ALREADY_OPEN: m.jobs_api_error_job_already_open,
  JOB_CLOSED: m.jobs_api_error_job_closed,
  // The public site's forms, grants and saved estimates.
  SLOT_TAKEN: m.public_api_error_slot_taken,
  GRANT_APPLICATION_PENDING: m.public_api_error_grant_pending,
  GRANT_APPLICATION_DECIDED: m.public_api_error_grant_decided,
  ESTIMATE_LIMIT: m.public_api_error_estimate_limit,
  // Staff at work: attendance (issue 15).
  NO_ACTIVE_JOB: m.attendance_api_error_no_active_job,
  CONTRACT_ENDED: m.attendance_api_error_contract_ended,
  ALREADY_CLOCKED_IN: m.attendance_api_error_already_clocked_in,
  NOT_CLOCKED_IN: m.attendance_api_error_not_clocked_in,
  ALREADY_ON_BREAK: m.attendance_api_error_already_on_break,
  NOT_ON_BREAK: m.attendance_api_error_not_on_break,
  ONBOARDING_INCOMPLETE: m.attendance_api_error_onboarding_incomplete,
  ATTENDANCE_OVERLAP: m.attendance_api_error_overlap,
  CORRECTION_PENDING: m.attendance_api_error_correction_pending,
  CORRECTION_NOT_PENDING: m.attendance_api_error_correction_not_pending,
  RANGE_TOO_LONG: m.attendance_api_error_range_too_long,
  // Staff at work: end-of-day reports and time off (issue 15).
  REPORT_EXISTS: m.staff_api_error_report_exists,
  REPORT_LOCKED: m.staff_api_error_report_locked,
  TIME_OFF_OVERLAP: m.staff_api_error_time_off_overlap,
  TIME_OFF_BALANCE: m.staff_api_error_time_off_balance,
  TIME_OFF_NOT_PENDING: m.staff_api_error_time_off_not_pending,
  // Onboarding (issue 17).
  COMPLIANCE_DOCUMENT_APPROVED: m.onboarding_api_error_document_approved,
  COMPLIANCE_DOCUMENT_DECIDED: m.onboarding_api_error_document_decided,
  AGREEMENT_TEXT_CHANGED: m.agr_api_error_text_changed,
  VETTING_NOT_OPEN: m.vet_api_error_not_open,
  VETTING_INCOMPLETE: m.vet_api_error_incomplete,
  VETTING_DECIDED: m.vet_api_error_decided,
  IDENTITY_ALREADY_VERIFIED: m.idc_api_error_already_verified,
  IDENTITY_CHECK_NOT_OPEN: m.idc_api_error_not_open,
  // Fractional hire (issue 16).
  NOT_FRACTIONAL: m.fractional_api_error_not_fractional,
  // Two-factor sign-in (server/auth/two-factor.ts).
  INVALID_TWO_FACTOR_CODE: m.api_error_invalid_two_factor_code,
  TWO_FACTOR_CHALLENGE_EXPIRED: m.api_error_two_factor_challenge_expired,
  TWO_FACTOR_ALREADY_ON: m.api_error_two_factor_already_on,
  TWO_FACTOR_NOT_SET_UP: m.api_error_two_factor_not_set_up,
  TWO_FACTOR_OFF: m.api_error_two_factor_off,
  TWO_FACTOR_REQUIRED: m.api_error_two_factor_required,
  // Deleting an account (server/account-deletion/).
  ACCOUNT_DELETION_BLOCKED: m.api_error_account_deletion_blocked,
  PARTNER_NOT_VERIFIED: m.pv_api_error_not_verified,
  PARTNER_VERIFICATION_INCOMPLETE: m.pv_api_error_incomplete,
  PARTNER_VERIFICATION_IN_REVIEW: m.pv_api_error_in_review,
  PARTNER_VERIFICATION_REJECTED: m.pv_api_error_rejected,
  PARTNER_VERIFICATION_DECIDED: m.pv_api_error_decided,
  PARTNER_DOCUMENT_LIMIT: m.pv_api_error_document_limit,
  AGENT_ALREADY_CURRENT: m.agents_api_error_already_current,
  AGENT_INVITATION_PENDING: m.agents_api_error_invitation_pending,
  AGENT_EMAIL_NOT_AGENT: m.agents_api_error_email_not_agent,
  AGENT_INVITATION_CLOSED: m.agents_api_error_invitation_closed,
  AGENT_INVITATION_EXPIRED: m.agents_api_error_invitation_expired,
  AGENT_ACCESS_ENDED: m.agents_api_error_access_ended,
  CANDIDATE_EMAIL_UNKNOWN: m.agents_api_error_candidate_email_unknown,
  WORKSITE_CLOSED: m.bpo_api_error_worksite_closed,
  WORKSITE_PHOTOS_FULL: m.bpo_api_error_photos_full,
  BPO_MEMBER_EXISTS: m.bpo_api_error_member_exists,
  BPO_MEMBER_NOT_CANDIDATE: m.bpo_api_error_member_not_candidate,
  BPO_MEMBER_NOT_ACTIVE: m.bpo_api_error_member_not_active,
  BPO_INVITATION_ANSWERED: m.bpo_api_error_invitation_answered,
  BPO_MEMBER_ELSEWHERE: m.bpo_api_error_member_elsewhere,
  AUDIT_ALREADY_ASSIGNED: m.aud_api_error_already_assigned,
  AUDITOR_NOT_AVAILABLE: m.aud_api_error_auditor_not_available,
  AUDIT_NOT_OPEN: m.aud_api_error_not_open,
  AUDIT_INCOMPLETE: m.aud_api_error_incomplete,
  AUDIT_SHORTFALL: m.aud_api_error_shortfall,
  AUDIT_PHOTO_LIMIT: m.aud_api_error_photo_limit,
  // Messages (server/messages/).
  CONVERSATION_READ_ONLY: m.messages_api_error_read_only,
  MESSAGING_BLOCKED: m.messages_api_error_blocked,
  RECIPIENT_BLOCKED: m.messages_api_error_recipient_blocked,
  IDEMPOTENCY_KEY_REUSED: m.messages_api_error_idempotency_key_reused,
  MESSAGE_NOT_YOURS: m.messages_api_error_not_yours,
  MESSAGE_EDIT_WINDOW_CLOSED: m.messages_api_error_edit_window_closed,
  MESSAGE_DELETED: m.messages_api_error_deleted,
  REPORT_ALREADY_DECIDED: m.messages_api_error_report_decided,
} as const;

const fieldMessages = {
  required: m.api_field_required,
  unknown: m.api_field_unknown,
  type: m.api_field_type,
  tooShort: m.api_field_too_short,
  tooLong: m.api_field_too_long,
  email: m.api_field_email,
  url: m.api_field_url,
  invalid: m.api_field_invalid,
  choice: m.api_field_choice,
  min: m.api_field_min,
  max: m.api_field_max,
  selectSome: m.api_field_select_some,
  duplicates: m.api_field_duplicates,
  country: m.api_field_country,
  phone: m.api_field_phone,
  emailTaken: m.api_error_email_taken,
  emailUnchanged: m.api_error_email_unchanged,
  termsRequired: m.api_error_terms_required,
  passwordCommon: m.api_error_password_common,
  passwordWrong: m.api_error_password_wrong,
  passwordUnchanged: m.api_error_password_unchanged,
  futureTime: m.pipeline_api_field_future_time,
  todayOrLater: m.pipeline_api_field_today_or_later,
  cardNumber: m.billing_api_field_card_number,
  cardExpired: m.billing_api_field_card_expired,
  dateRange: m.billing_api_field_date_range,
  billingRunBeforeLast: m.billing_api_field_run_before_last,
  billingRunTooFar: m.billing_api_field_run_too_far,
  demoSlot: m.public_api_field_slot,
  startWindow: m.public_api_field_start_window,
  workHours: m.public_api_field_work_hours,
  rangeTooLong: m.attendance_api_field_range_too_long,
  hoursRangeInverted: m.fractional_api_field_hours_range_inverted,
  hoursRangeRequired: m.fractional_api_field_hours_range_required,
  hoursRangeNotFractional: m.fractional_api_field_hours_range_not_fractional,
  clockOutAfterClockIn: m.attendance_api_field_clock_out_after_clock_in,
  notInFuture: m.attendance_api_field_not_in_future,
  aroundWorkDay: m.attendance_api_field_around_work_day,
  halfDaySingle: m.staff_api_field_half_day_single,
  noWorkingDay: m.staff_api_field_no_working_day,
  timeOffTooLong: m.staff_api_field_time_off_too_long,
  acceptedToday: m.staff_api_field_accepted_today,
  beforeContractStart: m.staff_api_field_before_contract_start,
  nameMismatch: m.agr_api_field_name_mismatch,
  // The candidate profile's sections (server/candidates/profile-sections.ts).
  endsBeforeStart: m.profile_api_field_ends_before_start,
  sameStartEnd: m.profile_api_field_same_start_end,
  twoFactorCode: m.api_field_two_factor_code,
  twoFactorOneCode: m.api_field_two_factor_one_code,
  // Uploaded files (server/uploads).
  fileTooLarge: m.api_field_file_too_large,
  fileEmpty: m.api_field_file_empty,
  fileType: m.api_field_file_type,
  fileActiveContent: m.api_field_file_active_content,
  fileUnreadable: m.api_field_file_unreadable,
  fileImageTooLarge: m.api_field_file_image_too_large,
  // What must end before an account is deleted (server/account-deletion/deletion-blockers.ts).
  deletionActiveStaff: m.api_field_deletion_active_staff,
  deletionUnpaidBills: m.api_field_deletion_unpaid_bills,
  deletionHoursToBill: m.api_field_deletion_hours_to_bill,
  deletionActiveContracts: m.api_field_deletion_active_contracts,
} as const;

type AnyMessage = (inputs: never, options: { locale: Locale }) => string;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, FieldProblem>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export function fieldError(field: string, key: FieldMessage, status = 400, code: ErrorCode = 'VALIDATION_FAILED') {
  return new ApiError(status, code, { [field]: { key } });
}

function render(message: AnyMessage, params: Record<string, unknown>, locale: Locale): string {
  return (message as unknown as (i: Record<string, unknown>, o: { locale: Locale }) => string)(params, { locale });
}

export function errorBody(error: ApiError, locale: Locale) {
  const body: { message: string; code: string; fields?: Record<string, string> } = {
    message: render(codeMessages[error.code], error.params, locale),
    code: error.code,
  };
  if (error.fields) {
    body.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, p]) => [field, render(fieldMessages[p.key], p.params ?? {}, locale)]),
    );
  }
  return body;
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns AJV's findings into one message per field, named by dotted path. */
export function validationToFields(issues: AjvIssue[], context: string | undefined): Record<string, FieldProblem> {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    let field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'required') field = join(field, String(issue.params.missingProperty));
    if (issue.keyword === 'additionalProperties') field = join(field, String(issue.params.additionalProperty));
    if (!field) field = context === 'body' ? 'body' : (context ?? 'request');
    if (fields[field]) continue; // the first problem of a field is the one worth saying
    fields[field] = problemFor(issue, field);
  }
  return fields;
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b);

function problemFor(issue: AjvIssue, field: string): FieldProblem {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return { key: 'required' };
    case 'additionalProperties':
      return { key: 'unknown' };
    case 'minLength':
      return Number(p.limit) <= 1 ? { key: 'required' } : { key: 'tooShort', params: { min: Number(p.limit) } };
    case 'maxLength':
      return { key: 'tooLong', params: { max: Number(p.limit) } };
    case 'format':
      if (p.format === 'email') return { key: 'email' };
      if (p.format === 'uri') return { key: 'url' };
      return { key: 'invalid' };
    case 'pattern':
      if (/country|regions/.test(field)) return { key: 'country' };
      if (/phone/.test(field)) return { key: 'phone' };
      // The profile's links (portfolio, linkedin, github, website) are addresses too.
      if (/url|portfolio|linkedin|github|website/.test(field)) return { key: 'url' };
      return { key: 'invalid' };
    case 'enum':
      return { key: 'choice' };
    case 'minimum':
      return { key: 'min', params: { min: Number(p.limit) } };
    case 'maximum':
      return { key: 'max', params: { max: Number(p.limit) } };
    case 'minItems':
      return { key: 'selectSome', params: { min: Number(p.limit) } };
    case 'maxItems':
      return { key: 'max', params: { max: Number(p.limit) } };
    case 'uniqueItems':
      return { key: 'duplicates' };
    case 'type':
      return { key: 'type' };
    default:
      return { key: 'invalid' };
  }
}

/** Every failure leaves as the one error shape; nothing a client sends can cause a 5xx. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    const send = (e: ApiError) => {
      if ((e.statusCode === 429 || e.statusCode === 503) && e.params.retryAfter) reply.header('retry-after', String(e.params.retryAfter));
      return reply.status(e.statusCode).type('application/json').send(errorBody(e, locale));
    };
    if (error instanceof ApiError) return send(error);
    if (error.validation) {
      return send(new ApiError(400, 'VALIDATION_FAILED', validationToFields(error.validation as AjvIssue[], error.validationContext)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(new ApiError(413, 'PAYLOAD_TOO_LARGE'));
    if (status === 415) return send(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) return send(new ApiError(400, 'BODY_INVALID'));
    request.log.error({ err: error }, 'unhandled error');
    return send(new ApiError(500, 'INTERNAL'));
  });
}
