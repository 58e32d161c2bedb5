CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Issue 18 point 1 (decision 072): any statement that writes what a public page shows bumps the
-- version, in its transaction, so a reader that sees the new version sees the write.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER venues_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER events_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER event_occurrences_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER trivia_providers_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trivia_providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
