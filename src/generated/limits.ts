// Generated from the contract by scripts/contract-limits.mjs (`npm run generate`); do not edit.

/** What the contract allows in each request body schema, by schema name: its bounds, then its properties' and items'. */
export const limits = {
  Honeypot: { maxLength: 200 },
  ContactRequest: {
    name: { minLength: 2, maxLength: 120 },
    email: { minLength: 3, maxLength: 254 },
    company: { maxLength: 160 },
    message: { minLength: 20, maxLength: 5000 },
    website: { maxLength: 200 },
  },
  DemoBookingRequest: {
    name: { minLength: 2, maxLength: 120 },
    email: { minLength: 3, maxLength: 254 },
    company: { minLength: 2, maxLength: 160 },
    starts_at: { maxLength: 64 },
    notes: { maxLength: 2000 },
    website: { maxLength: 200 },
  },
  PrivacyInquiryRequest: {
    name: { minLength: 2, maxLength: 120 },
    email: { minLength: 3, maxLength: 254 },
    details: { minLength: 20, maxLength: 5000 },
    website: { maxLength: 200 },
  },
  AccountPrivacyInquiryRequest: {
    details: { minLength: 20, maxLength: 5000 },
  },
  GrantApplicationRequest: {
    organisation_name: { minLength: 2, maxLength: 160 },
    country: { maxLength: 64 },
    hires_planned: { minimum: 1, maximum: 20 },
    reason: { minLength: 50, maxLength: 4000 },
    website: { maxLength: 200 },
  },
  GrantApprovalRequest: {
    name: { minLength: 2, maxLength: 120 },
    percent: { minimum: 5, maximum: 100 },
    hires: { minimum: 1, maximum: 50 },
    expires_on: { maxLength: 64 },
  },
  GrantRejectionRequest: {
    reason: { minLength: 10, maxLength: 2000 },
  },
  EstimateLine: {
    headcount: { minimum: 1, maximum: 50 },
    service_period_months: { minimum: 1, maximum: 36 },
    work_hours: { minimum: 1, maximum: 60 },
    start_date: { maxLength: 64 },
  },
  EstimateRequest: {
    name: { minLength: 1, maxLength: 120 },
    lines: {
      minItems: 1,
      maxItems: 20,
      items: {
        headcount: { minimum: 1, maximum: 50 },
        service_period_months: { minimum: 1, maximum: 36 },
        work_hours: { minimum: 1, maximum: 60 },
        start_date: { maxLength: 64 },
      },
    },
  },
  Email: { minLength: 3, maxLength: 254 },
  NewPassword: { minLength: 8, maxLength: 128 },
  CountryCode: { maxLength: 64 },
  RegisterRequest: {
    firstname: { minLength: 1, maxLength: 80 },
    lastname: { minLength: 1, maxLength: 80 },
    email: { minLength: 3, maxLength: 254 },
    password: { minLength: 8, maxLength: 128 },
    country: { maxLength: 64 },
    phone_number: { maxLength: 64 },
    company_name: { minLength: 1, maxLength: 160 },
    website_url: { maxLength: 300 },
    call_me_by: { maxLength: 80 },
    institution: { minLength: 1, maxLength: 160 },
    graduation_year: { minimum: 1950, maximum: 2035 },
    job_title: { minLength: 1, maxLength: 120 },
    agency_name: { maxLength: 160 },
    years_experience: { minimum: 0, maximum: 60 },
    industries: { minItems: 1, maxItems: 21 },
    regions: {
      minItems: 1,
      maxItems: 50,
      items: { maxLength: 64 },
    },
    linkedin_url: { maxLength: 300 },
    expected_referrals: { minimum: 1, maximum: 1000 },
    headcount: { minimum: 1, maximum: 1000000 },
    license_number: { minLength: 1, maxLength: 60 },
    member_count: { minimum: 1, maximum: 10000000 },
    referral_code: { maxLength: 40 },
  },
  LoginRequest: {
    email: { minLength: 3, maxLength: 254 },
    password: { minLength: 1, maxLength: 128 },
  },
  UpdateMeRequest: {
    timezone: { minLength: 1, maxLength: 64 },
  },
  TokenRequest: {
    token: { maxLength: 64 },
  },
  EmailRequest: {
    email: { minLength: 3, maxLength: 254 },
  },
  ResetPasswordRequest: {
    token: { maxLength: 64 },
    password: { minLength: 8, maxLength: 128 },
  },
  ChangePasswordRequest: {
    current_password: { minLength: 1, maxLength: 128 },
    new_password: { minLength: 8, maxLength: 128 },
  },
  Cents: { minimum: 0, maximum: 100000000 },
  ClockTime: { maxLength: 64 },
  TimeZone: { minLength: 1, maxLength: 64 },
  WorkSchedule: {
    work_days: { minItems: 1, maxItems: 7 },
    start_time: { maxLength: 64 },
    end_time: { maxLength: 64 },
    timezone: { minLength: 1, maxLength: 64 },
    hours_per_week: { minimum: 1, maximum: 60 },
  },
  Skill: { minLength: 1, maxLength: 40 },
  JobInput: {
    title: { minLength: 3, maxLength: 120 },
    description: { minLength: 20, maxLength: 5000 },
    pay_cents: { minimum: 100, maximum: 10000000 },
    hours_per_week: { minimum: 1, maximum: 60 },
    skills: {
      maxItems: 15,
      items: { minLength: 1, maxLength: 40 },
    },
    country: { maxLength: 64 },
  },
  CompanyLocation: {
    city: { minLength: 1, maxLength: 80 },
    country: { maxLength: 64 },
  },
  CompanyHours: {
    start: { maxLength: 64 },
    end: { maxLength: 64 },
  },
  CompanyProfileInput: {
    description: { maxLength: 2000 },
    locations: {
      maxItems: 5,
      items: {
        city: { minLength: 1, maxLength: 80 },
        country: { maxLength: 64 },
      },
    },
    timezone: { minLength: 1, maxLength: 64 },
    work_hours: {
      start: { maxLength: 64 },
      end: { maxLength: 64 },
    },
  },
  CandidateProfileInput: {
    headline: { maxLength: 120 },
    bio: { maxLength: 2000 },
    years_experience: { minimum: 0, maximum: 60 },
    monthly_rate_cents: { minimum: 10000, maximum: 10000000 },
  },
  YearMonth: { maxLength: 7 },
  WorkHistoryEntry: {
    employer: { minLength: 1, maxLength: 120 },
    role: { minLength: 1, maxLength: 120 },
    start_month: { maxLength: 7 },
    end_month: { maxLength: 7 },
    description: { maxLength: 2000 },
  },
  WorkHistoryInput: {
    entries: {
      maxItems: 20,
      items: {
        employer: { minLength: 1, maxLength: 120 },
        role: { minLength: 1, maxLength: 120 },
        start_month: { maxLength: 7 },
        end_month: { maxLength: 7 },
        description: { maxLength: 2000 },
      },
    },
  },
  EducationEntry: {
    institution: { minLength: 1, maxLength: 160 },
    field_of_study: { minLength: 1, maxLength: 120 },
    start_year: { minimum: 1950, maximum: 2100 },
    end_year: { minimum: 1950, maximum: 2100 },
  },
  EducationInput: {
    entries: {
      maxItems: 10,
      items: {
        institution: { minLength: 1, maxLength: 160 },
        field_of_study: { minLength: 1, maxLength: 120 },
        start_year: { minimum: 1950, maximum: 2100 },
        end_year: { minimum: 1950, maximum: 2100 },
      },
    },
  },
  LanguageCode: { minLength: 2, maxLength: 2 },
  LanguageSkill: {
    language: { minLength: 2, maxLength: 2 },
  },
  LanguagesInput: {
    entries: {
      maxItems: 10,
      items: {
        language: { minLength: 2, maxLength: 2 },
      },
    },
  },
  SkillEntry: {
    name: { minLength: 1, maxLength: 40 },
    years: { minimum: 0, maximum: 60 },
  },
  SkillsInput: {
    entries: {
      maxItems: 20,
      items: {
        name: { minLength: 1, maxLength: 40 },
        years: { minimum: 0, maximum: 60 },
      },
    },
  },
  WorkHours: {
    timezone: { minLength: 1, maxLength: 64 },
    start: { maxLength: 64 },
    end: { maxLength: 64 },
    days: { minItems: 1, maxItems: 7 },
  },
  HttpsUrl: { maxLength: 300 },
  ProfileLinks: {
    portfolio: { maxLength: 300 },
    linkedin: { maxLength: 300 },
    github: { maxLength: 300 },
    website: { maxLength: 300 },
  },
  RejectRequest: {
    reason: { maxLength: 500 },
  },
  InviteToJobRequest: {
    job_id: { maxLength: 64 },
    message: { maxLength: 1000 },
  },
  InterviewInviteRequest: {
    proposed_times: {
      minItems: 1,
      maxItems: 5,
      items: { maxLength: 64 },
    },
    duration_minutes: { minimum: 15, maximum: 180 },
    meeting_url: { maxLength: 300 },
    message: { maxLength: 1000 },
  },
  AcceptInterviewRequest: {
    time: { maxLength: 64 },
  },
  InterviewAnswerRequest: {
    note: { maxLength: 500 },
  },
  RescheduleRequest: {
    note: { minLength: 1, maxLength: 500 },
  },
  OfferInput: {
    pay_cents: { minimum: 100, maximum: 10000000 },
    start_date: { maxLength: 64 },
    schedule: {
      work_days: { minItems: 1, maxItems: 7 },
      start_time: { maxLength: 64 },
      end_time: { maxLength: 64 },
      timezone: { minLength: 1, maxLength: 64 },
      hours_per_week: { minimum: 1, maximum: 60 },
    },
    hours_range: {
      min_hours: { minimum: 1, maximum: 125 },
      max_hours: { minimum: 1, maximum: 125 },
    },
    message: { maxLength: 1000 },
  },
  DeclineOfferRequest: {
    comment: { maxLength: 500 },
  },
  UpdateWorktimeRequest: {
    offer_id: { maxLength: 64 },
    work_days: { minItems: 1, maxItems: 7 },
    start_time: { maxLength: 64 },
    end_time: { maxLength: 64 },
    timezone: { minLength: 1, maxLength: 64 },
    hours_per_week: { minimum: 1, maximum: 60 },
  },
  FireStaffRequest: {
    offer_id: { maxLength: 64 },
    reason: { minLength: 1, maxLength: 500 },
  },
  CandidateRequestInput: {
    headcount: { minimum: 1, maximum: 50 },
    start_date: { maxLength: 64 },
    details: { maxLength: 2000 },
  },
  ApplyRequest: {
    note: { maxLength: 2000 },
  },
  IdempotencyKey: { maxLength: 64 },
  HireStaffRequest: {
    offer_ids: {
      minItems: 1,
      maxItems: 20,
      items: { maxLength: 64 },
    },
    payment_method_id: { minLength: 1, maxLength: 100 },
    coupon_code: { minLength: 1, maxLength: 40 },
    idempotency_key: { maxLength: 64 },
    expected_total_cents: { minimum: 0, maximum: 100000000 },
  },
  PaymentRef: {
    payment_id: { maxLength: 64 },
  },
  RetryPaymentRequest: {
    payment_id: { maxLength: 64 },
    payment_method_id: { minLength: 1, maxLength: 100 },
    idempotency_key: { maxLength: 64 },
  },
  CouponCheckRequest: {
    code: { minLength: 1, maxLength: 40 },
    offer_id: { maxLength: 64 },
  },
  SandboxCardInput: {
    number: { minLength: 12, maxLength: 23 },
    exp_month: { minimum: 1, maximum: 12 },
    exp_year: { minimum: 2000, maximum: 2100 },
    cvc: { maxLength: 64 },
    name: { minLength: 1, maxLength: 100 },
    postal_code: { maxLength: 12 },
  },
  BillingDetails: {
    name: { maxLength: 200 },
    address: { maxLength: 500 },
    mcc: { maxLength: 64 },
  },
  CardSetupRequest: {
    customer_id: { minLength: 1, maxLength: 100 },
  },
  AttachPaymentMethodRequest: {
    payment_methods: { minLength: 1, maxLength: 100 },
    stripe_account_id: { minLength: 1, maxLength: 100 },
  },
  SetDefaultPaymentMethodRequest: {
    payment_method_id: { minLength: 1, maxLength: 100 },
  },
  BillingRunRequest: {
    date: { maxLength: 64 },
  },
  PartnerVerificationInput: {
    business_name: { maxLength: 160 },
    registration_number: { maxLength: 60 },
    address_line1: { maxLength: 160 },
    address_line2: { maxLength: 160 },
    city: { maxLength: 100 },
    postal_code: { maxLength: 20 },
    regions: { maxItems: 60 },
  },
  PartnerDecision: {
    reason: { maxLength: 2000 },
  },
  AgentRequest: {
    email: { maxLength: 254 },
  },
  CandidateProposal: {
    candidate_email: { maxLength: 254 },
    message: { maxLength: 2000 },
  },
  BpoApplicationInput: {
    description: { minLength: 20, maxLength: 2000 },
    services: { minItems: 1, maxItems: 7 },
    staff_count: { minimum: 1, maximum: 100000 },
    years_operating: { minimum: 0, maximum: 100 },
    contact_name: { minLength: 1, maxLength: 120 },
    contact_phone: { minLength: 5, maxLength: 40 },
  },
  WorksiteInput: {
    name: { minLength: 1, maxLength: 120 },
    address_line1: { minLength: 1, maxLength: 200 },
    address_line2: { maxLength: 200 },
    city: { minLength: 1, maxLength: 120 },
    postal_code: { maxLength: 20 },
    country: { maxLength: 64 },
    seats: { minimum: 1, maximum: 10000 },
    equipment: { minLength: 1, maxLength: 2000 },
    security_measures: { maxItems: 6 },
  },
  BpoMemberInvite: {
    email: { maxLength: 254 },
  },
  BpoMemberPlacement: {
    worksite_id: { maxLength: 64 },
  },
  AuditAnswer: {
    note: { maxLength: 1000 },
  },
  AuditAssignment: {
    worksite_id: { maxLength: 64 },
    auditor_id: { maxLength: 64 },
  },
  AuditWork: {
    checklist: {
      maxItems: 8,
      items: {
        note: { maxLength: 1000 },
      },
    },
    findings: { maxLength: 5000 },
  },
  AuditDecision: {
    reason: { minLength: 5, maxLength: 2000 },
  },
  EndorsementRequest: {
    bpo_id: { maxLength: 64 },
  },
  MessageInput: {
    text: { minLength: 1, maxLength: 5000 },
    idempotency_key: { maxLength: 64 },
    attachment_ids: { maxItems: 5 },
  },
  MessageEdit: {
    text: { minLength: 1, maxLength: 5000 },
  },
  ConversationRead: {
    up_to: { minimum: 1 },
  },
  MessageReportInput: {
    reason: { minLength: 1, maxLength: 1000 },
    message_id: { minimum: 1 },
  },
  MessageReportDecision: {
    note: { minLength: 1, maxLength: 1000 },
  },
  TotpCode: { maxLength: 12 },
  RecoveryCode: { maxLength: 20 },
  TwoFactorSignIn: {
    code: { maxLength: 12 },
    recovery_code: { maxLength: 20 },
  },
  PasswordConfirmation: {
    password: { minLength: 1, maxLength: 128 },
  },
  TwoFactorCode: {
    code: { maxLength: 12 },
  },
  TwoFactorDisable: {
    password: { minLength: 1, maxLength: 128 },
    code: { maxLength: 12 },
    recovery_code: { maxLength: 20 },
  },
  AccountDetailsUpdate: {
    firstname: { minLength: 1, maxLength: 80 },
    lastname: { minLength: 1, maxLength: 80 },
    call_me_by: { maxLength: 80 },
    country: { maxLength: 64 },
    phone_number: { maxLength: 64 },
    company_name: { minLength: 1, maxLength: 160 },
    website_url: { maxLength: 300 },
  },
  EmailChangeRequest: {
    new_email: { minLength: 3, maxLength: 254 },
    password: { minLength: 1, maxLength: 128 },
  },
  HoursRange: {
    min_hours: { minimum: 1, maximum: 125 },
    max_hours: { minimum: 1, maximum: 125 },
  },
  CommentRequest: {
    body: { minLength: 1, maxLength: 2000 },
  },
  ApproveTimeOffRequest: {
    accepted_date: { maxLength: 64 },
  },
  DeclineWithReason: {
    reason: { minLength: 1, maxLength: 500 },
  },
  TimeOffPolicy: {
    vacation_days: { minimum: 0, maximum: 60 },
    sick_days: { minimum: 0, maximum: 60 },
    personal_days: { minimum: 0, maximum: 30 },
  },
  CorrectionRequest: {
    session_id: { maxLength: 64 },
    work_date: { maxLength: 64 },
    clock_in_at: { maxLength: 64 },
    clock_out_at: { maxLength: 64 },
    reason: { minLength: 1, maxLength: 500 },
  },
  EodReportFields: {
    done: { minLength: 1, maxLength: 4000 },
    blockers: { maxLength: 2000 },
    plan: { minLength: 1, maxLength: 2000 },
    worked_minutes: { minimum: 0, maximum: 1440 },
  },
  TimeOffRequestInput: {
    start_date: { maxLength: 64 },
    end_date: { maxLength: 64 },
    note: { maxLength: 500 },
  },
  FractionalStaffRequestInput: {
    title: { minLength: 3, maxLength: 120 },
    hours_range: {
      min_hours: { minimum: 1, maximum: 125 },
      max_hours: { minimum: 1, maximum: 125 },
    },
    schedule: {
      work_days: { minItems: 1, maxItems: 7 },
      start_time: { maxLength: 64 },
      end_time: { maxLength: 64 },
      timezone: { minLength: 1, maxLength: 64 },
      hours_per_week: { minimum: 1, maximum: 60 },
    },
    budget_cents: { minimum: 100, maximum: 100000 },
    start_date: { maxLength: 64 },
    details: { maxLength: 2000 },
  },
  HireFractionalStaffRequest: {
    offer_id: { maxLength: 64 },
    payment_method_id: { minLength: 1, maxLength: 100 },
    coupon_code: { minLength: 1, maxLength: 40 },
    idempotency_key: { maxLength: 64 },
    expected_total_cents: { minimum: 0, maximum: 100000000 },
  },
  ComplianceDecision: {
    reason: { minLength: 5, maxLength: 500 },
  },
  IntakeWorkSetup: {
    download_mbps: { minimum: 1, maximum: 10000 },
    upload_mbps: { minimum: 1, maximum: 10000 },
  },
  IntakeEmergencyContact: {
    name: { minLength: 2, maxLength: 120 },
    relationship: { minLength: 2, maxLength: 60 },
    phone: { maxLength: 24 },
  },
  IntakeWorkingHours: {
    timezone: { minLength: 1, maxLength: 64 },
    work_days: { minItems: 1, maxItems: 7 },
    start_time: { maxLength: 64 },
    end_time: { maxLength: 64 },
  },
  VettingDecision: {
    reasons: { minLength: 5, maxLength: 1000 },
  },
  AgreementSigning: {
    version: { minimum: 1, maximum: 1000 },
    sha256: { maxLength: 64 },
    full_name: { minLength: 1, maxLength: 161 },
  },
} as const;
