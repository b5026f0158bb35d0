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
  /** With a grant in force, the agent moves money itself (each move announced first). */
  autoRebalance: z.boolean(),
  /** How long an announced move waits for the owner to cancel it. */
  cancelWindowSeconds: z.number().int(),
  /** The panel's guardrail (1 Conservative, 2 Balanced, 3 Aggressive): the optimizer profile the agent weighs with. */
  guardrail: z.number().int(),
  /**
   * Its latest moves, newest first: announced (cancellable until runAt), running, done, stopped (a step refused
   * before anything was sent), failed (a transaction reverted or was lost) or cancelled (by the owner, or because
   * Auto Rebalance was off or the grant no longer in force when it was due); `note` says where the money is.
   */
  moves: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['announced', 'cancelled', 'running', 'done', 'stopped', 'failed']),
      /** The move in words: amount, from, to, chain. */
      summary: z.string(),
      /** Its arithmetic in words. */
      arithmetic: z.string(),
      runAt: z.string(),
      note: z.string().nullable(),
      transactions: z.array(z.string()),
    }),
  ),
});
export type AgentRounds = z.infer<typeof agentRoundsSchema>;

const GUARDRAIL_ERROR = 'guardrail must be 1 (Conservative), 2 (Balanced) or 3 (Aggressive)';

/** PUT /api/autopilot/agent: the owner's switches; at least one. */
export const agentSwitchesRequestSchema = z
  .object({
    walletAddress: addressSchema,
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
    liveData: z.boolean({ error: 'liveData must be true or false' }).optional(),
    autoRebalance: z.boolean({ error: 'autoRebalance must be true or false' }).optional(),
    cancelWindowSeconds: z
      .number({ error: 'cancelWindowSeconds must be a number of seconds' })
      .int({ error: 'cancelWindowSeconds must be a whole number of seconds' })
      .min(0, { error: 'cancelWindowSeconds cannot be negative' })
      .max(86_400, { error: 'cancelWindowSeconds must be at most 86400 (a day)' })
      .optional(),
    guardrail: z
      .number({ error: GUARDRAIL_ERROR })
      .int({ error: GUARDRAIL_ERROR })
      .min(1, { error: GUARDRAIL_ERROR })
      .max(3, { error: GUARDRAIL_ERROR })
      .optional(),
  })
  .refine(
    (b) =>
      b.paused !== undefined ||
      b.liveData !== undefined ||
      b.autoRebalance !== undefined ||
      b.cancelWindowSeconds !== undefined ||
      b.guardrail !== undefined,
    { error: 'name what to change: paused, liveData, autoRebalance, cancelWindowSeconds or guardrail' },
  );
export type AgentSwitchesRequest = z.input<typeof agentSwitchesRequestSchema>;

/** POST /api/autopilot/agent/seen: the owner is looking now; what the agent did since they last looked. */
export const agentAwaySchema = z.object({
  /** When the owner last had the panel open (ISO), or null the first time. */
  since: z.string().nullable(),
  /** Reports the agent paid for since then, and what they cost (USDC units, 6 decimals). */
  bought: z.number().int(),
  spentUnits: z.number().int(),
  /** Moves of money it finished since then, and the USDC they moved (units, 6 decimals). */
  moves: z.number().int(),
  movedUnits: z.number().int(),
  /** Lines its log gained since then. */
  logEntries: z.number().int(),
});
export type AgentAway = z.infer<typeof agentAwaySchema>;

/** POST /api/autopilot/moves/cancel: an announced move cancelled before it runs. */
export const moveCancelRequestSchema = z.object({
  walletAddress: addressSchema,
  moveId: z
    .string({ error: 'moveId must name one of your moves' })
    .uuid({ error: 'moveId must name one of your moves' }),
});
