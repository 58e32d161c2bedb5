-- Decision 080: the data version is bumped when the writing transaction commits, not after each
-- statement. Bumped after a statement, its row stayed locked until the commit, so two
-- transactions of several statements could each wait for the other (one holding the version row
-- and wanting a night the other had just changed) and PostgreSQL aborted one as a deadlock.
-- Deferred to the commit, the row is the last lock a transaction takes: whoever holds it is
-- committing and waits for nothing else. Once per transaction: later rows find it done.
CREATE FUNCTION bump_data_version_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('trivia.data_version_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('trivia.data_version_bumped', 'yes', true);
  UPDATE data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER venues_data_version ON venues;
--> statement-breakpoint
DROP TRIGGER events_data_version ON events;
--> statement-breakpoint
DROP TRIGGER event_occurrences_data_version ON event_occurrences;
--> statement-breakpoint
DROP TRIGGER trivia_providers_data_version ON trivia_providers;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER venues_data_version AFTER INSERT OR UPDATE OR DELETE ON venues
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER events_data_version AFTER INSERT OR UPDATE OR DELETE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_occurrences_data_version AFTER INSERT OR UPDATE OR DELETE ON event_occurrences
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trivia_providers_data_version AFTER INSERT OR UPDATE OR DELETE ON trivia_providers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
-- TRUNCATE has no row triggers: it still bumps at once (it locks the whole table anyway).
CREATE TRIGGER venues_data_version_truncate AFTER TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER events_data_version_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER event_occurrences_data_version_truncate AFTER TRUNCATE ON event_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER trivia_providers_data_version_truncate AFTER TRUNCATE ON trivia_providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
