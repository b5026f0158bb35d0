// Bridge-and-deposit: a deposit that needs more USDC on its chain than the wallet holds there can bring the
// shortfall over with CCTP from the chain holding the most USDC, then let the deposit proceed once it is minted.
// The yields deposit dialog uses this hook; the transfer itself is the shared CCTP flow, recorded like any other
// transfer (it shows under Quick Actions if the dialog is closed half-way).

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { useAccount, useReadContracts } from 'wagmi';
import { attestationClient } from '../domain/cctp/attestation-client';
import {
  allowanceBaseUnits,
  burnMaxFee,
  FALLBACK_FEE_SCHEDULE,
  fastSupportedRoute,
  fastTransferFee,
  grossUpForFastFee,
  USDC_DECIMALS,
} from '../domain/cctp/fees';
import { getChain, getChainName, PORTFOLIO_CHAIN_IDS } from '../domain/chains/chains';
import { usdcAbi } from './cctp-abis';
import { recordTransfer } from './cctp-records';
import { errorText } from './cctp-steps';
import { bridgeUsdc } from './cctp-transfer-run';
import { useCctpDeps } from './cctp-wagmi';

export type BridgeShortfallState = 'idle' | 'bridging' | 'done' | 'error';

/**
 * For a USDC deposit of `needed` base units on `destinationChainId`: how much is missing there, which chain can
 * cover it, and `bridge()` which moves it (fast where Circle offers it) and resolves once minted.
 */
export function useBridgeShortfall(input: { destinationChainId: number; needed: bigint; enabled?: boolean }) {
  const { address } = useAccount();
  const deps = useCctpDeps();
  const [state, setState] = useState<BridgeShortfallState>('idle');
  const [status, setStatus] = useState('');
  const running = useRef(false);
  const chains = PORTFOLIO_CHAIN_IDS as readonly number[];
  const balances = useReadContracts({
    contracts: chains.map((chainId) => ({
      address: getChain(chainId)?.contracts.usdc as Address,
      abi: usdcAbi,
      functionName: 'balanceOf' as const,
      args: [address as Address] as const,
      chainId: chainId as never,
    })),
    query: { enabled: Boolean(address) && input.enabled !== false, refetchInterval: 15_000 },
  });
  const byChain = useMemo(() => {
    const map = new Map<number, bigint>();
    chains.forEach((chainId, i) => {
      const r = balances.data?.[i];
      if (r?.status === 'success') map.set(chainId, r.result as bigint);
    });
    return map;
  }, [balances.data, chains]);
  const here = byChain.get(input.destinationChainId) ?? 0n;
  const shortfall = input.needed > here ? input.needed - here : 0n;
  const source = useMemo(() => {
    let best: { chainId: number; balance: bigint } | null = null;
    for (const [chainId, balance] of byChain) {
      if (chainId === input.destinationChainId || balance <= shortfall) continue;
      if (!best || balance > best.balance) best = { chainId, balance };
    }
    return best;
  }, [byChain, input.destinationChainId, shortfall]);

  const bridge = useCallback(async (): Promise<boolean> => {
    if (!deps || !address || !source || shortfall <= 0n || running.current) return false;
    running.current = true;
    setState('bridging');
    try {
      const fastRoute = fastSupportedRoute(source.chainId, input.destinationChainId);
      const live = fastRoute
        ? await attestationClient({ baseUrl: getRuntimeConfig().attestationUrl }).fastTerms(
            source.chainId,
            input.destinationChainId,
          )
        : { schedule: null, allowanceUsdc: null };
      const schedule = live.schedule ?? FALLBACK_FEE_SCHEDULE;
      let amount = fastRoute ? grossUpForFastFee(shortfall, schedule) : shortfall;
      const fast =
        fastRoute && live.allowanceUsdc !== null && amount <= allowanceBaseUnits(live.allowanceUsdc);
      if (!fast) amount = shortfall;
      if (amount > source.balance) amount = source.balance;
      const fee = fast ? fastTransferFee(amount, schedule) : 0n;
      const context = await deps.client(source.chainId).readContract({
        address: getChain(source.chainId)?.contracts.tokenMessenger as Address,
        abi: [
          {
            type: 'function',
            name: 'getMinFeeAmount',
            stateMutability: 'view',
            inputs: [{ type: 'uint256' }],
            outputs: [{ type: 'uint256' }],
          },
        ] as const,
        functionName: 'getMinFeeAmount',
        args: [amount],
      });
      const maxFee = burnMaxFee({ amount, quotedFee: fee, fast, onchainMinFee: context });
      const amountText = formatUnits(amount, USDC_DECIMALS);
      setStatus(
        `Bridging ${amountText} USDC from ${getChainName(source.chainId)} to ${getChainName(input.destinationChainId)}...`,
      );
      const result = await bridgeUsdc(
        deps,
        { sourceChainId: source.chainId, destinationChainId: input.destinationChainId, amount, maxFee, fast },
        {
          record: recordTransfer,
          onStatus: setStatus,
          onStep: (step) => {
            if (step === 'switch-destination')
              setStatus(`Switch to ${getChainName(input.destinationChainId)} to receive the USDC`);
            if (step === 'mint') setStatus(`Minting USDC on ${getChainName(input.destinationChainId)}...`);
          },
        },
      );
      setStatus(
        `Bridged: ${formatUnits(result.received, USDC_DECIMALS)} USDC arrived on ${getChainName(input.destinationChainId)}`,
      );
      setState('done');
      await balances.refetch();
      return true;
    } catch (error) {
      setStatus(
        `Bridge failed: ${errorText(error)}. An unfinished transfer can be completed under Quick Actions.`,
      );
      setState('error');
      return false;
    } finally {
      running.current = false;
    }
  }, [deps, address, source, shortfall, input.destinationChainId, balances]);

  return { shortfall, source, state, status, bridge, loading: balances.isLoading };
}
