import { m } from '@/generated/paraglide/messages.js';

/** The API's one error shape; messages arrive already in the user's language. */
export interface ApiProblem {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

export function isApiProblem(value: unknown): value is ApiProblem {
  return typeof value === 'object' && value !== null && typeof (value as ApiProblem).message === 'string' && typeof (value as ApiProblem).code === 'string';
}

/** Whatever went wrong (a 4xx body, a thrown network error), as something to show. */
export function toProblem(error: unknown): ApiProblem {
  if (isApiProblem(error)) return error;
  return { message: m.error_network(), code: 'NETWORK' };
}

/**
 * Runs an openapi-fetch call and returns its data, or throws the ApiProblem,
 * so machines can invoke calls as plain promises.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw toProblem(undefined);
  }
  if (result.response.ok) return result.data as T;
  throw isApiProblem(result.error) ? result.error : { message: m.error_unexpected(), code: `HTTP_${result.response.status}` };
}

/**
 * The data, or the server's problem as its answer; anything else (no answer, an answer
 * without a problem) is thrown as it came, so that a machine shows its own fallback message
 * (the first client's 'Failed to fetch candidatesJobOffer', 'Invalid coupon', ...) instead of
 * a generic one.
 */
export async function answerOrProblem<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw isApiProblem(error) ? error : new Error(`HTTP ${response.status}`);
}
