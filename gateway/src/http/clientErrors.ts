import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, sendJsonError } from './errors';

/**
 * Requests Node's HTTP parser refuses before any handler runs (a malformed request line,
 * headers over the size limit, a request too slow to arrive) get the API's error body too,
 * not fastify's `{"error":"Bad Request",...}`: every 4xx carries `error.code`.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
        : [400, 'VALIDATION_FAILED', 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * HTTP/1.1 requires a Host header; Node refuses a request without one with an empty 400. The
 * server is created with `requireHostHeader: false` so that this check answers it instead, with
 * the API's error body. Returns false when it answered.
 */
export function hostPresent(req: IncomingMessage, res: ServerResponse, hasHost = req.headers.host !== undefined): boolean {
  if (hasHost || req.httpVersionMajor !== 1 || req.httpVersionMinor < 1) return true;
  sendJsonError(res, 400, 'VALIDATION_FAILED', 'The Host header is required', { connection: 'close' });
  return false;
}
