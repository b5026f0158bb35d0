// Which recommendations and moves the user chose: the first three recommendations are preselected once an analysis
// completes (the best moves, ready to run); a move can be left out of a selected recommendation. Moves only exist
// while Auto Rebalance is on.
import type { OptimizerResult, RebalancingAction } from '@fin/shared/schemas/optimizer';
import { useEffect, useMemo, useState } from 'react';

const PRESELECTED = 3;

/** The set with `id` added, or removed when it was in. */
export function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The moves that run: into a selected recommendation, and not left out. */
export function chosenMoves(
  result: OptimizerResult,
  selected: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
): RebalancingAction[] {
  return result.rebalancingActions.filter((a) => selected.has(a.toOpportunityId) && !excluded.has(a.id));
}

export function useMoveSelection(result: OptimizerResult | null, movesAllowed: boolean) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  useEffect(() => {
    setSelected(new Set(result?.recommendations.slice(0, PRESELECTED).map((r) => r.id) ?? []));
    setExcluded(new Set());
  }, [result]);
  const selectedActions = useMemo(
    () => (result && movesAllowed ? chosenMoves(result, selected, excluded) : []),
    [result, selected, excluded, movesAllowed],
  );
  return {
    selected,
    excluded,
    selectedActions,
    toggle: (id: string) => setSelected((s) => toggled(s, id)),
    toggleMove: (id: string) => setExcluded((s) => toggled(s, id)),
  };
}
