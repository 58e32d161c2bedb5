ALTER TABLE "feed_venues" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "feed_venues" ADD COLUMN "source_address" text;--> statement-breakpoint
-- Decision 153: until now no one could change a feed-created venue's name or address, so each
-- still holds what its source said at the last read.
UPDATE "feed_venues" SET "source_name" = "venues"."name_original", "source_address" = "venues"."address_original"
  FROM "venues" WHERE "venues"."id" = "feed_venues"."venue_id" AND "feed_venues"."created";
