import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './errors.js';

type Security = Record<string, string[]>[];
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
interface Contract {
  security?: Security;
  paths: Record<string, Record<string, { operationId?: string; security?: Security }>>;
}

/**
 * The contract's `security` of each protected operation, by operationId: the roles
 * allowed (the scopes of `session`), none listed meaning any signed-in user.
 * Operations absent from the map are public (`security: []`, or no security here
 * and none at the top level). A requirement other than one `session` would need a
 * rule this code does not know: starting fails rather than leaving the operation open.
 */
function sessionRolesByOperation(contract: Contract): Map<string, readonly string[]> {
  const rules = new Map<string, readonly string[]>();
  for (const [path, operations] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue; // `parameters` or `summary` of the path
      const security = operation.security ?? contract.security ?? [];
      if (security.length === 0) continue;
      const [requirement] = security;
      const schemes = Object.keys(requirement!);
      if (security.length > 1 || schemes.length !== 1 || schemes[0] !== 'session' || !operation.operationId) {
        throw new Error(`${method.toUpperCase()} ${path}: unsupported security ${JSON.stringify(security)} or no operationId`);
      }
      rules.set(operation.operationId, requirement!.session!);
    }
  }
  return rules;
}

/**
 * Answers 401 and 403 as each operation's `security` in the contract says, before the body
 * is parsed or validated: fastify-openapi-glue's security handlers ran as a preHandler,
 * after validation, so a bad anonymous request got 400 and the list of fields the operation
 * expects instead of 401. The check is attached as an onRequest hook of each route whose
 * schema names (as fastify-openapi-glue writes it) a protected operation; a route's own
 * hooks run after the app's, so the session has been read and the anti-forgery token
 * checked (a forged request still gets 403 XSRF_MISMATCH first).
 * Install after installRequestContext and before the contract's routes are registered.
 */
export function installOperationAccess(app: FastifyInstance, contract: Record<string, unknown>) {
  const rules = sessionRolesByOperation(contract as unknown as Contract);
  const checked = new Set<string>();
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const roles = operationId === undefined ? undefined : rules.get(operationId);
    if (!roles) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...own, requireSession(roles)];
    checked.add(operationId!);
  });
  // Should routes ever stop naming their operation, protected ones would be open: refuse to start.
  app.addHook('onReady', async () => {
    const open = [...rules.keys()].filter((id) => !checked.has(id));
    if (open.length) throw new Error(`no access check on ${open.join(', ')}`);
  });
}

/**
 * An administrator without a second step may do only what any signed-in user may (their own
 * account: the security settings where two-factor sign-in is turned on, sign-out, the password);
 * every operation kept for roles answers 403 TWO_FACTOR_REQUIRED until it is on, since one stolen
 * password would otherwise reach every person's documents (docs/decisions/023-two-factor-sign-in.md).
 */
function requireSession(roles: readonly string[]): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.auth) throw new ApiError(401, 'UNAUTHENTICATED');
    if (roles.length === 0) return;
    if (!roles.includes(request.auth.user.role)) throw new ApiError(403, 'FORBIDDEN');
    if (request.auth.user.role === 'admin' && !request.auth.twoFactorOn) throw new ApiError(403, 'TWO_FACTOR_REQUIRED');
  };
}
