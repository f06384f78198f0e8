import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../contract.js';
import { ApiError } from './errors.js';

/** 127.0.0.0/8 and ::1, also when written as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The development tools (`/api/v1/dev/*`: the mailbox holds every password-reset link,
 * the billing run charges saved cards) answer only the machine itself or a signed-in
 * administrator, even in development: a laptop on a café's network is a server too.
 * Anyone else gets the 404 of an address that does not exist. In production they are not
 * routed at all (server/http/served-contract.ts).
 */
export function installDevAccess(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // The matched route, not the raw URL: `/api/v1/%64ev/mailbox` routes to the same handler.
    if (!request.routeOptions.url?.startsWith(`${API_PREFIX}/dev/`)) return;
    if (isLoopback(request.ip) || request.auth?.user.role === 'admin') return;
    throw new ApiError(404, 'NOT_FOUND');
  });
}
