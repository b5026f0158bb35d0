import { agentWalletRequestSchema } from '@fin/shared/schemas/agent-wallet';
import { agentSwitchesRequestSchema, moveCancelRequestSchema } from '@fin/shared/schemas/autopilot';
import { type Request, type Response, Router } from 'express';
import { valid, validate } from '../../http/validate';
import type { RequireWallet, WalletLocals } from '../auth/require-wallet';
import type { ServerAgentService } from './agent-service';

const walletQuery = { query: agentWalletRequestSchema };
const walletBody = { body: agentWalletRequestSchema };
const switchesBody = { body: agentSwitchesRequestSchema };
const cancelBody = { body: moveCancelRequestSchema };

/** The wallet the proof established: every route acts for it alone. */
const proven = (res: Response): string => (res.locals as WalletLocals).wallet.address;

/**
 * The agent the server runs for each wallet: read it, set its switches, say the owner is looking. Every route names
 * the wallet and needs that wallet's proof (401 first), so no one reads or pauses another wallet's agent.
 */
export function autopilotRouter(agent: ServerAgentService, requireWallet: RequireWallet): Router {
  const owner = requireWallet('walletAddress');
  return Router()
    .get('/agent', owner, validate(walletQuery), async (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store').json(await agent.view(proven(res)));
    })
    .put('/agent', owner, validate(switchesBody), async (_req: Request, res: Response) => {
      const { body } = valid(res, switchesBody);
      res.set('Cache-Control', 'no-store').json(await agent.setSwitches(proven(res), body));
    })
    .post('/moves/cancel', owner, validate(cancelBody), async (_req: Request, res: Response) => {
      const { body } = valid(res, cancelBody);
      res.set('Cache-Control', 'no-store').json(await agent.cancelMove(proven(res), body.moveId));
    })
    .post('/agent/seen', owner, validate(walletBody), async (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store').json(await agent.seen(proven(res)));
    });
}
