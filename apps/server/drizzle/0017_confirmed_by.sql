ALTER TABLE "event_occurrences" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_confirmed_by_check" CHECK (confirmed_by is null or confirmed_by in ('host', 'platform'));--> statement-breakpoint
-- Nights confirmed before this migration (decision 123): the platform's when the history's
-- confirmation of it came from an admin, the host's otherwise.
UPDATE "event_occurrences" o SET "confirmed_by" = CASE
    WHEN EXISTS (SELECT 1 FROM "audit_log" a WHERE a.entity_type = 'occurrence'
        AND a.entity_id = o.id::text AND a.action = 'confirmed' AND a.actor_context = 'Admin')
    THEN 'platform' ELSE 'host' END
  WHERE o.status = 'confirmed';
