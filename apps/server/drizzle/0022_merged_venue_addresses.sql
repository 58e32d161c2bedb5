ALTER TABLE "venue_merges" ADD COLUMN "merged_slug" text;--> statement-breakpoint
-- Decision 158: a merged venue's page, calendar, embed and API addresses answer with a redirect
-- read from venue_merges, so a write to it renews the kept pages as any public data does
-- (decisions 072, 080).
CREATE CONSTRAINT TRIGGER venue_merges_data_version AFTER INSERT OR UPDATE OR DELETE ON venue_merges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER venue_merges_data_version_truncate AFTER TRUNCATE ON venue_merges
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
