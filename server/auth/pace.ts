import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * The least time a route that could tell whether an address has an account takes to answer. The
 * work behind a known and an unknown address differs by a few database writes (a new account and
 * its passkey, or a "check your e-mail" token and a queued mail); answering no sooner than this
 * hides that difference, under load too, where a few milliseconds of noise used to be all there was.
 */
export const AUTH_ANSWER_FLOOR_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Answers no sooner than `floorMs` after the request came in, whatever the handler answered
 * (an error included). Waiting is a timer, so the event loop is free meanwhile.
 */
export function paced(
  floorMs = AUTH_ANSWER_FLOOR_MS,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<void> = sleep,
): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const started = now();
    try {
      await next();
    } finally {
      const left = started + floorMs - now();
      if (left > 0) await wait(left);
    }
  };
}
