-- Decision 156: a night that stops being a night by any path other than a cancellation (a host or a
-- feed moving or ending the event, deleting it or its venue) queues the fan-out of its notices in
-- the changing transaction, as migration 0020 does for cancellations. The job keeps the event as it
-- was (its rule and what a notice names); the nights it removed are worked out when it runs.
-- A deletion also keeps what the cascade is about to delete: the venue's confirmed followers and
-- the event's future teams with an address (the job's commit removes those addresses again).
CREATE FUNCTION queue_nights_removed(ev events, deleted boolean) RETURNS void LANGUAGE plpgsql AS $$
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
CREATE FUNCTION queue_event_nights_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A job still waiting for this event keeps the event as people last knew it, and compares it
  -- with the event as it is when it runs: a second change meanwhile (moved back, or on again) is
  -- covered by it, and nights that existed only in between are nobody's news. Its commit locks the
  -- event, so a change that finds it waiting is read by it.
  IF EXISTS (SELECT 1 FROM jobs j WHERE j.done_at IS NULL AND j.attempts < j.max_attempts
      AND j.kind = 'nights-removed' AND j.payload->>'eventId' = OLD.id::text
      AND NOT (j.payload->>'deleted')::boolean) THEN
    RETURN NULL;
  END IF;
  PERFORM queue_nights_removed(OLD, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Whatever may move or end an active event's nights: its rule, its start, its venue, its flag.
CREATE TRIGGER events_nights_moved AFTER UPDATE OF
    is_active, day_of_week, start_time, frequency, week_of_month, event_date, venue_id ON events
  FOR EACH ROW WHEN (OLD.is_active AND (
    NEW.is_active IS DISTINCT FROM OLD.is_active
    OR NEW.day_of_week IS DISTINCT FROM OLD.day_of_week
    OR NEW.start_time IS DISTINCT FROM OLD.start_time
    OR NEW.frequency IS DISTINCT FROM OLD.frequency
    OR NEW.week_of_month IS DISTINCT FROM OLD.week_of_month
    OR NEW.event_date IS DISTINCT FROM OLD.event_date
    OR NEW.venue_id IS DISTINCT FROM OLD.venue_id))
  EXECUTE FUNCTION queue_event_nights_moved();
--> statement-breakpoint
CREATE FUNCTION queue_event_nights_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_nights_removed(OLD, true);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Before the row goes: its teams (and its venue's follows) cascade with it.
CREATE TRIGGER events_nights_deleted BEFORE DELETE ON events
  FOR EACH ROW WHEN (OLD.is_active) EXECUTE FUNCTION queue_event_nights_deleted();
--> statement-breakpoint
CREATE FUNCTION queue_venue_nights_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev events;
BEGIN
  -- Events still here are deleted by the cascade, when this venue row is gone already.
  FOR ev IN SELECT * FROM events WHERE venue_id = OLD.id AND is_active ORDER BY id LOOP
    PERFORM queue_nights_removed(ev, true);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_nights_deleted BEFORE DELETE ON venues
  FOR EACH ROW EXECUTE FUNCTION queue_venue_nights_deleted();
