// Bridge-and-deposit: a deposit that needs more USDC on its chain than the wallet holds there can bring the
// shortfall over with CCTP from the chain holding the most USDC, then let the deposit proceed once it is minted.
// The yields deposit dialog uses this hook; the transfer itself is the shared CCTP flow, recorded like any other
// transfer (it shows under Quick Actions if the dialog is closed half-way).

// By package name, not a relative path: the page shares this module as one instance, which the host loads.
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { useAccount, useReadContracts } from 'wagmi';
import { USDC_DECIMALS } from '../../domain/cctp/fees';
import { getChain, getChainName, PORTFOLIO_CHAIN_IDS } from '../../domain/chains/chains';
import { recordTransfer } from '../../web3/cctp-records';
import { type CctpDeps, errorText, readBurnContext } from '../../web3/cctp-steps';
import { useCctpDeps } from '../../web3/cctp-wagmi';
import { usdcAbi } from '../domain/abis';
import { bridgeTerms } from '../domain/terms';
import { bridgeUsdc } from '../web3/bridge';
import { readCircleTerms } from '../web3/terms-read';

export type BridgeShortfallState = 'idle' | 'bridging' | 'done' | 'error';

type Source = { chainId: number; balance: bigint };

/** The chain to bring a shortfall from: the one holding the most USDC, and more than the shortfall. */
export function shortfallSource(
  balances: ReadonlyMap<number, bigint>,
  destinationChainId: number,
  shortfall: bigint,
): Source | null {
  let best: Source | null = null;
  for (const [chainId, balance] of balances) {
    if (chainId === destinationChainId || balance <= shortfall) continue;
    if (!best || balance > best.balance) best = { chainId, balance };
  }
  return best;
}

/** The wallet's USDC on every portfolio chain (the ones that answered). */
function useUsdcBalances(address: Address | undefined, enabled: boolean) {
  const chains = PORTFOLIO_CHAIN_IDS as readonly number[];
  const balances = useReadContracts({
    contracts: chains.map((chainId) => ({
      address: getChain(chainId)?.contracts.usdc as Address,
      abi: usdcAbi,
      functionName: 'balanceOf' as const,
      args: [address as Address] as const,
      chainId: chainId as never,
    })),
    query: { enabled: Boolean(address) && enabled, refetchInterval: 15_000 },
  });
  const byChain = useMemo(() => {
    const map = new Map<number, bigint>();
    chains.forEach((chainId, i) => {
      const r = balances.data?.[i];
      if (r?.status === 'success') map.set(chainId, r.result as bigint);
    });
    return map;
  }, [balances.data, chains]);
  return { byChain, refetch: balances.refetch, loading: balances.isLoading };
}

/**
 * What the bridge sends: enough that the shortfall arrives (grossed up for the fast fee where Circle offers Fast
 * with room in its allowance, otherwise the shortfall at standard speed), never more than the source holds.
 */
async function planBridge(deps: CctpDeps, source: Source, destinationChainId: number, shortfall: bigint) {
  const circle = await readCircleTerms(
    { baseUrl: getRuntimeConfig().attestationUrl },
    source.chainId,
    destinationChainId,
  );
  const ask = {
    sourceChainId: source.chainId,
    destinationChainId,
    amount: shortfall,
    arrive: { available: source.balance },
    wanted: 'fast',
    circle,
  } as const;
  const amount = bridgeTerms(ask).total;
  const { onchainMinFee } = await readBurnContext(deps, source.chainId, amount);
  const terms = bridgeTerms({ ...ask, onchainMinFee });
  return { amount: terms.total, fast: terms.fast, maxFee: terms.maxFee ?? 0n };
}

/** Moves the planned amount and tells the dialog each step; resolves with what arrived. */
async function bridgeShortfall(
  deps: CctpDeps,
  source: Source,
  destinationChainId: number,
  shortfall: bigint,
  setStatus: (text: string) => void,
) {
  const plan = await planBridge(deps, source, destinationChainId, shortfall);
  const to = getChainName(destinationChainId);
  setStatus(
    `Bridging ${formatUnits(plan.amount, USDC_DECIMALS)} USDC from ${getChainName(source.chainId)} to ${to}...`,
  );
  const result = await bridgeUsdc(
    deps,
    { sourceChainId: source.chainId, destinationChainId, ...plan },
    {
      record: recordTransfer,
      onStatus: setStatus,
      onStep: (step) => {
        if (step === 'switch-destination') setStatus(`Switch to ${to} to receive the USDC`);
        if (step === 'mint') setStatus(`Minting USDC on ${to}...`);
      },
    },
  );
  setStatus(`Bridged: ${formatUnits(result.received, USDC_DECIMALS)} USDC arrived on ${to}`);
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
  const balances = useUsdcBalances(address, input.enabled !== false);
  const here = balances.byChain.get(input.destinationChainId) ?? 0n;
  const shortfall = input.needed > here ? input.needed - here : 0n;
  const source = useMemo(
    () => shortfallSource(balances.byChain, input.destinationChainId, shortfall),
    [balances.byChain, input.destinationChainId, shortfall],
  );

  const bridge = useCallback(async (): Promise<boolean> => {
    if (!deps || !address || !source || shortfall <= 0n || running.current) return false;
    running.current = true;
    setState('bridging');
    try {
      await bridgeShortfall(deps, source, input.destinationChainId, shortfall, setStatus);
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

  return { shortfall, source, state, status, bridge, loading: balances.loading };
}
