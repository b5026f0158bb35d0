// POST /api/chat. Its own, tighter rate limit per client on top of the API-wide one: each question can fan out
// to six chains and the yields sources, so a chat client is held to a person's typing pace.
import { Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { chatHandlers, chatSchemas, type ProvenWallet } from './handler';
import type { ChatService } from './service';

export const CHAT_RATE_LIMIT_MESSAGE = 'You are sending questions too fast; wait a minute and ask again';

export function chatRouter(
  service: ChatService,
  opts: { perMinute: number; store?: Store; provenWallet: ProvenWallet },
): Router {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: opts.perMinute,
    ...(opts.store ? { store: opts.store } : {}),
    passOnStoreError: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'CHAT_RATE_LIMITED', CHAT_RATE_LIMIT_MESSAGE)),
  });
  return Router().post('/', limiter, validate(chatSchemas), chatHandlers(service, opts.provenWallet).ask);
}
