import { Button } from '@fin/shared/ui/Button';
import { useState } from 'react';
import type { MorphoActionKind } from '../hooks/useMorphoAction';

/** Amount field with Supply and Withdraw for one market row. */
export function MarketActions({
  label,
  disabled,
  canWithdraw,
  onAction,
}: {
  label: string;
  disabled: boolean;
  canWithdraw: boolean;
  onAction: (kind: MorphoActionKind, amountText: string) => void;
}) {
  const [amount, setAmount] = useState('');
  return (
    <div className="mm-actions">
      <input
        className="fin-input"
        inputMode="decimal"
        placeholder="USDC"
        aria-label={`Amount for ${label}`}
        value={amount}
        disabled={disabled}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Button
        size="sm"
        disabled={disabled || amount.trim() === ''}
        onClick={() => onAction('supply', amount)}
      >
        Supply
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled || !canWithdraw || amount.trim() === ''}
        onClick={() => onAction('withdraw', amount)}
      >
        Withdraw
      </Button>
    </div>
  );
}
