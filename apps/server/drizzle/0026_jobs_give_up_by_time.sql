ALTER TABLE "jobs" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_given_up_idx" ON "jobs" USING btree ("kind") WHERE "jobs"."given_up_at" is not null;--> statement-breakpoint
-- Decision 160: jobs the old attempt count had silently dropped (never claimed again, not done)
-- are recorded as given up, with their last error, so that they show on the admin page and in the
-- metric and an admin can retry them; reviving them all at once could send stale mail.
UPDATE "jobs" SET "done_at" = now(), "given_up_at" = now(), "failing_since" = "run_at"
  WHERE "done_at" IS NULL AND "attempts" >= "max_attempts"
    AND ("locked_until" IS NULL OR "locked_until" < now());
