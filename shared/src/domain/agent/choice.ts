// What the agent buys on each tick: a risk score seven times in ten, an analytics report otherwise, about the
// next protocol in a fixed cycle. Randomness is injected so a test (or a replay of a session) can fix the seed.
import type { AgentService } from './budget';

/** The protocols the agent studies, in the order it cycles through them. */
export const AGENT_PROTOCOLS = ['aave', 'compound', 'benqi', 'moonwell', 'trader-joe'] as const;
export type AgentProtocol = (typeof AGENT_PROTOCOLS)[number];

/** Each protocol as users read it (the log and the risk report name it so); the ids are what the API takes. */
export const AGENT_PROTOCOL_NAMES: Record<AgentProtocol, string> = {
  aave: 'Aave V3',
  compound: 'Compound V3',
  benqi: 'BENQI',
  moonwell: 'Moonwell',
  'trader-joe': 'Trader Joe (LFJ)',
};

/** A protocol as the agent's log and panel name it ('aave' → 'Aave V3'); an id without a display name as given. */
export function agentProtocolName(id: string): string {
  return (AGENT_PROTOCOL_NAMES as Record<string, string>)[id] ?? id;
}

/** Share of ticks that buy a risk score; the rest buy a portfolio analytics report. */
export const RISK_SCORE_SHARE = 0.7;

/** The chain the agent asks about: paid reports settle on Base. */
export const AGENT_REPORT_CHAIN = 'base';

export type AgentChoice = { service: AgentService; protocol: AgentProtocol; chain: string };

/** A uniform number in [0, 1). */
export type RandomSource = () => number;

/**
 * The purchase for tick number `tick` (0, 1, 2, …): the protocol follows the cycle whatever was bought, so five
 * ticks in a row always cover all five protocols.
 */
export function chooseAgentPurchase(tick: number, random: RandomSource): AgentChoice {
  if (!Number.isSafeInteger(tick) || tick < 0)
    throw new Error(`tick must be a whole number >= 0 (got ${tick})`);
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new Error(`random source gave ${draw}, outside [0, 1)`);
  const protocol = AGENT_PROTOCOLS[tick % AGENT_PROTOCOLS.length] as AgentProtocol;
  return {
    service: draw < RISK_SCORE_SHARE ? 'risk-score' : 'analytics',
    protocol,
    chain: AGENT_REPORT_CHAIN,
  };
}

/** Mulberry32: a small seeded generator, good enough to pick between two services, and identical everywhere. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
