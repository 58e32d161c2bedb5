CREATE TABLE "rsvp_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_addresses_email_key" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "team_rsvps" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "team_rsvps" ADD CONSTRAINT "team_rsvps_address_id_rsvp_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."rsvp_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_rsvps_night_address_key" ON "team_rsvps" USING btree ("event_id","occurrence_date","address_id") WHERE "team_rsvps"."address_id" is not null;--> statement-breakpoint
CREATE INDEX "team_rsvps_address_idx" ON "team_rsvps" USING btree ("address_id");--> statement-breakpoint
-- Decision 165: the addresses teams gave before this migration become address rows, unconfirmed
-- unless a confirmed follower has them; the teams keep their address for mail only when it is
-- confirmed, so that no unproven address gets a reminder or a notice. A later "We're coming"
-- with one of them mails it its confirmation link.
INSERT INTO "rsvp_addresses" ("email")
  SELECT DISTINCT "email" FROM "team_rsvps" WHERE "email" IS NOT NULL
  ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
UPDATE "rsvp_addresses" a SET "confirmed_at" = f."confirmed_at"
  FROM "followers" f WHERE f."email" = a."email" AND f."confirmed_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "team_rsvps" r SET "address_id" = a."id",
    "email" = CASE WHEN a."confirmed_at" IS NULL THEN NULL ELSE r."email" END
  FROM "rsvp_addresses" a WHERE a."email" = r."email";
