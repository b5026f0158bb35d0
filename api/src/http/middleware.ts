// Security and hygiene middleware, configured from Config.
import compression from 'compression';
import cors from 'cors';
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import helmet from 'helmet';
import type { Config } from '../config';
import { ApiError } from './errors';

export function securityHeaders(): RequestHandler {
  // A JSON API: nothing may frame, sniff or embed its responses.
  return helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}

export function corsForOrigins(origins: string[]): RequestHandler {
  return cors({
    origin: origins,
    // Every method a route answers: alert rules and channels are edited with PUT and DELETE, the agent's budget
    // with PUT. A method missing here fails only from another origin (a deploy with the API on its own host).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-Request-Id',
      'If-None-Match',
      'X-402-Payment',
      'Payment-Signature',
    ],
    exposedHeaders: [
      'ETag',
      'X-Request-Id',
      'RateLimit',
      'RateLimit-Policy',
      'Retry-After',
      'Payment-Required',
      'Payment-Response',
      'X-Fin-Instance',
    ],
    maxAge: 600,
  });
}

export function compress(): RequestHandler {
  return compression({ threshold: 1024 });
}

/**
 * `store`: where the counts live (the database every instance shares, see rate-limit-store.ts); the process's
 * memory when there is one process (PGlite).
 */
export function rateLimiter(config: Pick<Config, 'rateLimitPerMinute'>, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: config.rateLimitPerMinute,
    ...(store ? { store } : {}),
    // A database that stops answering must not also stop the endpoints that never need it.
    passOnStoreError: true,
    // draft-7: the same information as draft-8 without hashing a partition key on every request.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'RATE_LIMITED', 'Too many requests from this address; wait a minute and retry'));
    },
  });
}
