import {
  notificationsParamsSchema,
  notificationsQuerySchema,
  triggerNotificationRequestSchema,
} from '@fin/shared/schemas/notifications';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { NotificationsService } from './service';

export const triggerSchemas = { body: triggerNotificationRequestSchema };
export const listSchemas = { params: notificationsParamsSchema, query: notificationsQuerySchema };

export function notificationHandlers(service: NotificationsService) {
  return {
    async trigger(_req: Request, res: Response) {
      const { body } = valid(res, triggerSchemas);
      const notification = await service.trigger(body.event, body.transfer);
      res.status(201).json({ success: true, notification });
    },
    async list(_req: Request, res: Response) {
      const { params, query } = valid(res, listSchemas);
      const notifications = await service.list(params.address, query.limit);
      res.json({ success: true, notifications });
    },
  };
}
