// Stands in for the API in component tests: one wallet's agent as /api/agentkit/* keeps it, with the real budget
// arithmetic of the domain (split per service, prices, the spec's refusal) and every answer validated against the
// API's own schemas, so the stub cannot drift from the contract. Records each request and its body.
import {
  AGENT_SERVICES,
  type AgentService,
  budgetExceededMessage,
  budgetExhausted,
  budgetLine,
  formatUsdcUnits,
  REPORT_PRICE_UNITS,
  splitBudget,
} from '@fin/shared/domain/agent/budget';
import type { AgentLogEntry, AgentLogLevel } from '@fin/shared/domain/agent/panel';
import {
  agentAutoResponseSchema,
  agentBudgetRequestSchema,
  agentBudgetResponseSchema,
  agentInitializeResponseSchema,
  agentLogResponseSchema,
  agentPurchaseRequestSchema,
  agentPurchaseResponseSchema,
} from '@fin/shared/schemas/agent-wallet';
import {
  type AgentAway,
  agentAwaySchema,
  agentRoundsSchema,
  agentSwitchesRequestSchema,
} from '@fin/shared/schemas/autopilot';
import { vi } from 'vitest';

export const AGENT_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

export type AgentApiOptions = {
  enabled?: boolean;
  mode?: 'live' | 'simulation';
  usdc?: string;
  budgetUnits?: number;
  capUnits?: number;
  log?: { level: AgentLogLevel; message: string }[];
  /** What the server's agent found at its last round. */
  lookMessage?: string;
  /** Moves the server's agent has (GET /api/autopilot/agent), newest first. */
  moves?: { id: string; status: 'announced' | 'done'; summary: string; arithmetic: string; runAt: string }[];
  /** What the server's agent did since the owner last looked (POST /api/autopilot/agent/seen). */
  away?: AgentAway;
  /** The chains' JSON-RPC (http://rpc.test/…): answers a call, or undefined for 'Failed to fetch'. */
  rpc?: (call: {
    method: string;
    params: unknown[];
  }) => { result: unknown } | { error: { code: number; message: string } } | undefined;
};

type Request = { method: string; path: string; body: unknown; authorization: string | null };

