// Security and hygiene middleware, configured from Config.
import compression from 'compression';
import cors from 'cors';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
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
    methods: ['GET', 'POST', 'OPTIONS'],
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
    ],
    maxAge: 600,
  });
}

export function compress(): RequestHandler {
  return compression({ threshold: 1024 });
}

export function rateLimiter(config: Pick<Config, 'rateLimitPerMinute'>): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: config.rateLimitPerMinute,
    // draft-7: the same information as draft-8 without hashing a partition key on every request.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'RATE_LIMITED', 'Too many requests from this address; wait a minute and retry'));
    },
  });
}
