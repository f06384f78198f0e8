CREATE TABLE "agent_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"interview_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"agent_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"bpo_user_id" uuid NOT NULL,
	"status" text DEFAULT 'endorsed' NOT NULL,
	"endorsed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bpo_accreditations" (
	"bpo_user_id" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"services" text[] NOT NULL,
	"staff_count" integer NOT NULL,
	"years_operating" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpo_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bpo_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"candidate_id" uuid,
	"worksite_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_verification_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewer_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_business_name" text,
	"verified_regions" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_verifications_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"credit_year" integer NOT NULL,
	"qualified_at" timestamp with time zone NOT NULL,
	"offer_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_referral_id_unique" UNIQUE("referral_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"rules_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_employer_id_unique" UNIQUE("employer_id")
);
--> statement-breakpoint
CREATE TABLE "worksite_audit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksite_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worksite_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"assigned_by" uuid,
	"status" text DEFAULT 'assigned' NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"reason" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksite_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worksite_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bpo_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"seats" integer NOT NULL,
	"equipment" text NOT NULL,
	"connection_redundancy" text NOT NULL,
	"power_redundancy" text NOT NULL,
	"security_measures" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksites_seats_positive" CHECK ("worksites"."seats" > 0)
);
--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_invitation_id_agent_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "agent_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_endorsements" ADD CONSTRAINT "association_endorsements_association_id_users_id_fk" FOREIGN KEY ("association_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_endorsements" ADD CONSTRAINT "association_endorsements_bpo_user_id_users_id_fk" FOREIGN KEY ("bpo_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpo_accreditations" ADD CONSTRAINT "bpo_accreditations_bpo_user_id_users_id_fk" FOREIGN KEY ("bpo_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpo_members" ADD CONSTRAINT "bpo_members_bpo_user_id_users_id_fk" FOREIGN KEY ("bpo_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpo_members" ADD CONSTRAINT "bpo_members_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpo_members" ADD CONSTRAINT "bpo_members_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "worksites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_verification_decisions" ADD CONSTRAINT "partner_verification_decisions_verification_id_partner_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "partner_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_verification_decisions" ADD CONSTRAINT "partner_verification_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_verification_documents" ADD CONSTRAINT "partner_verification_documents_verification_id_partner_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "partner_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_verifications" ADD CONSTRAINT "partner_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_verifications" ADD CONSTRAINT "partner_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksite_audit_photos" ADD CONSTRAINT "worksite_audit_photos_audit_id_worksite_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "worksite_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksite_audits" ADD CONSTRAINT "worksite_audits_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "worksites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksite_audits" ADD CONSTRAINT "worksite_audits_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksite_audits" ADD CONSTRAINT "worksite_audits_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksite_photos" ADD CONSTRAINT "worksite_photos_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "worksites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksites" ADD CONSTRAINT "worksites_bpo_user_id_users_id_fk" FOREIGN KEY ("bpo_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_actions_employer_idx" ON "agent_actions" USING btree ("employer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agent_actions_agent_idx" ON "agent_actions" USING btree ("agent_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agent_actions_application_idx" ON "agent_actions" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_one_current_idx" ON "agent_invitations" USING btree ("employer_id") WHERE "agent_invitations"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_one_open_idx" ON "agent_invitations" USING btree ("employer_id") WHERE "agent_invitations"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "agent_invitations_agent_idx" ON "agent_invitations" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "agent_invitations_open_email_idx" ON "agent_invitations" USING btree (lower("email")) WHERE "agent_invitations"."status" = 'invited';--> statement-breakpoint
CREATE UNIQUE INDEX "association_endorsements_pair_idx" ON "association_endorsements" USING btree ("association_id","bpo_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpo_members_bpo_email_idx" ON "bpo_members" USING btree ("bpo_user_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "bpo_members_one_bpo_idx" ON "bpo_members" USING btree ("candidate_id") WHERE "bpo_members"."status" = 'member';--> statement-breakpoint
CREATE INDEX "bpo_members_email_idx" ON "bpo_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bpo_members_list_idx" ON "bpo_members" USING btree ("bpo_user_id","invited_at","id");--> statement-breakpoint
CREATE INDEX "partner_verification_decisions_verification_idx" ON "partner_verification_decisions" USING btree ("verification_id","decided_at");--> statement-breakpoint
CREATE INDEX "partner_verification_documents_verification_idx" ON "partner_verification_documents" USING btree ("verification_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "partner_verifications_queue_idx" ON "partner_verifications" USING btree ("status","kind","submitted_at","id");--> statement-breakpoint
CREATE INDEX "referral_credits_referrer_idx" ON "referral_credits" USING btree ("referrer_id","qualified_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","recorded_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "worksite_audit_photos_audit_idx" ON "worksite_audit_photos" USING btree ("audit_id","created_at");--> statement-breakpoint
CREATE INDEX "worksite_audits_worksite_idx" ON "worksite_audits" USING btree ("worksite_id","assigned_at");--> statement-breakpoint
CREATE INDEX "worksite_audits_auditor_idx" ON "worksite_audits" USING btree ("auditor_id","status","assigned_at");--> statement-breakpoint
CREATE INDEX "worksite_photos_worksite_idx" ON "worksite_photos" USING btree ("worksite_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "worksites_bpo_idx" ON "worksites" USING btree ("bpo_user_id","created_at","id");