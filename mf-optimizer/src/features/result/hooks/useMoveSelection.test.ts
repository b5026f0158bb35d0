import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import { wholeMove } from '../../../test/rebalancing-action';
import { chosenMoves, toggled } from './useMoveSelection';

test('a toggle adds what is out and removes what is in, leaving the original set alone', () => {
  const start = new Set(['a']);
  expect([...toggled(start, 'b')]).toEqual(['a', 'b']);
  expect([...toggled(start, 'a')]).toEqual([]);
  expect([...start]).toEqual(['a']);
});

test('the moves that run go into a selected pool and were not left out', () => {
  const other = { ...wholeMove, id: 'm2', toOpportunityId: 'compound-base' };
  const third = { ...wholeMove, id: 'm3' };
  const result = { rebalancingActions: [wholeMove, other, third] } as OptimizerResult;
  expect(chosenMoves(result, new Set(['aave-base']), new Set()).map((a) => a.id)).toEqual(['m1', 'm3']);
  expect(chosenMoves(result, new Set(['aave-base']), new Set(['m1'])).map((a) => a.id)).toEqual(['m3']);
  expect(chosenMoves(result, new Set(), new Set())).toEqual([]);
});
