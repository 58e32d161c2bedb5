ALTER TABLE "events" ADD COLUMN "occurrences_from" date;--> statement-breakpoint
-- Decision 091: a single "stored through" bound let a jump ahead mark the weeks in between as
-- stored although they were not. Forget every bound: the next view of a window stores its nights
-- again (idempotently), filling any gap the old bound left.
UPDATE "events" SET "occurrences_through" = NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_occurrences_range_check" CHECK (("events"."occurrences_from" is null) = ("events"."occurrences_through" is null) and ("events"."occurrences_from" is null or "events"."occurrences_from" <= "events"."occurrences_through"));
