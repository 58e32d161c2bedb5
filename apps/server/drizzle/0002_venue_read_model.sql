DROP INDEX "venues_location_gist";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "public_events" json;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "public_nights" json;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "active_event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "venues_active_location_gist" ON "venues" USING gist (point(longitude * cos(radians(latitude)), latitude)) WHERE active_event_count > 0;--> statement-breakpoint
-- The public search's read model of each venue (decision 014). Recomputed for the venues a change
-- touches, by the triggers below, in the same transaction as the change.
CREATE FUNCTION refresh_venue_read_model(venue_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE venues v SET
    public_events = r.public_events,
    public_nights = r.public_nights,
    active_event_count = r.active_event_count
  FROM (
    SELECT x.id,
      (SELECT json_agg(json_build_array(e.id, e.event_type, e.day_of_week, e.start_time::text,
          e.end_time::text, e.frequency, e.week_of_month, e.event_date::text,
          -- Only a one-time event without a date needs its creation date (in the venue's zone).
          CASE WHEN e.frequency = 'one-time' AND e.event_date IS NULL
            THEN (e.created_at AT TIME ZONE coalesce(x.timezone, 'UTC'))::date::text END,
          e.prize_amount, e.prize_description, e.max_teams, p.name,
          extract(epoch FROM e.verified_at) * 1000) ORDER BY e.start_time, e.id)
        FROM events e LEFT JOIN trivia_providers p ON p.id = e.provider_id
        WHERE e.venue_id = x.id AND e.is_active) AS public_events,
      (SELECT count(*)::int FROM events e WHERE e.venue_id = x.id AND e.is_active) AS active_event_count,
      (SELECT json_agg(json_build_array(o.event_id, o.occurrence_date::text, o.status)
          ORDER BY o.occurrence_date, o.event_id)
        FROM event_occurrences o JOIN events e ON e.id = o.event_id
        WHERE e.venue_id = x.id AND o.status <> 'scheduled'
          AND o.occurrence_date >= current_date - 7) AS public_nights
    FROM venues x WHERE x.id = ANY(venue_ids)
  ) r
  WHERE v.id = r.id;
$$;
--> statement-breakpoint
CREATE FUNCTION events_refresh_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_venue_read_model(array(SELECT DISTINCT venue_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_venue_read_model(array(SELECT DISTINCT venue_id FROM old_rows));
  ELSE
    -- Only changes the public sees (not bookkeeping such as occurrences_through or updated_at).
    PERFORM refresh_venue_read_model(array(
      SELECT o.venue_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.venue_id, o.provider_id, o.event_type, o.day_of_week, o.start_time, o.end_time,
             o.frequency, o.week_of_month, o.event_date, o.prize_amount, o.prize_description,
             o.max_teams, o.is_active, o.verified_at)
        IS DISTINCT FROM
            (n.venue_id, n.provider_id, n.event_type, n.day_of_week, n.start_time, n.end_time,
             n.frequency, n.week_of_month, n.event_date, n.prize_amount, n.prize_description,
             n.max_teams, n.is_active, n.verified_at)
      UNION
      SELECT n.venue_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.venue_id <> o.venue_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_read_model_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_read_model();
--> statement-breakpoint
CREATE TRIGGER events_read_model_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_read_model();
--> statement-breakpoint
CREATE TRIGGER events_read_model_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_read_model();
--> statement-breakpoint
-- Nights the public sees differently: only confirmed and cancelled ones are in the read model, so
-- storing a window of 'scheduled' nights (the schedule page) touches no venue.
CREATE FUNCTION occurrences_refresh_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_venue_read_model(array(
      SELECT DISTINCT e.venue_id FROM new_rows n JOIN events e ON e.id = n.event_id
      WHERE n.status <> 'scheduled'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_venue_read_model(array(
      SELECT DISTINCT e.venue_id FROM old_rows o JOIN events e ON e.id = o.event_id
      WHERE o.status <> 'scheduled'));
  ELSE
    PERFORM refresh_venue_read_model(array(
      SELECT DISTINCT e.venue_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN events e ON e.id = n.event_id
      WHERE o.status IS DISTINCT FROM n.status OR o.occurrence_date <> n.occurrence_date));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER occurrences_read_model_insert AFTER INSERT ON event_occurrences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION occurrences_refresh_read_model();
--> statement-breakpoint
CREATE TRIGGER occurrences_read_model_update AFTER UPDATE ON event_occurrences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION occurrences_refresh_read_model();
--> statement-breakpoint
CREATE TRIGGER occurrences_read_model_delete AFTER DELETE ON event_occurrences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION occurrences_refresh_read_model();
--> statement-breakpoint
-- A provider's name is part of each of its events' public tuple.
CREATE FUNCTION providers_refresh_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_venue_read_model(array(
    SELECT DISTINCT e.venue_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN events e ON e.provider_id = n.id AND e.is_active
    WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER providers_read_model_update AFTER UPDATE ON trivia_providers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION providers_refresh_read_model();
--> statement-breakpoint
-- The creation date of an undated one-time event is read in the venue's time zone.
CREATE FUNCTION venue_timezone_refresh_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_venue_read_model(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_read_model_timezone AFTER UPDATE OF timezone ON venues
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION venue_timezone_refresh_read_model();
--> statement-breakpoint
SELECT refresh_venue_read_model(array(SELECT id FROM venues));
