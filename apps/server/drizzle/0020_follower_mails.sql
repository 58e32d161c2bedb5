CREATE TABLE "follower_mails" (
	"follower_id" uuid NOT NULL,
	"mail" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_mails_follower_id_mail_pk" PRIMARY KEY("follower_id","mail")
);
--> statement-breakpoint
ALTER TABLE "follower_mails" ADD CONSTRAINT "follower_mails_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 32 (decision 130): a night that becomes cancelled, by any path (a host, a mailed night link,
-- a bulk cancel, a feed), queues the fan-out of its cancellation notices in the same transaction.
CREATE FUNCTION queue_night_cancelled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
  VALUES ('night-cancelled',
    'night-cancelled:' || NEW.event_id || ':' || NEW.occurrence_date || ':' || (extract(epoch FROM clock_timestamp()) * 1000000)::bigint,
    json_build_object('eventId', NEW.event_id, 'date', NEW.occurrence_date::text, 'cancelledAt', now())::jsonb,
    now(), 5)
  ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_occurrences_cancelled_insert AFTER INSERT ON event_occurrences
  FOR EACH ROW WHEN (NEW.status = 'cancelled') EXECUTE FUNCTION queue_night_cancelled();
--> statement-breakpoint
CREATE TRIGGER event_occurrences_cancelled_update AFTER UPDATE OF status ON event_occurrences
  FOR EACH ROW WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION queue_night_cancelled();
