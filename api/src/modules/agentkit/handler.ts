import { agentPurchaseRequestSchema } from '@fin/shared/schemas/agent-wallet';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { AgentWalletService } from './service';

export const purchaseSchemas = { body: agentPurchaseRequestSchema };

export function agentkitHandlers(agent: AgentWalletService) {
  return {
    async initialize(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store');
      try {
        res.json(await agent.initialize());
      } catch {
        res.status(503).json({ success: false, error: 'Failed to initialize agent' });
      }
    },
    async purchase(_req: Request, res: Response) {
      const { body } = valid(res, purchaseSchemas);
      const result = await agent.purchase({ ...body, requester: 'panel' } as Parameters<
        typeof agent.purchase
      >[0]);
      const budget = await agent.budget();
      res.set('Cache-Control', 'no-store');
      if (result.ok) {
        res.json({
          success: true,
          service: result.service,
          costUnits: result.costUnits,
          transaction: result.transaction,
          report: result.report,
          budget,
        });
        return;
      }
      // The call worked; the purchase was refused (budget, simulation, payment), which the body says.
      res.json({
        success: false,
        service: result.service,
        costUnits: result.costUnits,
        transaction: null,
        error: result.message,
        code: result.code,
        budget,
      });
    },
    async budget(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store');
      res.json({ success: true, budget: await agent.budget() });
    },
    async log(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store');
      res.json({ entries: await agent.log() });
    },
  };
}
