CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"weekly" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followers_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "team_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"team_name" text NOT NULL,
	"players" integer,
	"email" text,
	"status" text DEFAULT 'coming' NOT NULL,
	"withdraw_token_hash" text NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_rsvps_status_check" CHECK (status in ('coming', 'waitlist')),
	CONSTRAINT "team_rsvps_players_check" CHECK ("team_rsvps"."players" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "venue_follows" (
	"follower_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_follows_follower_id_venue_id_pk" PRIMARY KEY("follower_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "team_rsvps" ADD CONSTRAINT "team_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_follows" ADD CONSTRAINT "venue_follows_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_follows" ADD CONSTRAINT "venue_follows_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_rsvps_withdraw_token_hash_key" ON "team_rsvps" USING btree ("withdraw_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_rsvps_night_email_key" ON "team_rsvps" USING btree ("event_id","occurrence_date","email") WHERE "team_rsvps"."email" is not null;--> statement-breakpoint
CREATE INDEX "team_rsvps_night_idx" ON "team_rsvps" USING btree ("event_id","occurrence_date","created_at");--> statement-breakpoint
CREATE INDEX "venue_follows_venue_idx" ON "venue_follows" USING btree ("venue_id");