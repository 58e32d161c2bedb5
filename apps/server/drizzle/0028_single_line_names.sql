-- Decision 175: names, addresses, event types and prizes are single-line text. Rows stored before
-- the rule have each run of line breaks (CR, LF, NEL, U+2028, U+2029), tabs and other control
-- characters, with the whitespace around it, folded to one space and the value trimmed, as
-- `singleLineText` does. A value that would be left empty keeps its text. Running it again
-- changes nothing.
CREATE FUNCTION pg_temp.fold_to_one_line(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(btrim(regexp_replace(value, '\s*[\x01-\x1f\x7f-\x9f\u2028\u2029][\s\x01-\x1f\x7f-\x9f\u2028\u2029]*', ' ', 'g'), ' '), ''),
    value
  )
$$;
--> statement-breakpoint
UPDATE "venues" SET
  "name_original" = pg_temp.fold_to_one_line("name_original"),
  "address_original" = pg_temp.fold_to_one_line("address_original"),
  "google_name" = pg_temp.fold_to_one_line("google_name"),
  "google_formatted_address" = pg_temp.fold_to_one_line("google_formatted_address")
WHERE concat_ws(' ', "name_original", "address_original", "google_name", "google_formatted_address")
  ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "events" SET
  "event_type" = pg_temp.fold_to_one_line("event_type"),
  "prize_description" = pg_temp.fold_to_one_line("prize_description")
WHERE concat_ws(' ', "event_type", "prize_description") ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "trivia_providers" SET "name" = pg_temp.fold_to_one_line("name")
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "provider_feeds" SET "name" = pg_temp.fold_to_one_line("name")
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "team_rsvps" SET "team_name" = pg_temp.fold_to_one_line("team_name")
WHERE "team_name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "auth_user" SET "name" = pg_temp.fold_to_one_line("name")
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "user_profiles" SET "display_name" = pg_temp.fold_to_one_line("display_name")
WHERE "display_name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
DROP FUNCTION pg_temp.fold_to_one_line(text);
