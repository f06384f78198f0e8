CREATE TABLE "intake_surveys" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"work_setup" jsonb,
	"emergency_contact" jsonb,
	"working_hours" jsonb,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intake_surveys" ADD CONSTRAINT "intake_surveys_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;