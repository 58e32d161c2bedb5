CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "night_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text NOT NULL,
	"occurrence_ids" uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "night_links_action_check" CHECK (action in ('confirm', 'cancel', 'confirm_all'))
);
--> statement-breakpoint
CREATE TABLE "night_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"email" text,
	"reporter_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_reports_night_reporter_key" UNIQUE("event_id","occurrence_date","reporter_key"),
	CONSTRAINT "night_reports_reason_check" CHECK (reason in ('not_happening', 'wrong_time', 'no_longer_hosts', 'other')),
	CONSTRAINT "night_reports_status_check" CHECK (status in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD COLUMN "not_happening_reports" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "night_links" ADD CONSTRAINT "night_links_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_reports" ADD CONSTRAINT "night_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_reports" ADD CONSTRAINT "night_reports_resolved_by_auth_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "night_reports_open_idx" ON "night_reports" USING btree ("created_at") WHERE "night_reports"."status" = 'open';