-- Issue 28, decision 096: better-auth now keeps only the SHA-256 of a verification identifier
-- (`verification.storeIdentifier: 'hashed'`: base64url without padding). Reset links mailed
-- before this migration keep working: their stored identifiers (`reset-password:<token>`, the
-- only plain ones: a hash has no colon) are hashed here the same way.
UPDATE "auth_verification"
SET "identifier" = translate(rtrim(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '='), '+/', '-_')
WHERE "identifier" LIKE '%:%';
--> statement-breakpoint
-- Decision 095: a verified address is what admin rights from ADMIN_EMAILS and provider approval
-- now need. Rows proven before (invitation sign-ups, confirmed email changes) are already true.
-- The demo accounts (the seed's fixed ids and example.com addresses, which take no mail) count as
-- proven, so that an existing demo database keeps working; every other account stays as it was
-- and proves its address through the "Check your email" state.
UPDATE "auth_user"
SET "email_verified" = true
WHERE ("id", "email") IN (
  ('8505ecdc-39dc-4980-a604-3f572a4a4233', 'admin@example.com'),
  ('5c5b62ea-8103-4140-ada4-a08acd783141', 'owner@example.com'),
  ('b55ff8ea-139b-4429-a7db-0490c5e791d6', 'provider@example.com')
);
