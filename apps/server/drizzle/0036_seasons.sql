-- Decision 207: seasons, owned by a provider or a self-hosting venue, and the events each counts.
CREATE TABLE "season_events" (
	"season_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "season_events_pkey" PRIMARY KEY("season_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"provider_id" uuid,
	"venue_id" uuid,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_slug_key" UNIQUE("slug"),
	CONSTRAINT "seasons_owner_check" CHECK (("seasons"."provider_id" is null) <> ("seasons"."venue_id" is null)),
	CONSTRAINT "seasons_dates_check" CHECK ("seasons"."ends_on" >= "seasons"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_provider_id_trivia_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."trivia_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_events_event_id_idx" ON "season_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seasons_provider_id_idx" ON "seasons" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "seasons_venue_id_idx" ON "seasons" USING btree ("venue_id");
--> statement-breakpoint
-- Decision 080: every public table bumps the data version at commit; the standings are public
-- (`GET /api/v1/seasons/{slug}/standings`).
CREATE CONSTRAINT TRIGGER seasons_data_version AFTER INSERT OR UPDATE OR DELETE ON seasons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER seasons_data_version_truncate AFTER TRUNCATE ON seasons
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER season_events_data_version AFTER INSERT OR UPDATE OR DELETE ON season_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER season_events_data_version_truncate AFTER TRUNCATE ON season_events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
