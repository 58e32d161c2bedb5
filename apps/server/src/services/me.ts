import type { MeResponse } from '@trivia/shared';
import type { ServerActor } from './actor.ts';

export const SIGNED_OUT: MeResponse = {
  user: null,
  profile: null,
  isAdmin: false,
  adminAccess: null,
  providers: [],
};

/** What the web app knows about the signed-in user (spec §2 "/admin/test", the guard, the nav). */
export function describeActor(actor: ServerActor): MeResponse {
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      emailVerified: actor.emailVerified,
      name: actor.name,
      createdAt: actor.createdAt.toISOString(),
      metadata: { full_name: actor.name },
    },
    profile: actor.profile,
    isAdmin: actor.isAdmin,
    adminAccess: actor.adminAccess,
    providers: actor.memberships,
  };
}
