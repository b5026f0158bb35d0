// The server's agent (/api/autopilot/*): each wallet's agent runs its rounds on the server whether a page is open
// or not; the owner's switches (Pause/Resume, live data) are kept there, and the panel reads what the agent did.
import { z } from 'zod';
import { addressSchema } from './common';

/** GET /api/autopilot/agent: how the wallet's agent runs on the server. */
export const agentRoundsSchema = z.object({
  paused: z.boolean(),
  /** Off: the agent buys no paid reports on its own. */
  liveData: z.boolean(),
  /** Its rounds are queued on the server (turned on, live mode, not paused, live data on). */
  running: z.boolean(),
  lastRoundAt: z.string().nullable(),
  /** What its last round found or did, in words. */
  lastRoundNote: z.string().nullable(),
  /** When its next round is due (ISO), or null when none is queued. */
  nextRoundAt: z.string().nullable(),
});
export type AgentRounds = z.infer<typeof agentRoundsSchema>;

/** PUT /api/autopilot/agent: the owner's switches; at least one. */
export const agentSwitchesRequestSchema = z
  .object({
    walletAddress: addressSchema,
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
    liveData: z.boolean({ error: 'liveData must be true or false' }).optional(),
  })
  .refine((b) => b.paused !== undefined || b.liveData !== undefined, {
    error: 'name what to change: paused (true or false) or liveData (true or false)',
  });
export type AgentSwitchesRequest = z.input<typeof agentSwitchesRequestSchema>;

/** POST /api/autopilot/agent/seen: the owner is looking now; what the agent did since they last looked. */
export const agentAwaySchema = z.object({
  /** When the owner last had the panel open (ISO), or null the first time. */
  since: z.string().nullable(),
  /** Reports the agent paid for since then, and what they cost (USDC units, 6 decimals). */
  bought: z.number().int(),
  spentUnits: z.number().int(),
  /** Lines its log gained since then. */
  logEntries: z.number().int(),
});
export type AgentAway = z.infer<typeof agentAwaySchema>;
