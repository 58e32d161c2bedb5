CREATE TABLE "team_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"venue_id" uuid,
	"from_key" text NOT NULL,
	"from_name" text NOT NULL,
	"into_key" text NOT NULL,
	"into_name" text NOT NULL,
	"merged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_merges_owner_check" CHECK (("team_merges"."provider_id" is null) <> ("team_merges"."venue_id" is null)),
	CONSTRAINT "team_merges_keys_check" CHECK ("team_merges"."from_key" <> "team_merges"."into_key")
);
--> statement-breakpoint
ALTER TABLE "team_merges" ADD CONSTRAINT "team_merges_provider_id_trivia_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."trivia_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_merges" ADD CONSTRAINT "team_merges_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_merges" ADD CONSTRAINT "team_merges_merged_by_auth_user_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_merges_provider_from_key" ON "team_merges" USING btree ("provider_id","from_key") WHERE "team_merges"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_merges_venue_from_key" ON "team_merges" USING btree ("venue_id","from_key") WHERE "team_merges"."venue_id" is not null;--> statement-breakpoint
-- Decision 080: every public table bumps the data version at commit; merges change the public
-- standings and team pages (decision 211).
CREATE CONSTRAINT TRIGGER team_merges_data_version AFTER INSERT OR UPDATE OR DELETE ON team_merges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version_at_commit();
--> statement-breakpoint
CREATE TRIGGER team_merges_data_version_truncate AFTER TRUNCATE ON team_merges
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
