ALTER TABLE "events" ADD COLUMN "first_night" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_night" date;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_bounds_check" CHECK ("events"."first_night" is null or "events"."last_night" is null or "events"."first_night" <= "events"."last_night");--> statement-breakpoint
-- Decision 171: a series' bounds are part of its rule. The nights-removed job (decision 156) keeps
-- them with the event as it was, and a change of them (a feed's season shortened) queues it.
CREATE OR REPLACE FUNCTION queue_nights_removed(ev events, deleted boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  venue record;
BEGIN
  SELECT v.id, coalesce(v.google_name, v.name_original) AS name, v.timezone INTO venue
    FROM venues v WHERE v.id = ev.venue_id;
  -- The venue is gone already (a cascade from its deletion): its own trigger queued this event.
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
  VALUES ('nights-removed',
    'nights-removed:' || ev.id || ':' || (extract(epoch FROM clock_timestamp()) * 1000000)::bigint,
    jsonb_strip_nulls(jsonb_build_object(
      'eventId', ev.id,
      'removedAt', now(),
      'deleted', deleted,
      'before', jsonb_build_object(
        'venueId', ev.venue_id,
        'venueName', venue.name,
        'timezone', venue.timezone,
        'eventType', ev.event_type,
        'providerName', (SELECT p.name FROM trivia_providers p WHERE p.id = ev.provider_id),
        'dayOfWeek', ev.day_of_week,
        'startTime', ev.start_time::text,
        'frequency', ev.frequency,
        'weekOfMonth', ev.week_of_month,
        'eventDate', ev.event_date::text,
        'firstNight', ev.first_night::text,
        'lastNight', ev.last_night::text,
        'createdAt', ev.created_at),
      'followerIds', CASE WHEN deleted THEN (
        SELECT coalesce(jsonb_agg(f.id ORDER BY f.id), '[]'::jsonb)
          FROM venue_follows vf JOIN followers f ON f.id = vf.follower_id
          WHERE vf.venue_id = ev.venue_id AND vf.confirmed_at IS NOT NULL
            AND f.confirmed_at IS NOT NULL) END,
      -- From two days before today in UTC: no venue's today is earlier; the job keeps the future.
      'teams', CASE WHEN deleted THEN (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
            'id', r.id, 'date', r.occurrence_date::text, 'email', r.email) ORDER BY r.created_at),
          '[]'::jsonb)
          FROM team_rsvps r
          WHERE r.event_id = ev.id AND r.email IS NOT NULL
            AND r.occurrence_date >= (now() AT TIME ZONE 'UTC')::date - 2) END)),
    now(), 5)
  ON CONFLICT (key) DO NOTHING;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS events_nights_moved ON events;
--> statement-breakpoint
CREATE TRIGGER events_nights_moved AFTER UPDATE OF
    is_active, day_of_week, start_time, frequency, week_of_month, event_date, first_night,
    last_night, venue_id ON events
  FOR EACH ROW WHEN (OLD.is_active AND (
    NEW.is_active IS DISTINCT FROM OLD.is_active
    OR NEW.day_of_week IS DISTINCT FROM OLD.day_of_week
    OR NEW.start_time IS DISTINCT FROM OLD.start_time
    OR NEW.frequency IS DISTINCT FROM OLD.frequency
    OR NEW.week_of_month IS DISTINCT FROM OLD.week_of_month
    OR NEW.event_date IS DISTINCT FROM OLD.event_date
    OR NEW.first_night IS DISTINCT FROM OLD.first_night
    OR NEW.last_night IS DISTINCT FROM OLD.last_night
    OR NEW.venue_id IS DISTINCT FROM OLD.venue_id))
  EXECUTE FUNCTION queue_event_nights_moved();
--> statement-breakpoint
-- Decision 177: a series' bounds say when its nights are, so a change of them raises the event's
-- calendar SEQUENCE as its rule's does.
DROP TRIGGER events_revision ON events;
--> statement-breakpoint
CREATE TRIGGER events_revision BEFORE UPDATE ON events
  FOR EACH ROW WHEN (
    ROW(OLD.venue_id, OLD.day_of_week, OLD.start_time, OLD.end_time, OLD.frequency,
        OLD.week_of_month, OLD.event_date, OLD.first_night, OLD.last_night, OLD.is_active)
    IS DISTINCT FROM
    ROW(NEW.venue_id, NEW.day_of_week, NEW.start_time, NEW.end_time, NEW.frequency,
        NEW.week_of_month, NEW.event_date, NEW.first_night, NEW.last_night, NEW.is_active))
  EXECUTE FUNCTION bump_revision();
