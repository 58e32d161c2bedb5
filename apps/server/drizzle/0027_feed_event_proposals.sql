CREATE TABLE "feed_event_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"incoming" jsonb NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_event_proposals_pair_key" UNIQUE("feed_id","event_id"),
	CONSTRAINT "feed_event_proposals_answer_check" CHECK (answer is null or answer in ('accept', 'decline'))
);
--> statement-breakpoint
ALTER TABLE "feed_event_proposals" ADD CONSTRAINT "feed_event_proposals_feed_id_provider_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."provider_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_event_proposals" ADD CONSTRAINT "feed_event_proposals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_event_proposals" ADD CONSTRAINT "feed_event_proposals_answered_by_auth_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_event_proposals_event_idx" ON "feed_event_proposals" USING btree ("event_id");