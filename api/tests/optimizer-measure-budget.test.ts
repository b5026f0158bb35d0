// Which moves an analysis simulates and how the rest are priced and labelled (measure-budget.ts, gas-table.ts,
// estimated-note.ts): pure pieces, checked here on their own; the devnet test counts the simulate calls for real.
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import type { MoveEconomics, OptimizerResult } from '@fin/shared/schemas/optimizer';
import { describe, expect, it } from 'vitest';
import { estimatedSentence, noteEstimated } from '../src/modules/optimizer/measure/estimated-note';
import { MINT_GAS, TABLE_GAS, tableGasUnits } from '../src/modules/optimizer/measure/gas-table';
import { splitForSimulation } from '../src/modules/optimizer/measure/measure-budget';

/** The fields the split and the note read; the rest of a candidate does not matter to them. */
function move(
  source: string,
  pool: string,
  amountUsd: number,
  fromApy: number,
  toApy: number,
): MoveCandidate {
  return {
    id: `${source}->${pool}`,
    amountUsd,
    from: { position: { id: source, apy: fromApy } },
    destination: { id: pool, apy: toApy },
  } as unknown as MoveCandidate;
}

const ids = (moves: MoveCandidate[]) => moves.map((c) => c.id);

describe('splitForSimulation', () => {
  it('simulates each source’s best move first, then the others by listed gain, proposable before shown-only', () => {
    const proposable = [
      move('idle-base', 'aave', 100_000, 0, 5), // gain 5,000
      move('idle-base', 'spark', 100_000, 0, 6), // gain 6,000: idle-base's best
      move('morpho', 'spark', 10_000, 3, 6), // gain 300: morpho's only move
      move('idle-eth', 'aave', 50_000, 0, 5), // gain 2,500
    ];
    const shownOnly = [move('morpho', 'aave', 10_000, 3, 5)];
    const { simulate, estimate } = splitForSimulation(proposable, shownOnly, new Set(), 3);
    expect(ids(simulate)).toEqual(['idle-base->spark', 'idle-eth->aave', 'morpho->spark']);
    expect(ids(estimate)).toEqual(['idle-base->aave', 'morpho->aave']);
  });

  it('simulates first what the analysis would propose at table prices, whatever their listed gain', () => {
    const proposable = [
      move('idle-base', 'compound', 100_000, 0, 6), // over the pool's cap: not proposed
      move('idle-base', 'spark', 100_000, 0, 4), // proposed instead
      move('idle-eth', 'compound', 50_000, 0, 6),
    ];
    const { simulate, estimate } = splitForSimulation(proposable, [], new Set(['idle-base->spark']), 2);
    expect(ids(simulate)).toEqual(['idle-base->spark', 'idle-base->compound']);
    expect(ids(estimate)).toEqual(['idle-eth->compound']);
  });

  it('simulates everything when the moves fit the budget', () => {
    const { simulate, estimate } = splitForSimulation(
      [move('a', 'p', 1, 0, 1)],
      [move('b', 'p', 1, 0, 1)],
      new Set(),
      8,
    );
    expect(ids(simulate)).toEqual(['a->p', 'b->p']);
    expect(estimate).toEqual([]);
  });
});

describe('tableGasUnits', () => {
  it('prices a same-chain deposit of idle money: approve and the rest of the row’s deposit estimate', () => {
    expect(tableGasUnits({ withdraws: false, crossChain: false, depositGasEstimate: 250_000 })).toEqual({
      withdraw: 0,
      approve: TABLE_GAS.approve,
      deposit: 250_000 - TABLE_GAS.approve,
      burn: 0,
      mint: 0,
    });
  });

  it('prices a cross-chain move out of a position: withdraw, burn and mint too', () => {
    expect(tableGasUnits({ withdraws: true, crossChain: true, depositGasEstimate: 150_000 })).toEqual({
      withdraw: TABLE_GAS.withdraw,
      approve: TABLE_GAS.approve,
      deposit: 100_000,
      burn: TABLE_GAS.burn,
      mint: MINT_GAS,
    });
  });
});

describe('noteEstimated', () => {
  const economics = { rateMeasured: false } as MoveEconomics;
  const action = (from: string, to: string) => ({
    fromPositionId: from,
    toOpportunityId: to,
    reason: `${from} to ${to} pays.`,
    economics,
  });
  const result = {
    rebalancingActions: [action('idle-base', 'spark'), action('morpho', 'spark')],
    dropped: [
      { ...action('idle-base', 'aave'), code: 'better-move' },
      {
        fromPositionId: 'idle-base',
        toOpportunityId: 'radiant',
        reason: 'Fin cannot deposit.',
        code: 'same-venue',
      },
    ],
    warnings: ['Optimism could not be read.'],
  } as unknown as OptimizerResult;

  it('says in each estimated move’s reason that it is an estimate, and counts them in a warning', () => {
    const noted = noteEstimated(
      result,
      [move('morpho', 'spark', 1, 0, 1), move('idle-base', 'aave', 1, 0, 1)],
      8,
    );
    const sentence = estimatedSentence(8);
    expect(noted.rebalancingActions.map((a) => a.reason)).toEqual([
      'idle-base to spark pays.',
      `morpho to spark pays. ${sentence}`,
    ]);
    expect(noted.dropped.map((d) => d.reason)).toEqual([
      `idle-base to aave pays. ${sentence}`,
      'Fin cannot deposit.',
    ]);
    expect(noted.warnings).toEqual([
      'Optimism could not be read.',
      "2 of 10 moves weighed were priced from Fin's gas table instead of simulated, to stay within the chains' rate limits; each says so.",
    ]);
  });

  it('leaves a result with nothing estimated as it was', () => {
    expect(noteEstimated(result, [], 8)).toBe(result);
  });
});
