CREATE TABLE "billing_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_date" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
