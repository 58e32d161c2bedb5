-- Decision 205: a night's posted results, its current lines, and the revisions corrections replaced.
CREATE TABLE "night_result_entries" (
	"result_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"team_name" text NOT NULL,
	"team_key" text NOT NULL,
	"score" numeric(7, 1),
	"placement" integer NOT NULL,
	CONSTRAINT "night_result_entries_pkey" PRIMARY KEY("result_id","position"),
	CONSTRAINT "night_result_entries_team_key" UNIQUE("result_id","team_key"),
	CONSTRAINT "night_result_entries_score_check" CHECK ("night_result_entries"."score" between 0 and 100000),
	CONSTRAINT "night_result_entries_placement_check" CHECK ("night_result_entries"."placement" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "night_result_revisions" (
	"result_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"posted_by" text,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "night_result_revisions_pkey" PRIMARY KEY("result_id","revision")
);
--> statement-breakpoint
CREATE TABLE "night_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"posted_by" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_results_night_key" UNIQUE("event_id","occurrence_date"),
	CONSTRAINT "night_results_revision_check" CHECK ("night_results"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "night_result_entries" ADD CONSTRAINT "night_result_entries_result_id_night_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."night_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_result_revisions" ADD CONSTRAINT "night_result_revisions_result_id_night_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."night_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_result_revisions" ADD CONSTRAINT "night_result_revisions_posted_by_auth_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_results" ADD CONSTRAINT "night_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_results" ADD CONSTRAINT "night_results_posted_by_auth_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 080: every public table bumps the data version at commit; the results are public
-- (`GET /api/results/:eventId/:date`).
CREATE CONSTRAINT TRIGGER night_results_data_version AFTER INSERT OR UPDATE OR DELETE ON night_results
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER night_results_data_version_truncate AFTER TRUNCATE ON night_results
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER night_result_entries_data_version AFTER INSERT OR UPDATE OR DELETE ON night_result_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER night_result_entries_data_version_truncate AFTER TRUNCATE ON night_result_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER night_result_revisions_data_version AFTER INSERT OR UPDATE OR DELETE ON night_result_revisions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER night_result_revisions_data_version_truncate AFTER TRUNCATE ON night_result_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
