import type { Duplex } from 'node:stream';
import type { ErrorBody } from './errors';
import { sizeInWords } from './input-limits';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function answer(status: number, message: string): string {
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * What Node's HTTP server answers a request it could not read (the server's 'clientError'):
 * the same statuses Node itself would send (431 for headers past HTTP_HEADER_LIMIT_BYTES, 408 for a
 * client too slow, 400 for anything unreadable), with a JSON body like every other API error
 * instead of an empty one. Nothing is written when the client is gone or an answer has begun.
 */
export function answerClientError(headerLimitBytes: number) {
  return (
    err: NodeJS.ErrnoException,
    socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null },
  ) => {
    // As Node decides itself: write only when no answer to an earlier request on this kept-alive
    // socket is under way (its _httpMessage), or the client would read a mangled answer.
    const answering = socket._httpMessage?.headersSent === true;
    if (socket.writable && !answering && err.code !== 'ECONNRESET') {
      if (err.code === 'HPE_HEADER_OVERFLOW') {
        socket.write(
          answer(
            431,
            `The request's headers (with its address) are larger than ${sizeInWords(headerLimitBytes)}, the most this server reads. Clearing this site's cookies may help.`,
          ),
        );
      } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        socket.write(answer(408, 'The request did not arrive in time.'));
      } else {
        socket.write(answer(400, 'The request could not be read as HTTP.'));
      }
    }
    socket.destroy(err);
  };
}
