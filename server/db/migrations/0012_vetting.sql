CREATE TABLE "vetting_answers" (
	"candidate_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vetting_answers_candidate_id_question_pk" PRIMARY KEY("candidate_id","question")
);
--> statement-breakpoint
CREATE TABLE "vetting_cases" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'answering' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reasons" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reasons" text,
	"answers" jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "vetted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vetting_answers" ADD CONSTRAINT "vetting_answers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_cases" ADD CONSTRAINT "vetting_cases_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_cases" ADD CONSTRAINT "vetting_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_decisions" ADD CONSTRAINT "vetting_decisions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_decisions" ADD CONSTRAINT "vetting_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vetting_cases_queue_idx" ON "vetting_cases" USING btree ("status","submitted_at","candidate_id");--> statement-breakpoint
CREATE INDEX "vetting_decisions_candidate_idx" ON "vetting_decisions" USING btree ("candidate_id","decided_at");