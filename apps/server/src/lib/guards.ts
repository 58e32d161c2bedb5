import type { Permission } from '@trivia/shared';
import type { FastifyRequest } from 'fastify';
import type { ServerActor } from '../services/actor.ts';
import { AppError } from './app-error.ts';

/**
 * `require*` guards (Epic Stack's permissions.server.ts): each returns what it checked or throws
 * the AppError the error handler turns into 401/403 with a message for people.
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
