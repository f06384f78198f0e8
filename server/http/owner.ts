import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';
import type { users } from '../db/schema.js';

type UserRow = typeof users.$inferSelect;

type Role = UserRow['role'];

/**
 * The signed-in user a request acts for, in the one shape every domain function takes.
 * `employerId` or `candidateId` is set by the role alone, so a domain filter on it
 * answers another tenant's ids with 404 as if they did not exist.
 */
export interface Owner {
  userId: string;
  role: Role;
  employerId?: string;
  candidateId?: string;
  /** The account row read with the session (name, e-mail, locale…). */
  account: UserRow;
  sessionId: string;
}

export type EmployerOwner = Owner & { role: 'employer'; employerId: string };
export type CandidateOwner = Owner & { role: 'candidate'; candidateId: string };
type OwnerAs<R extends Role> = R extends 'employer' ? EmployerOwner : R extends 'candidate' ? CandidateOwner : Owner & { role: R };

function toOwner(auth: NonNullable<FastifyRequest['auth']>): Owner {
  const { user, session } = auth;
  const owner: Owner = { userId: user.id, role: user.role, account: user, sessionId: session.id };
  // Only the key of the role is present: the pipeline's filters tell the sides apart by it.
  if (user.role === 'employer') owner.employerId = user.id;
  if (user.role === 'candidate') owner.candidateId = user.id;
  return owner;
}

/**
 * The signed-in owner of a protected operation. The contract's `security` has already
 * answered 401 and 403 (server/http/operation-access.ts); the same answers here keep a
 * handler wired to the wrong role from acting for anyone.
 */
export function ownerOf(request: FastifyRequest): Owner;
export function ownerOf<R extends Role>(request: FastifyRequest, role: R): OwnerAs<R>;
export function ownerOf(request: FastifyRequest, role?: Role): Owner {
  if (!request.auth) throw new ApiError(401, 'UNAUTHENTICATED');
  if (role && request.auth.user.role !== role) throw new ApiError(403, 'FORBIDDEN');
  return toOwner(request.auth);
}

/** The owner of a public operation's request, when someone is signed in. */
export const ownerIfSignedIn = (request: FastifyRequest): Owner | null => (request.auth ? toOwner(request.auth) : null);
