import {
  alertChannelsInputSchema,
  alertItemParamsSchema,
  alertRuleInputSchema,
  alertsParamsSchema,
  markReadRequestSchema,
} from '@fin/shared/schemas/alerts';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { AlertsService } from './service';

export const walletSchemas = { params: alertsParamsSchema };
export const itemSchemas = { params: alertItemParamsSchema };
export const ruleSchemas = { params: alertsParamsSchema, body: alertRuleInputSchema };
export const ruleItemSchemas = { params: alertItemParamsSchema, body: alertRuleInputSchema };
export const channelsSchemas = { params: alertsParamsSchema, body: alertChannelsInputSchema };
export const readSchemas = { params: alertsParamsSchema, body: markReadRequestSchema };

export function alertHandlers(service: AlertsService) {
  return {
    async list(_req: Request, res: Response) {
      const { params } = valid(res, walletSchemas);
      res.json({ success: true, ...(await service.list(params.address)) });
    },
    async markRead(_req: Request, res: Response) {
      const { params, body } = valid(res, readSchemas);
      const unread = await service.markRead(params.address, body.ids?.map(Number));
      res.json({ success: true, unread });
    },
    async deleteAlert(_req: Request, res: Response) {
      const { params } = valid(res, itemSchemas);
      await service.deleteAlert(params.address, Number(params.id));
      res.json({ success: true });
    },
    async rules(_req: Request, res: Response) {
      const { params } = valid(res, walletSchemas);
      res.json({ success: true, ...(await service.rules(params.address)) });
    },
    async addRule(_req: Request, res: Response) {
      const { params, body } = valid(res, ruleSchemas);
      res.status(201).json({ success: true, rule: await service.addRule(params.address, body) });
    },
    async replaceRule(_req: Request, res: Response) {
      const { params, body } = valid(res, ruleItemSchemas);
      res.json({ success: true, rule: await service.replaceRule(params.address, Number(params.id), body) });
    },
    async deleteRule(_req: Request, res: Response) {
      const { params } = valid(res, itemSchemas);
      await service.deleteRule(params.address, Number(params.id));
      res.json({ success: true });
    },
    async channels(_req: Request, res: Response) {
      const { params } = valid(res, walletSchemas);
      res.json({ success: true, ...(await service.channels(params.address)) });
    },
    async setChannels(_req: Request, res: Response) {
      const { params, body } = valid(res, channelsSchemas);
      res.json({ success: true, ...(await service.setChannels(params.address, body)) });
    },
  };
}
