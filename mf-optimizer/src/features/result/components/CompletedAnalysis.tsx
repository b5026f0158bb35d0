// A completed analysis: what was considered, the result with the user's choice of moves, and the Execute button.
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import type { useMoveSelection } from '../hooks/useMoveSelection';
import { ExecuteBar } from './ExecuteBar';
import { OptimizerResultView } from './OptimizerResultView';

export function CompletedAnalysis(props: {
  result: OptimizerResult;
  /** 'Analysis complete' */
  text: string;
  choice: ReturnType<typeof useMoveSelection>;
  movesAllowed: boolean;
  executing: boolean;
  onExecute: () => void;
}) {
  const { result, choice, executing } = props;
  return (
    <>
      <p className="opt-complete" aria-live="polite">
        {props.text}: {result.opportunitiesConsidered.toLocaleString('en-US')} opportunities considered,{' '}
        {result.horizonDays}-day horizon.
      </p>
      <OptimizerResultView
        result={result}
        selected={choice.selected}
        onToggle={choice.toggle}
        excluded={choice.excluded}
        onToggleMove={choice.toggleMove}
        movesAllowed={props.movesAllowed}
        disabled={executing}
      />
      <ExecuteBar
        recommendations={choice.selected.size}
        moves={choice.selectedActions.length}
        executing={executing}
        onExecute={props.onExecute}
      />
    </>
  );
}
