// The button that runs the chosen moves (the execute feature runs them), and a line saying what it will do or why it
// cannot.
import { Button } from '@fin/shared/ui/Button';

export function executeHint(recommendations: number, moves: number): string {
  if (recommendations === 0) return 'Select at least one recommendation.';
  if (moves === 0) return 'No move into the selected pools pays for itself.';
  return `${moves} move${moves === 1 ? '' : 's'}, run one at a time; your wallet signs each step.`;
}

export function ExecuteBar(props: {
  recommendations: number;
  moves: number;
  executing: boolean;
  onExecute: () => void;
}) {
  const { recommendations, moves, executing } = props;
  return (
    <div className="opt-actions opt-actions--execute">
      <Button onClick={props.onExecute} disabled={executing || recommendations === 0 || moves === 0}>
        {executing ? 'Executing...' : 'Execute rebalancing'}
      </Button>
      <span className="fin-muted">{executeHint(recommendations, moves)}</span>
    </div>
  );
}
