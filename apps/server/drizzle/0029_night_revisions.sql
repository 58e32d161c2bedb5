ALTER TABLE "event_occurrences" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 177: a night's calendar SEQUENCE (RFC 5545 §3.8.7.4) is its event's revision plus its
-- own stored night's, and only ever grows, whichever path changes it. Nights already cancelled or
-- confirmed start at 1: a cancelled night's feed said SEQUENCE:1 before.
UPDATE "event_occurrences" SET "revision" = 1 WHERE "status" <> 'scheduled' OR "confirmed_by" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := greatest(OLD.revision, NEW.revision) + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- When or where an event's nights are: its rule, its times, its venue (place and time zone), and
-- whether it runs at all.
CREATE TRIGGER events_revision BEFORE UPDATE ON events
  FOR EACH ROW WHEN (
    ROW(OLD.venue_id, OLD.day_of_week, OLD.start_time, OLD.end_time, OLD.frequency,
        OLD.week_of_month, OLD.event_date, OLD.is_active)
    IS DISTINCT FROM
    ROW(NEW.venue_id, NEW.day_of_week, NEW.start_time, NEW.end_time, NEW.frequency,
        NEW.week_of_month, NEW.event_date, NEW.is_active))
  EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
-- A night's status, and who confirmed it (only a host's confirmation is the public's CONFIRMED).
CREATE TRIGGER event_occurrences_revision BEFORE UPDATE ON event_occurrences
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.confirmed_by IS DISTINCT FROM NEW.confirmed_by)
  EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
-- A night stored already cancelled or confirmed changed from the scheduled night its rule gave.
CREATE FUNCTION first_night_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := greatest(NEW.revision, 1);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_occurrences_revision_insert BEFORE INSERT ON event_occurrences
  FOR EACH ROW WHEN (NEW.status <> 'scheduled' OR NEW.confirmed_by IS NOT NULL)
  EXECUTE FUNCTION first_night_revision();
--> statement-breakpoint
-- A stored night that goes (its event's rule changed, and the next view stores it afresh at
-- revision 0) leaves its revision to its event, so that its SEQUENCE never falls back.
CREATE FUNCTION keep_deleted_night_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET revision = e.revision + d.revisions
    FROM (SELECT o.event_id, sum(o.revision)::int AS revisions FROM old_rows o
          WHERE o.revision > 0 GROUP BY o.event_id) d
    WHERE e.id = d.event_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_occurrences_revision_delete AFTER DELETE ON event_occurrences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION keep_deleted_night_revisions();
--> statement-breakpoint
-- A venue's time zone names the moment of every night there.
CREATE FUNCTION bump_venue_event_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET revision = revision + 1 WHERE venue_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_event_revisions AFTER UPDATE OF timezone ON venues
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION bump_venue_event_revisions();
