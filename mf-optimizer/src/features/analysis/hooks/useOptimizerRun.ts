// The optimizer's states: idle → analyzing → discovering → comparing (about 1 s each, progress 25 / 50 /
// 75 %) → complete; a failure is logged and returns to idle. The analysis itself (POST /api/optimizer/optimize) runs
// from the first moment; the stages pace what the user sees, and 'complete' waits for the answer.
import { optimizePortfolio } from '@fin/shared/api/optimizer';
import type { OptimizeRequestInput, OptimizerResult } from '@fin/shared/schemas/optimizer';
import { proofHeaders, storedWalletSession } from '@fin/shared/web3/wallet-session';
import { useCallback, useEffect, useRef, useState } from 'react';

export type OptimizerPhase = 'idle' | 'analyzing' | 'discovering' | 'comparing' | 'complete';

const STAGE_MS = 1000;
const PHASE_PROGRESS: Record<OptimizerPhase, number> = {
  idle: 0,
  analyzing: 25,
  discovering: 50,
  comparing: 75,
  complete: 100,
};
const PHASE_TEXT: Record<OptimizerPhase, string> = {
  idle: 'Ready to analyze your portfolio.',
  analyzing: 'Analyzing your positions...',
  discovering: 'Discovering yield opportunities...',
  comparing: 'Comparing moves against their cost...',
  complete: 'Analysis complete',
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  });

export function useOptimizerRun() {
  const [phase, setPhase] = useState<OptimizerPhase>('idle');
  const [result, setResult] = useState<OptimizerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async (body: OptimizeRequestInput) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setResult(null);
    setPhase('analyzing');
    // Signed in, the analysis also tells the wallet's agent what it weighed; no sign-in prompt just for that.
    const session = storedWalletSession(body.walletAddress);
    const answer = optimizePortfolio(body, {
      signal: controller.signal,
      ...(session ? { headers: proofHeaders(session) } : {}),
    });
    // Keep a failed answer from being reported as unhandled while the stages play.
    answer.catch(() => undefined);
    try {
      await wait(STAGE_MS, controller.signal);
      if (controller.signal.aborted) return;
      setPhase('discovering');
      await wait(STAGE_MS, controller.signal);
      if (controller.signal.aborted) return;
      setPhase('comparing');
      const [res] = await Promise.all([answer, wait(STAGE_MS, controller.signal)]);
      if (controller.signal.aborted) return;
      setResult(res.data);
      setPhase('complete');
    } catch (e) {
      if (controller.signal.aborted) return;
      console.error('Optimization failed:', e);
      setError(`Optimization failed: ${(e as Error).message}`);
      setPhase('idle');
    }
  }, []);

  /** Back to idle with no result (after a successful rebalancing, or on the user's request). */
  const clear = useCallback(() => {
    abort.current?.abort();
    setResult(null);
    setPhase('idle');
  }, []);

  return { phase, result, error, start, clear, progress: PHASE_PROGRESS[phase], text: PHASE_TEXT[phase] };
}
