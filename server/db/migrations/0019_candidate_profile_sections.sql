ALTER TABLE "candidate_profiles" ADD COLUMN "work_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "skill_years" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "language_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "work_timezone" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "work_start_minute" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "work_end_minute" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "work_days" text[];--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "cv_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_languages_idx" ON "candidate_profiles" USING gin ("language_levels") WHERE "candidate_profiles"."complete";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidates_work_hours_whole" CHECK (("candidate_profiles"."work_timezone" is null) = ("candidate_profiles"."work_start_minute" is null) and ("candidate_profiles"."work_timezone" is null) = ("candidate_profiles"."work_end_minute" is null) and ("candidate_profiles"."work_timezone" is null) = ("candidate_profiles"."work_days" is null));--> statement-breakpoint
ALTER TABLE "candidate_profiles" drop column "search";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, full_name || ' ' || headline || ' ' || coalesce(role, '') || ' ' || skills_text(skills) || ' ' || cv_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidate_profiles" USING gin ("search");--> statement-breakpoint
-- The one education asked at sign-up (users.profile) becomes the first entry of the education section.
UPDATE "candidate_profiles" AS cp SET "education" = jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
	'institution', u."profile"->>'institution',
	'degree', u."profile"->>'highest_degree',
	'end_year', CASE WHEN jsonb_typeof(u."profile"->'graduation_year') = 'number' THEN u."profile"->'graduation_year' END)))
FROM "users" AS u
WHERE u."id" = cp."user_id" AND cp."education" = '[]'::jsonb
	AND jsonb_typeof(u."profile"->'institution') = 'string' AND u."profile"->>'institution' <> ''
	AND u."profile"->>'highest_degree' IN ('high_school', 'associate', 'bachelor', 'master', 'doctorate', 'vocational', 'other');--> statement-breakpoint
-- Skills saved before they had years keep their names, with years not yet said (0).
UPDATE "candidate_profiles" SET "skill_years" = (SELECT coalesce(jsonb_agg(jsonb_build_object('name', s, 'years', 0) ORDER BY i), '[]'::jsonb) FROM unnest("skills") WITH ORDINALITY AS t(s, i))
WHERE "skill_years" = '[]'::jsonb AND cardinality("skills") > 0;
