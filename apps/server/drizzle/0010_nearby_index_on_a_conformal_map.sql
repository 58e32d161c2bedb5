-- Decision 090: the nearby search's GiST index is on the venue's point on a Mercator map (in
-- degrees), not on `point(longitude * cos(radians(latitude)), latitude)`. Scaling each venue's
-- longitude by its own latitude sheared the map in proportion to the longitude (at 90° W a venue
-- 20 miles due north measured 29), so the search's candidates, the nearest in the index, could
-- miss a venue nearer on the ground than ones it listed. Mercator is conformal: around any point
-- every direction is stretched alike, so nearest in the index is nearest on the ground.
DROP INDEX "venues_active_location_gist";--> statement-breakpoint
CREATE INDEX "venues_active_location_gist" ON "venues" USING gist (point(longitude, degrees(ln(tan(radians(45 + least(89, greatest(-89, latitude)) / 2)))))) WHERE active_event_count > 0;