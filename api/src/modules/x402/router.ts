import { Router } from 'express';
import { validate } from '../../http/validate';
import { analyticsSchemas, riskScoreSchemas, x402Handlers } from './handler';
import type { ReportsService } from './reports';
import type { X402Seller } from './service';

export function x402Router(seller: X402Seller, reports: ReportsService): Router {
  const h = x402Handlers(seller, reports);
  return Router()
    .post('/risk-score', validate(riskScoreSchemas), h.riskScore)
    .post('/analytics', validate(analyticsSchemas), h.analytics);
}
