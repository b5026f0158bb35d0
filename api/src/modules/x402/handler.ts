import { X402_HEADERS } from '@fin/shared/domain/agent/x402';
import { analyticsRequestSchema, riskScoreRequestSchema } from '@fin/shared/schemas/x402';
import type { Request, Response } from 'express';
import { ValidationError } from '../../http/errors';
import { valid } from '../../http/validate';
import type { ReportsService } from './reports';
import type { SellerReply, X402Seller } from './service';

export const riskScoreSchemas = { body: riskScoreRequestSchema };
export const analyticsSchemas = { body: analyticsRequestSchema };

function send(res: Response, reply: SellerReply) {
  res.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(reply.headers)) res.set(name, value);
  res.status(reply.status).json(reply.body);
}

function resourceUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
}

export function x402Handlers(seller: X402Seller, reports: ReportsService) {
  return {
    async riskScore(req: Request, res: Response) {
      const { body } = valid(res, riskScoreSchemas);
      const refusal = await reports.protocolRefusal(body.protocol);
      if (refusal) throw new ValidationError([{ location: 'body', path: 'protocol', message: refusal }]);
      const reply = await seller.sell('risk-score', resourceUrl(req), req.get(X402_HEADERS.signature), () =>
        reports.riskScore(body.protocol, body.chain),
      );
      send(res, reply);
    },
    async analytics(req: Request, res: Response) {
      const { body } = valid(res, analyticsSchemas);
      const reply = await seller.sell('analytics', resourceUrl(req), req.get(X402_HEADERS.signature), () =>
        reports.analytics(body.walletAddress),
      );
      send(res, reply);
    },
  };
}
