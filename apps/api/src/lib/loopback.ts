import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The development tools (the dev outbox, the payment sandbox) answer only to this machine.
 * This is the TCP peer's address, not request.ip: a forwarded header can claim anything,
 * and the e2e journeys send made-up client addresses on purpose.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function assertFromThisMachine(request: FastifyRequest, what: string): void {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    throw new HttpError(403, 'local_only', `${what} answers only on the machine it runs on.`);
  }
}
