-- Decision 180: the teams coming to a night are part of the public answers (the nearby search,
-- venue pages, city pages, embeds), so team_rsvps bumps the data version at commit as every other
-- table those answers read does, instead of the RSVP code touching the venue's row.
CREATE CONSTRAINT TRIGGER team_rsvps_data_version AFTER INSERT OR UPDATE OR DELETE ON team_rsvps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER team_rsvps_data_version_truncate AFTER TRUNCATE ON team_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
