import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/generated/api.js';

// Maps each generated operation onto Fastify's route generics once, so that every
// handler is typed from the contract and a missing one fails to compile.
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type ParamsOf<O> = O extends { parameters: { path?: infer P } } ? (P extends object ? P : never) : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? (Q extends object ? Q : never) : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : undefined;
type ReplyOf<O> = O extends { responses: infer R } ? { [S in keyof R]: JsonOf<R[S]> } : never;

export type RouteOf<K extends keyof operations> = {
  Params: ParamsOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
  Body: BodyOf<operations[K]>;
  Reply: ReplyOf<operations[K]>;
};

export type Handler<K extends keyof operations> = (
  request: FastifyRequest<RouteOf<K>>,
  reply: FastifyReply<RouteOf<K>>,
) => Promise<unknown>;

export type Handlers = { [K in keyof operations]: Handler<K> };

export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
