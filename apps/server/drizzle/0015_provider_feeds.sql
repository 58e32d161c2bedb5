CREATE TABLE "distinct_venue_pairs" (
	"venue_a" uuid NOT NULL,
	"venue_b" uuid NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distinct_venue_pairs_venue_a_venue_b_pk" PRIMARY KEY("venue_a","venue_b"),
	CONSTRAINT "distinct_venue_pairs_order_check" CHECK ("distinct_venue_pairs"."venue_a" < "distinct_venue_pairs"."venue_b")
);
--> statement-breakpoint
CREATE TABLE "feed_venues" (
	"feed_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"venue_id" uuid NOT NULL,
	"created" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_venues_feed_id_source_key_pk" PRIMARY KEY("feed_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "venue_match_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"incoming" jsonb NOT NULL,
	"candidate_venue_id" uuid NOT NULL,
	"score" real NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_match_reviews_pair_key" UNIQUE("feed_id","source_key","candidate_venue_id"),
	CONSTRAINT "venue_match_reviews_answer_check" CHECK (answer is null or answer in ('same', 'different'))
);
--> statement-breakpoint
CREATE TABLE "venue_merges" (
	"merged_venue_id" uuid PRIMARY KEY NOT NULL,
	"kept_venue_id" uuid NOT NULL,
	"merged_by" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"url" text,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"interval_hours" integer DEFAULT 24 NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_read_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_change_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_counts" jsonb,
	"failure_mail_sent_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_feeds_format_check" CHECK (format in ('ical', 'csv', 'json', 'jsonld')),
	CONSTRAINT "provider_feeds_interval_check" CHECK ("provider_feeds"."interval_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feed_key" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feed_synced_on" date;--> statement-breakpoint
ALTER TABLE "distinct_venue_pairs" ADD CONSTRAINT "distinct_venue_pairs_venue_a_venues_id_fk" FOREIGN KEY ("venue_a") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distinct_venue_pairs" ADD CONSTRAINT "distinct_venue_pairs_venue_b_venues_id_fk" FOREIGN KEY ("venue_b") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distinct_venue_pairs" ADD CONSTRAINT "distinct_venue_pairs_answered_by_auth_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_venues" ADD CONSTRAINT "feed_venues_feed_id_provider_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."provider_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_venues" ADD CONSTRAINT "feed_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_match_reviews" ADD CONSTRAINT "venue_match_reviews_feed_id_provider_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."provider_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_match_reviews" ADD CONSTRAINT "venue_match_reviews_candidate_venue_id_venues_id_fk" FOREIGN KEY ("candidate_venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_match_reviews" ADD CONSTRAINT "venue_match_reviews_answered_by_auth_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_merges" ADD CONSTRAINT "venue_merges_kept_venue_id_venues_id_fk" FOREIGN KEY ("kept_venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_merges" ADD CONSTRAINT "venue_merges_merged_by_auth_user_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_feeds" ADD CONSTRAINT "provider_feeds_provider_id_trivia_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."trivia_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_feeds" ADD CONSTRAINT "provider_feeds_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distinct_venue_pairs_b_idx" ON "distinct_venue_pairs" USING btree ("venue_b");--> statement-breakpoint
CREATE INDEX "feed_venues_venue_idx" ON "feed_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venue_match_reviews_candidate_idx" ON "venue_match_reviews" USING btree ("candidate_venue_id");--> statement-breakpoint
CREATE INDEX "venue_merges_kept_idx" ON "venue_merges" USING btree ("kept_venue_id");--> statement-breakpoint
CREATE INDEX "provider_feeds_provider_idx" ON "provider_feeds" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_feed_id_provider_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."provider_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_feed_key" UNIQUE("feed_id","feed_key");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK (entity_type in ('venue', 'event', 'occurrence', 'provider', 'provider_member', 'venue_member', 'user_profile', 'report', 'confirmation_run', 'feed'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('created', 'updated', 'deleted', 'imported', 'confirmed', 'cancelled', 'rescheduled', 'approved', 'rejected', 'registered', 'ended', 'resolved', 'sent', 'synced', 'merged'));