// The form's own fields (amount, route, wanted speed), set again whenever another section opens the form with
// values (the chat's transfer action, the optimizer's move).
import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
import { useEffect, useRef, useState } from 'react';
import { defaultRoute } from '../utils/default-route';

export type TransferPreset = {
  amount?: string;
  sourceChainId?: number;
  destinationChainId?: number;
  speed?: TransferModeType;
};

export function useTransferFields(preset: TransferPreset | undefined, walletChainId: number | undefined) {
  const start = defaultRoute(walletChainId);
  const [amount, setAmount] = useState(preset?.amount ?? '');
  const [source, setSource] = useState<number>(preset?.sourceChainId ?? start.source);
  const [destination, setDestination] = useState<number>(preset?.destinationChainId ?? start.destination);
  const [wanted, setWanted] = useState<TransferModeType>('fast');
  // Once the user or a section has chosen a chain, the wallet's chain no longer moves the route.
  const chosen = useRef(Boolean(preset?.sourceChainId || preset?.destinationChainId));
  useWalletDefault(walletChainId, chosen, setSource, setDestination);
  useEffect(() => {
    if (!preset) return;
    if (preset.amount !== undefined) setAmount(preset.amount);
    if (preset.sourceChainId) setSource(preset.sourceChainId);
    if (preset.destinationChainId) setDestination(preset.destinationChainId);
    if (preset.sourceChainId || preset.destinationChainId) chosen.current = true;
    if (preset.speed) setWanted(preset.speed);
  }, [preset]);
  const choose = (set: (id: number) => void) => (id: number) => {
    chosen.current = true;
    set(id);
  };
  return {
    fields: { amount, source, destination, wanted },
    setAmount,
    setSource: choose(setSource),
    setDestination: choose(setDestination),
    setWanted,
    swap: () => {
      chosen.current = true;
      setSource(destination);
      setDestination(source);
    },
  };
}

/** The first chain the wallet reports sets the route, once: a transfer's own network switches must not move it. */
function useWalletDefault(
  walletChainId: number | undefined,
  chosen: { current: boolean },
  setSource: (id: number) => void,
  setDestination: (id: number) => void,
) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || walletChainId === undefined) return;
    applied.current = true;
    if (chosen.current) return;
    const route = defaultRoute(walletChainId);
    setSource(route.source);
    setDestination(route.destination);
  }, [walletChainId, chosen, setSource, setDestination]);
}
