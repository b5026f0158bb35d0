import {
  agentBudgetRequestSchema,
  agentPurchaseRequestSchema,
  agentWalletRequestSchema,
} from '@fin/shared/schemas/agent-wallet';
import type { Request, Response } from 'express';
import { ApiError } from '../../http/errors';
import { valid } from '../../http/validate';
import type { WalletLocals } from '../auth/require-wallet';
import type { AgentWalletService, PurchaseResult } from './service';

export const walletQuerySchemas = { query: agentWalletRequestSchema };
export const walletBodySchemas = { body: agentWalletRequestSchema };
export const purchaseSchemas = { body: agentPurchaseRequestSchema };
export const budgetSchemas = { body: agentBudgetRequestSchema };

/** The wallet the proof established: every agent route acts for it alone. */
const proven = (res: Response): string => (res.locals as WalletLocals).wallet.address;

export function agentkitHandlers(agent: AgentWalletService) {
  const purchaseBody = async (wallet: string, result: PurchaseResult) => {
    const budget = await agent.budget(wallet);
    if (result.ok)
      return {
        success: true,
        service: result.service,
        costUnits: result.costUnits,
        transaction: result.transaction,
        report: result.report,
        reason: result.reason,
        budget,
      };
    // The call worked; the purchase was refused (budget, policy, simulation, payment), which the body says.
    return {
      success: false,
      service: result.service,
      costUnits: result.costUnits,
      transaction: null,
      error: result.message,
      code: result.code,
      reason: result.reason,
      budget,
    };
  };
  return {
    /** GET: reads the wallet's agent. POST: turns it on (creates its account) and returns it. */
    async initialize(req: Request, res: Response) {
      res.set('Cache-Control', 'no-store');
      res.json(await agent.initialize(proven(res), { open: req.method === 'POST' }));
    },
    async purchase(_req: Request, res: Response) {
      const { body } = valid(res, purchaseSchemas);
      const wallet = proven(res);
      const result = await agent.purchase(wallet, {
        ...body,
        requester: 'panel',
        reason: 'you asked for it (Buy report now)',
      });
      res.set('Cache-Control', 'no-store');
      // The report could not be had now (Base unreachable, the seller down): 503 with the reason, as the seller
      // answers; nothing was paid. A refusal (budget, policy, payment) stays a 200 whose body says why.
      if (!result.ok && result.code === 'unavailable') {
        res.set('Retry-After', '30');
        const { success: _s, ...details } = await purchaseBody(wallet, result);
        throw new ApiError(503, 'REPORT_UNAVAILABLE', result.message, details);
      }
      res.json(await purchaseBody(wallet, result));
    },
    async auto(_req: Request, res: Response) {
      const wallet = proven(res);
      const { purchase, ...rest } = await agent.auto(wallet);
      res
        .set('Cache-Control', 'no-store')
        .json({ ...rest, ...(purchase ? { purchase: await purchaseBody(wallet, purchase) } : {}) });
    },
    async budget(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ success: true, budget: await agent.budget(proven(res)) });
    },
    async setBudget(_req: Request, res: Response) {
      const { body } = valid(res, budgetSchemas);
      const budget = await agent.setBudget(proven(res), body.budgetUsdc);
      res.set('Cache-Control', 'no-store').json({ success: true, budget });
    },
    async log(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ entries: await agent.log(proven(res)) });
    },
    async withdraw(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ success: true, ...(await agent.withdraw(proven(res))) });
    },
  };
}
