-- Decision 098: a venue's rights come from its memberships (user_venues) only; venues.created_by
-- stays as history and grants nothing. Its creator becomes what it always meant: the first member,
-- with role owner, since the venue was created. A creator who already has a membership keeps it as
-- it is (its role stands); a venue whose creator's account is gone has none to add.
INSERT INTO "user_venues" ("user_id", "venue_id", "role", "granted_at")
SELECT "created_by", "id", 'owner', "created_at"
FROM "venues"
WHERE "created_by" IS NOT NULL
ON CONFLICT ("user_id", "venue_id") DO NOTHING;
