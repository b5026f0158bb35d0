// The store's slices are the page contract and keep their own types; the domain rules that read them state the
// shape they read. These compile-time checks (run by `pnpm typecheck`) hold the two together, so neither can drift.
import { describe, expectTypeOf, it } from 'vitest';
import type { PlannedOp as DomainPlannedOp } from '../domain/portfolio/upcoming-ops';
import type { YieldGoal as DomainYieldGoal } from '../domain/yields/goal';
import type { YieldGoal } from './preferences-slice';
import type { PlannedOp } from './upcoming-slice';

describe('store slices and the domain rules that read them', () => {
  it('agree on the shape of a yield goal and of a planned operation', () => {
    expectTypeOf<YieldGoal>().toEqualTypeOf<DomainYieldGoal>();
    expectTypeOf<PlannedOp>().toEqualTypeOf<DomainPlannedOp>();
  });
});
