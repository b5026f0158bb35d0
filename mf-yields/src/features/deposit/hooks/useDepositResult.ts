// The deposit dialog's last result line: an error reads 'Error: …' and clears after 5 s; a success stays until the
// dialog closes itself 3 s later. One timer, cleared when the dialog goes away.
import { DEPOSIT_ERROR_CLEAR_MS, DEPOSIT_SUCCESS_CLOSE_MS } from '@fin/shared/domain/deposit/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositStatus } from '../utils/deposit-run';

export function useDepositResult() {
  const [result, setResult] = useState<DepositStatus>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setResult({ phase: 'idle' });
  }, []);

  const fail = useCallback((text: string) => {
    setResult({ phase: 'error', text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult({ phase: 'idle' }), DEPOSIT_ERROR_CLEAR_MS);
  }, []);

  /** Shows the success, then runs `close` after the pause the spec gives the user to read it. */
  const succeed = useCallback((text: string, close: () => void) => {
    setResult({ phase: 'success', text });
    timer.current = setTimeout(() => {
      setResult({ phase: 'idle' });
      close();
    }, DEPOSIT_SUCCESS_CLOSE_MS);
  }, []);

  return { result, clear, fail, succeed };
}
