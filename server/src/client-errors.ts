import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './errors';

// Requests Node's HTTP parser refuses before any route sees them (headers over its 16 KB limit, a malformed request
// line, a request that took too long to arrive) get the API's error shape, like every other error reply, instead of
// Node's bare status line. Every operation of /api/openapi.json documents the 431 (server/src/openapi.ts).
const REFUSALS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large (16 KB at most)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Malformed HTTP request'];

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The client went away (or a reply is already on its way): nothing to answer.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = REFUSALS[err.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify(errorBody(message));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
