import {
  type Actor,
  canImportVenues,
  canManageJobs,
  canManageProviders,
  canManageUsers,
  canSendConfirmations,
  canViewActivity,
  canViewVitals,
  type Permission,
} from '@trivia/shared';
import type { FastifyRequest } from 'fastify';
import type { ServerActor } from '../services/actor.ts';
import { AppError } from './app-error.ts';

/**
 * `require*` guards (Epic Stack's permissions.server.ts): each returns what it checked or throws
 * the AppError the error handler turns into 401/403 with a message for people. Routes only find
 * out who is asking (`requireActor`, `requireAdminArea`); every permission is checked by the
 * service, with a rule of packages/shared/src/permissions.ts (decision 026).
 */

export async function requireActor(request: FastifyRequest): Promise<ServerActor> {
  const actor = await request.getActor();
  if (!actor) throw AppError.unauthorized();
  return actor;
}

export const AWAITING_APPROVAL_MESSAGE =
  'Your trivia provider registration is awaiting approval. We will let you know as soon as our team has reviewed it.';
export const REGISTRATION_REJECTED_MESSAGE =
  'Your trivia provider registration was not approved. Please contact us if you believe this is an error.';

/** Signed in, and admitted to the admin area (not a provider awaiting approval). */
export async function requireAdminArea(request: FastifyRequest): Promise<ServerActor> {
  const actor = await requireActor(request);
  if (actor.adminAccess === 'pending_approval') throw AppError.forbidden(AWAITING_APPROVAL_MESSAGE);
  if (actor.adminAccess === 'rejected') throw AppError.forbidden(REGISTRATION_REJECTED_MESSAGE);
  return actor;
}

/** Throws 403 with the rule's own reason when a permission of packages/shared is refused. */
export function requirePermission(permission: Permission): void {
  if (!permission.allowed) throw AppError.forbidden(permission.reason);
}

/** The provider directory, registration review and its notifications (spec §6: admins). */
export function requireProviderManager(actor: Actor): void {
  requirePermission(canManageProviders(actor));
}

/** The activity log of every change (admins). */
export function requireActivityViewer(actor: Actor): void {
  requirePermission(canViewActivity(actor));
}

/** Failing background jobs, and retrying a given-up one (admins, decision 160). */
export function requireJobManager(actor: Actor): void {
  requirePermission(canManageJobs(actor));
}

/** Our visitors' Core Web Vitals (admins, decision 192). */
export function requireVitalsViewer(actor: Actor): void {
  requirePermission(canViewVitals(actor));
}

/** Sending the week's confirmation requests by hand (admins). */
export function requireConfirmationSender(actor: Actor): void {
  requirePermission(canSendConfirmations(actor));
}

/** Importing venues from a file (admins). */
export function requireVenueImporter(actor: Actor): void {
  requirePermission(canImportVenues(actor));
}

/**
 * A route hook running a service's guard before the input is validated: for endpoints whose
 * permission depends only on who is asking, so that a user the service would refuse gets 403
 * whatever they send, and learns nothing of the input it takes. The service runs the same guard
 * again; the hook only moves the refusal ahead of validation.
 */
export function refuseBeforeValidation(guard: (actor: Actor) => void) {
  return async (request: FastifyRequest): Promise<void> => {
    guard(await requireActor(request));
  };
}

/** Every account: the users list, role changes, disabling (platform admins). */
export function requireUserManager(actor: Actor): void {
  requirePermission(canManageUsers(actor));
}
