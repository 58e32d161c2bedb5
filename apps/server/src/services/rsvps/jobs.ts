import type { Db } from '../../db/client.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import type { Mailer } from '../mail.ts';
import { RetentionPayload, RSVP_RETENTION, retentionCommit } from './retention.ts';
import { AddressMailPayload, RSVP_ADDRESS_MAIL, sendAddressMail } from './rsvp-address.ts';
import { RSVP_MAIL, RSVP_PLACE_FREED, RSVP_REMINDER, teamMailHandler } from './rsvp-mail.ts';

/**
 * The jobs of "We're coming": the team's mails (`rsvp-mail.ts`), an address's confirmation mail
 * (`rsvp-address.ts`, decision 165) and the daily retention run (`retention.ts`, decision 168).
 */
export function rsvpJobHandlers(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The server's secret, as the routes resolve it (config, else the stored auth secret). */
  secret: () => Promise<string>;
}): JobHandlers {
  return {
    [RSVP_MAIL]: teamMailHandler(options, RSVP_MAIL),
    [RSVP_REMINDER]: teamMailHandler(options, RSVP_REMINDER),
    [RSVP_PLACE_FREED]: teamMailHandler(options, RSVP_PLACE_FREED),
    [RSVP_ADDRESS_MAIL]: defineJobHandler({
      payload: AddressMailPayload,
      run: (row) => sendAddressMail(options, row),
    }),
    [RSVP_RETENTION]: defineJobHandler({
      payload: RetentionPayload,
      commit: (tx, row) => retentionCommit(tx, row),
    }),
  };
}