export function stubAgentApi(options: AgentApiOptions = {}) {
  const state = {
    enabled: options.enabled ?? true,
    mode: options.mode ?? 'live',
    usdc: options.usdc ?? '0.01',
    budgetUnits: options.budgetUnits ?? 1000,
    capUnits: options.capUnits ?? 10_000,
    spent: { 'risk-score': 0, analytics: 0 } as Record<AgentService, number>,
    log: [] as AgentLogEntry[],
    paused: false,
    liveData: true,
    guardrail: 2,
    moves: (options.moves ?? []).map((m) => ({
      ...m,
      note: null as string | null,
      transactions: [] as string[],
    })),
  };
  let seq = 0;
  const note = (level: AgentLogLevel, message: string) => {
    seq += 1;
    state.log.unshift({
      id: String(seq),
      at: new Date(Date.UTC(2026, 10, 26, 12, 0, seq)).toISOString(),
      level,
      message,
    });
  };
  for (const e of options.log ?? []) note(e.level, e.message);

  const budget = () => {
    const split = splitBudget(state.budgetUnits);
    const lines = AGENT_SERVICES.map((s) => budgetLine(s, split[s], state.spent[s]));
    const spentUnits = lines.reduce((n, l) => n + l.spentUnits, 0);
    return {
      day: '2026-11-26',
      capUnits: state.capUnits,
      totalUnits: state.budgetUnits,
      spentUnits,
      remainingUnits: Math.max(0, state.budgetUnits - spentUnits),
      exhausted: budgetExhausted(lines),
      lines,
    };
  };
  const initialize = () =>
    agentInitializeResponseSchema.parse({
      success: true,
      mode: state.mode,
      enabled: state.enabled,
      address: state.enabled && state.mode === 'live' ? AGENT_ADDRESS : null,
      network: 'eip155:8453',
      balance: { eth: '0', usdc: state.enabled ? state.usdc : '0' },
      simulatedBalance: false,
      budget: budget(),
      messages: state.mode === 'simulation' ? ['Agent running in simulation mode'] : [],
    });

  const rounds = () => {
    const running = state.enabled && state.mode === 'live' && !state.paused && state.liveData;
    return agentRoundsSchema.parse({
      paused: state.paused,
      liveData: state.liveData,
      running,
      lastRoundAt: options.lookMessage ? '2026-11-26T12:00:00.000Z' : null,
      lastRoundNote: options.lookMessage ?? null,
      nextRoundAt: running ? '2026-11-26T12:00:10.000Z' : null,
      autoRebalance: state.moves.length > 0,
      cancelWindowSeconds: 600,
      guardrail: state.guardrail,
      moves: state.moves,
    });
  };

  const requests: Request[] = [];
  /** While held, purchases wait: the panel shows the agent at work. */
  let held: Promise<void> | undefined;
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((r) => {
      release = () => {
        held = undefined;
        r();
      };
    });
    return release;
  };
  const routes: Record<string, (body: unknown) => Response | Promise<Response>> = {
    'GET /api/agentkit/initialize': () => json(initialize()),
    'POST /api/agentkit/initialize': () => {
      if (!state.enabled)
        note(
          'info',
          'Agent account 0x8ba1…BA72 created for this wallet: fund it with USDC on Base to buy reports',
        );
      state.enabled = true;
      return json(initialize());
    },
    'GET /api/agentkit/log': () => json(agentLogResponseSchema.parse({ entries: state.log.slice(0, 15) })),
    'PUT /api/agentkit/budget': (body) => {
      const parsed = agentBudgetRequestSchema.safeParse(body);
      if (!parsed.success)
        return refusal(400, 'VALIDATION_ERROR', 'budgetUsdc must be a USDC amount such as 0.001');
      const units = Math.round(Number(parsed.data.budgetUsdc) * 1e6);
      if (units > state.capUnits)
        return refusal(
          400,
          'BUDGET_OVER_CAP',
          `A daily budget of ${parsed.data.budgetUsdc} USDC is over this server's cap of ${formatUsdcUnits(state.capUnits)} USDC`,
        );
      state.budgetUnits = units;
      note('info', `Daily budget set to ${formatUsdcUnits(units)} USDC`);
      return json(agentBudgetResponseSchema.parse({ success: true, budget: budget() }));
    },
    'POST /api/agentkit/purchase': async (body) => {
      await held;
      const request = agentPurchaseRequestSchema.parse(body);
      const service = request.service;
      const cost = REPORT_PRICE_UNITS[service];
      const line = splitBudget(state.budgetUnits)[service];
      const base = {
        service,
        costUnits: cost,
        transaction: null,
        reason: 'you asked for it (Buy report now)',
      };
      if (state.spent[service] + cost > line) {
        const error = budgetExceededMessage(cost, state.spent[service], line);
        note('warning', error);
        return json(
          agentPurchaseResponseSchema.parse({
            ...base,
            success: false,
            code: 'budget',
            error,
            budget: budget(),
          }),
        );
      }
      state.spent[service] += cost;
      note(
        'success',
        `Bought risk score for ${request.protocol} on base (${formatUsdcUnits(cost)} USDC): 3/10 Low — bought because you asked for it (Buy report now)`,
      );
      return json(
        agentPurchaseResponseSchema.parse({ ...base, success: true, transaction: '0xabc', budget: budget() }),
      );
    },
    'POST /api/agentkit/auto': () =>
      json(
        agentAutoResponseSchema.parse({
          bought: false,
          message:
            options.lookMessage ?? 'Nothing to buy: this wallet holds no position the agent has reports on',
        }),
      ),
    'GET /api/autopilot/agent': () => json(rounds()),
    'PUT /api/autopilot/agent': (body) => {
      const { paused, liveData, guardrail } = agentSwitchesRequestSchema.parse(body);
      state.guardrail = guardrail ?? state.guardrail;
      if (paused !== undefined && paused !== state.paused)
        note('info', paused ? 'Agent paused: it does nothing until you resume it' : 'Agent resumed');
      if (liveData !== undefined && liveData !== state.liveData)
        note(
          'info',
          liveData ? 'Live data on: the agent may buy reports' : 'Live data off: the agent buys no reports',
        );
      state.paused = paused ?? state.paused;
      state.liveData = liveData ?? state.liveData;
      return json(rounds());
    },
    'POST /api/autopilot/moves/cancel': (body) => {
      const move = state.moves.find((m) => m.id === (body as { moveId?: string }).moveId);
      if (move?.status !== 'announced')
        return refusal(
          409,
          'MOVE_NOT_CANCELLABLE',
          'This move has already started or is over: it cannot be cancelled now',
        );
      Object.assign(move, { status: 'cancelled', note: 'Cancelled by you before it ran: nothing moved' });
      note('info', 'Move cancelled by you before it ran: nothing moved');
      return json(rounds());
    },
    'POST /api/autopilot/agent/seen': () =>
      json(
        agentAwaySchema.parse(
          options.away ?? { since: null, bought: 0, spentUnits: 0, moves: 0, movedUnits: 0, logEntries: 0 },
        ),
      ),
    'POST /api/agentkit/withdraw': () =>
      Number(state.usdc) === 0
        ? refusal(409, 'NOTHING_TO_WITHDRAW', 'The agent holds no USDC to withdraw')
        : refusal(
            503,
            'CHAIN_UNAVAILABLE',
            "Base could not be reached to read the agent's balance; try again",
          ),
  };

  // Sign-in (EIP-4361): a nonce, then a session for the signed message. The wallet's signature comes from the
  // wallet's node (wagmi's mock connector sends eth_sign to the chain's default RPC), answered here with a fixed
  // 65-byte signature: the API stand-in does not check it, the real API's sign-in has its own tests.
  const open: Record<string, (body: unknown) => Response> = {
    'POST /api/auth/nonce': () =>
      json({ success: true, nonce: 'n0nce1234', expiresAt: '2026-11-26T12:10:00.000Z' }),
    'POST /api/auth/session': (body) => {
      const message = String((body as { message?: unknown }).message ?? '');
      const address = message.match(/0x[0-9a-fA-F]{40}/)?.[0] ?? '';
      return json({
        success: true,
        token: `session-of-${address.toLowerCase()}`,
        address,
        expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      });
    },
  };

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({ method, path: url.pathname, body, authorization });
    if ((body as { method?: string } | undefined)?.method === 'eth_sign')
      return json({ jsonrpc: '2.0', id: (body as { id?: number }).id ?? 1, result: `0x${'11'.repeat(65)}` });
    if (url.host === 'rpc.test' && options.rpc) {
      const calls = (Array.isArray(body) ? body : [body]) as {
        id: number;
        method: string;
        params: unknown[];
      }[];
      const answers = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, ...options.rpc?.(c) }));
      if (answers.some((a) => !('result' in a) && !('error' in a))) throw new TypeError('Failed to fetch');
      return json(Array.isArray(body) ? answers : answers[0]);
    }
    const signIn = open[`${method} ${url.pathname}`];
    if (signIn) return signIn(body);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new TypeError('Failed to fetch');
    if (!authorization) return refusal(401, 'WALLET_PROOF_REQUIRED', 'Sign in with your wallet first');
    return route(body);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    state,
    requests,
    hold,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
