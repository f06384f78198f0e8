import type { Mode } from '../config.js';

type Operation = { tags?: string[] };
type Contract = { paths?: Record<string, Record<string, unknown>>; tags?: { name: string }[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * The contract this server routes, validates and publishes: the whole of
 * openapi/openapi.yaml less what must not exist here. In production the `dev` operations
 * (mailbox, billing run) are not routed at all, so they answer the plain 404 of an
 * unknown address and are not listed in /api/v1/openapi.json; with Stripe the `sandbox`
 * card form has nothing behind it and goes too (docs/decisions/012-development-and-production-modes.md).
 */
export function servedContract(contract: Record<string, unknown>, opts: { mode: Mode; payments: { kind: string } }): Record<string, unknown> {
  const dropped = new Set<string>();
  if (opts.mode === 'production') dropped.add('dev');
  if (opts.payments.kind !== 'sandbox') dropped.add('sandbox');
  const served = structuredClone(contract) as Contract;
  for (const [path, item] of Object.entries(served.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation?.tags?.some((tag) => dropped.has(tag))) delete item[method];
    }
    if (!METHODS.some((method) => method in item)) delete served.paths![path];
  }
  if (served.tags) served.tags = served.tags.filter((tag) => !dropped.has(tag.name));
  return served as Record<string, unknown>;
}
