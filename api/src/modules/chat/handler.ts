import { chatRequestSchema } from '@fin/shared/schemas/chat';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { ChatService } from './service';

export const chatSchemas = { body: chatRequestSchema };

/** The wallet a request's bearer token proves, if any (the chat works without one). */
export type ProvenWallet = (req: Request) => Promise<string | undefined>;

export function chatHandlers(service: ChatService, provenWallet: ProvenWallet) {
  return {
    async ask(req: Request, res: Response) {
      const { body } = valid(res, chatSchemas);
      const proven = await provenWallet(req);
      const answer = await service.answer({
        message: body.message,
        walletAddress: body.walletAddress,
        includeAlchemyData: body.includeAlchemyData,
        provenWallet:
          proven && body.walletAddress && proven.toLowerCase() === body.walletAddress.toLowerCase()
            ? body.walletAddress
            : undefined,
      });
      res.set('Cache-Control', 'no-store').json(answer);
    },
  };
}
