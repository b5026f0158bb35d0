import { chatRequestSchema } from '@fin/shared/schemas/chat';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { ChatService } from './service';

export const chatSchemas = { body: chatRequestSchema };

export function chatHandlers(service: ChatService) {
  return {
    async ask(_req: Request, res: Response) {
      const { body } = valid(res, chatSchemas);
      const answer = await service.answer({
        message: body.message,
        walletAddress: body.walletAddress,
        includeAlchemyData: body.includeAlchemyData,
      });
      res.set('Cache-Control', 'no-store').json(answer);
    },
  };
}
