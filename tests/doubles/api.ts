// The API as page tests answer it. `api` builds MSW handlers typed from the contract's generated
// paths (openapi-msw): a path the contract lacks, a body of the wrong shape or an answer the
// operation does not declare fails the typecheck, so a double cannot drift from the server.
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@/generated/api';

/** The absolute URL the api client calls (jsdom's origin is http://localhost:3000). */
export const apiUrl = (path: string) => new URL(`/api/v1${path}`, globalThis.location.origin).href;

/** Typed handlers: `api.get('/employer/jobs/{id}', ({ params, query, request, response }) => …)`. */
export const api = createOpenApiHttp<paths>({ baseUrl: apiUrl('') });

export type Problem = components['schemas']['Error'];

/** An API refusal, shaped as the contract's Error. */
export const problem = (status: number, code: string, message: string, fields?: Problem['fields']) =>
  HttpResponse.json<Problem>({ message, code, ...(fields ? { fields } : {}) }, { status });

/** A network failure, as fetch reports it ("Failed to fetch"). */
export const networkError = () => HttpResponse.error();

/** One page of a list answer, as every paged operation of the contract shapes it. */
export const listPage = <K extends string, T>(key: K, items: T[], hasMore = false, pageNumber = 1) =>
  ({ [key]: items, page: pageNumber, page_size: 20, has_more: hasMore }) as Record<K, T[]> & {
    page: number;
    page_size: number;
    has_more: boolean;
  };
