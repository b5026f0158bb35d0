// Bridge-and-deposit: a deposit that needs more USDC on its chain than the wallet holds there can bring the
// shortfall over with CCTP from the chain holding the most USDC, then let the deposit proceed once it is minted.
// The yields deposit dialog uses this hook; the transfer itself is the shared CCTP flow, recorded like any other
// transfer (it shows under Quick Actions if the dialog is closed half-way).

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { useAccount, useReadContracts } from 'wagmi';
import {
  allowanceBaseUnits,
  burnMaxFee,
  FALLBACK_FEE_SCHEDULE,
  fastSupportedRoute,
  fastTransferFee,
  feeScheduleFromIris,
  grossUpForFastFee,
  USDC_DECIMALS,
} from '../domain/cctp-fees';
import { getChain, getChainName, PORTFOLIO_CHAIN_IDS } from '../domain/chains';
import { type CctpTransfer, newTransferId } from '../domain/transfer-record';
import { usdcAbi } from './cctp-abis';
import { recordTransfer } from './cctp-records';
import { bridgeUsdc, errorText } from './cctp-steps';
import { useCctpDeps } from './cctp-wagmi';

export type BridgeShortfallState = 'idle' | 'bridging' | 'done' | 'error';

async function liveFast(sourceChainId: number, destinationChainId: number) {
  const base = getRuntimeConfig().attestationUrl.replace(/\/$/, '');
  const src = getChain(sourceChainId)?.cctpDomain;
  const dst = getChain(destinationChainId)?.cctpDomain;
  try {
    const [fees, allowance] = await Promise.all([
      fetch(`${base}/v2/burn/USDC/fees/${src}/${dst}`).then((r) => (r.ok ? r.json() : null)),
      fetch(`${base}/v2/fastBurn/USDC/allowance`).then((r) => (r.ok ? r.json() : null)),
    ]);
    return {
      schedule: feeScheduleFromIris(fees),
      allowance: typeof allowance?.allowance === 'number' ? (allowance.allowance as number) : null,
    };
  } catch {
    return { schedule: null, allowance: null };
  }
}

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
        ? await liveFast(source.chainId, input.destinationChainId)
        : { schedule: null, allowance: null };
      const schedule = live.schedule ?? FALLBACK_FEE_SCHEDULE;
      let amount = fastRoute ? grossUpForFastFee(shortfall, schedule) : shortfall;
      const fast = fastRoute && live.allowance !== null && amount <= allowanceBaseUnits(live.allowance);
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
      const startedAt = Date.now();
      const amountText = formatUnits(amount, USDC_DECIMALS);
      setStatus(
        `Bridging ${amountText} USDC from ${getChainName(source.chainId)} to ${getChainName(input.destinationChainId)}...`,
      );
      const saved: { record: CctpTransfer | null } = { record: null };
      const result = await bridgeUsdc(
        deps,
        { sourceChainId: source.chainId, destinationChainId: input.destinationChainId, amount, maxFee, fast },
        {
          onBurnSigned: (hash) => {
            saved.record = recordTransfer({
              id: newTransferId(startedAt),
              amount: amountText,
              asset: 'USDC',
              sourceChain: source.chainId,
              destinationChain: input.destinationChainId,
              recipient: address,
              status: 'burned',
              timestamp: startedAt,
              transferMode: fast ? 'fast' : 'standard',
              txHash: hash,
              maxFee: maxFee.toString(),
              updatedAt: startedAt,
            });
          },
          onAttested: (a) => {
            if (saved.record)
              saved.record = recordTransfer({
                ...saved.record,
                status: 'attested',
                message: a.message,
                attestation: a.attestation,
                eventNonce: a.eventNonce ?? undefined,
                feeExecuted: a.feeExecuted.toString(),
              });
          },
          onStatus: setStatus,
          onStep: (step) => {
            if (step === 'switch-destination')
              setStatus(`Switch to ${getChainName(input.destinationChainId)} to receive the USDC`);
            if (step === 'mint') setStatus(`Minting USDC on ${getChainName(input.destinationChainId)}...`);
          },
        },
      );
      if (saved.record)
        recordTransfer({
          ...saved.record,
          status: 'completed',
          mintTxHash: result.mintTxHash ?? undefined,
        });
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
