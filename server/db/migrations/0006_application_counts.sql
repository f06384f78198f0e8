CREATE TABLE "application_counts" (
	"employer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "application_counts_employer_id_status_pk" PRIMARY KEY("employer_id","status")
);
--> statement-breakpoint
CREATE INDEX "interviews_employer_open_idx" ON "interviews" USING btree ("employer_id","status","scheduled_at") WHERE "interviews"."status" in ('accepted', 'reschedule_requested');--> statement-breakpoint
CREATE INDEX "offers_employer_status_idx" ON "offers" USING btree ("employer_id","status","expires_at");--> statement-breakpoint
-- Each statement that adds, moves or removes applications writes each counter it changed once,
-- in key order, so two transactions never wait on each other's counters in opposite orders.
CREATE OR REPLACE FUNCTION application_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts AS c (employer_id, status, count)
    SELECT employer_id, status, count(*) FROM added GROUP BY employer_id, status ORDER BY employer_id, status
    ON CONFLICT (employer_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts AS c (employer_id, status, count)
    SELECT employer_id, status, sum(change) FROM (
      SELECT employer_id, status, -1 AS change FROM removed UNION ALL SELECT employer_id, status, 1 FROM added
    ) moves GROUP BY employer_id, status HAVING sum(change) <> 0 ORDER BY employer_id, status
    ON CONFLICT (employer_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts AS c (employer_id, status, count)
    SELECT employer_id, status, -count(*) FROM removed GROUP BY employer_id, status ORDER BY employer_id, status
    ON CONFLICT (employer_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_counts_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_added();
--> statement-breakpoint
CREATE TRIGGER application_counts_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_moved();
--> statement-breakpoint
CREATE TRIGGER application_counts_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_removed();
--> statement-breakpoint
INSERT INTO application_counts (employer_id, status, count)
  SELECT employer_id, status, count(*) FROM applications GROUP BY employer_id, status;
