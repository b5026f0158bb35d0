// How many moves one analysis asks the chains to simulate. On mainnet the chains are public or metered RPC
// endpoints that throttle per key and per second, and eth_simulateV1 is one of the heaviest calls they serve; a
// wallet with idle money on six chains and a handful of recommended pools makes dozens of candidates (the demo
// wallet: 20 moves, 55 simulate calls before this cap). So an analysis simulates its likeliest moves and prices the
// rest from the gas table, saying so in each of those moves' reasons; any move is simulated for real before the
// wallet signs it (POST /api/agent/rebalance re-measures the decision).
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';

/** Moves one analysis simulates: enough for the best move of each of ten sources (four positions, six chains). */
export const SIMULATED_MOVES_PER_ANALYSIS = 8;

/**
 * eth_simulateV1 calls one simulated move takes at most: the source's withdraw + burn (cross-chain only), and the
 * destination's deposit twice (yours, and a probe, so the pool says what your amount does to its rate).
 */
const SIMULATE_CALLS_PER_MOVE = 3;

/** The most eth_simulateV1 calls one analysis sends. */
export const SIMULATE_CALLS_PER_ANALYSIS = SIMULATED_MOVES_PER_ANALYSIS * SIMULATE_CALLS_PER_MOVE;

/** Yearly USD gain at the listed rates: the yardstick the moves are ranked by before anything is measured. */
const listedGain = (c: MoveCandidate) =>
  (c.amountUsd * ((c.destination.apy ?? 0) - c.from.position.apy)) / 100;

/**
 * Which moves to simulate and which to price from the gas table. First the moves the analysis proposes when every
 * move is priced from the table (`provisional`: what the user will be asked to sign), then the other moves that may
 * be proposed, then those measured only to show a drop's arithmetic; within each group each source's best move at
 * the listed rates first (one move per source is proposed), then the others by the same gain. The first `budget`
 * are simulated.
 */
export function splitForSimulation(
  proposable: readonly MoveCandidate[],
  shownOnly: readonly MoveCandidate[],
  provisional: ReadonlySet<string>,
  budget = SIMULATED_MOVES_PER_ANALYSIS,
): { simulate: MoveCandidate[]; estimate: MoveCandidate[] } {
  const ranked = (moves: readonly MoveCandidate[]) => {
    const byGain = [...moves].sort((a, b) => listedGain(b) - listedGain(a));
    const seen = new Set<string>();
    const best = byGain.filter((c) => {
      const source = c.from.position.id;
      if (seen.has(source)) return false;
      seen.add(source);
      return true;
    });
    return [...best, ...byGain.filter((c) => !best.includes(c))];
  };
  const order = [
    ...ranked(proposable.filter((c) => provisional.has(c.id))),
    ...ranked(proposable.filter((c) => !provisional.has(c.id))),
    ...ranked(shownOnly),
  ];
  return { simulate: order.slice(0, budget), estimate: order.slice(budget) };
}
