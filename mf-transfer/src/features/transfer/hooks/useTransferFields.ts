// The form's own fields (amount, route, wanted speed), set again whenever another section opens the form with
// values (the chat's transfer action, the optimizer's move).
import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
import { useEffect, useState } from 'react';

export type TransferPreset = {
  amount?: string;
  sourceChainId?: number;
  destinationChainId?: number;
  speed?: TransferModeType;
};

export function useTransferFields(preset: TransferPreset | undefined) {
  const [amount, setAmount] = useState(preset?.amount ?? '');
  const [source, setSource] = useState<number>(preset?.sourceChainId ?? 8453);
  const [destination, setDestination] = useState<number>(preset?.destinationChainId ?? 1);
  const [wanted, setWanted] = useState<TransferModeType>('fast');
  useEffect(() => {
    if (!preset) return;
    if (preset.amount !== undefined) setAmount(preset.amount);
    if (preset.sourceChainId) setSource(preset.sourceChainId);
    if (preset.destinationChainId) setDestination(preset.destinationChainId);
    if (preset.speed) setWanted(preset.speed);
  }, [preset]);
  return {
    fields: { amount, source, destination, wanted },
    setAmount,
    setSource,
    setDestination,
    setWanted,
    swap: () => {
      setSource(destination);
      setDestination(source);
    },
  };
}
