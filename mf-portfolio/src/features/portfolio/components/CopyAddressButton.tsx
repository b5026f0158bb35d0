import { Button } from '@fin/shared/ui/Button';
import { useEffect, useState } from 'react';

/** Copies the wallet address; says so for 2 s (and tells screen readers). */
export function CopyAddressButton({ address }: { address: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy} aria-label="Copy wallet address">
        {state === 'copied' ? 'Copied' : 'Copy address'}
      </Button>
      <span className="fin-sr-only" aria-live="polite">
        {state === 'copied'
          ? 'Address copied'
          : state === 'failed'
            ? 'Could not copy; select the address instead'
            : ''}
      </span>
    </>
  );
}
