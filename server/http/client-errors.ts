import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { ApiError, errorBody } from './errors.js';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** Node's parser codes that have a status of their own; any other parse failure is a 400. */
const answers: Record<string, ApiError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new ApiError(408, 'BODY_INVALID'),
  HPE_HEADER_OVERFLOW: new ApiError(431, 'PAYLOAD_TOO_LARGE'),
};

/**
 * Requests Node's HTTP parser cannot read (`Content-Length: abc`, a malformed request line,
 * headers over the size limit) never become a request: no route, no error handler, and no
 * language to answer in. Fastify wrote its own body (`error`, `statusCode`); this writes the
 * contract's `{ message, code }` in English, then closes the connection, as Node does, since
 * the rest of what arrives on it cannot be told apart from this request.
 */
export const clientErrorHandler: ClientErrorHandler = (error, socket: Socket) => {
  // A reset connection, or one already gone: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = answers[error.code] ?? new ApiError(400, 'BODY_INVALID');
    const body = JSON.stringify(errorBody(answer, 'en'));
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
