import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { CandidateOwner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { IDENTITY_PHOTO } from '../../src/shared/identity.js';
import { markSubmitted, sandboxCheckOf, type IdentityDeps } from './identity-checks.js';
import { SandboxIdentity, type SandboxOutcome, type SandboxSide } from './sandbox-identity.js';

/*
 * The identity sandbox's capture screen (the page Stripe Identity would show, in the app): the
 * candidate's photos of their document's front and of themselves, then the test result to report.
 * Its routes exist only while the sandbox is the provider, and answer only the candidate whose
 * check the session is.
 */

function sandboxOf(deps: IdentityDeps): SandboxIdentity {
  if (!(deps.identity instanceof SandboxIdentity)) throw new ApiError(404, 'NOT_FOUND');
  return deps.identity;
}

const SIDES = new Set<string>(['document_front', 'selfie']);

/** The form's fields as the contract's SandboxIdentityImage says; every bad one named at once. */
function readSide(upload: Upload): SandboxSide {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) if (name !== 'side') problems[name] = { key: 'unknown' };
  const side = upload.fields.side;
  if (side === undefined || side === '') problems.side = { key: 'required' };
  else if (!SIDES.has(side)) problems.side = { key: 'choice' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return side as SandboxSide;
}

/** `readBody` reads the request's form only once the session is known to be the caller's and the limit allows. */
export async function captureSandboxImage(deps: IdentityDeps, owner: CandidateOwner, sessionId: string, readBody: () => Promise<Upload>): Promise<void> {
  const sandbox = sandboxOf(deps);
  await sandboxCheckOf(deps.db, owner, sessionId);
  await enforceLimit(deps.db, `upload:${owner.userId}`, limits.uploadsPerUser);
  const upload = await readBody();
  const side = readSide(upload);
  const accepted = await inspectUpload(upload.file!, IDENTITY_PHOTO);
  const result = await sandbox.capture(sessionId, side, accepted.bytes);
  if (result === 'unknown') throw new ApiError(404, 'NOT_FOUND');
  if (result === 'not_open') throw new ApiError(409, 'IDENTITY_CHECK_NOT_OPEN');
}

export async function submitSandboxSession(deps: IdentityDeps, owner: CandidateOwner, sessionId: string, outcome: SandboxOutcome) {
  const sandbox = sandboxOf(deps);
  const check = await sandboxCheckOf(deps.db, owner, sessionId);
  const result = await sandbox.submit(sessionId, outcome);
  if (result === 'unknown') throw new ApiError(404, 'NOT_FOUND');
  if (result === 'not_open') throw new ApiError(409, 'IDENTITY_CHECK_NOT_OPEN');
  if (typeof result === 'object') throw new ApiError(400, 'VALIDATION_FAILED', Object.fromEntries(result.missing.map((side) => [side, { key: 'required' as const }])));
  return markSubmitted(deps, check.id);
}
