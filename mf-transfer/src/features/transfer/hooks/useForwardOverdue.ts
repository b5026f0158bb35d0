// The recovery link has no record of when Circle attested a forwarded burn: it counts from the moment it first
// saw the burn signed and not minted, and after FORWARD_TIMEOUT_MS (the transfer form's own wait) the mint is the
// visitor's, as it is in the form.
import { FORWARD_TIMEOUT_MS, forwardOverdue } from '@fin/shared/domain/cctp/forwarding';
import { useEffect, useState } from 'react';

/** `waiting`: attested, forwarded and not minted, with no failure reported by Iris. */
export function useForwardOverdue(waiting: boolean): boolean {
  const [since, setSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waiting && since === null) setSince(Date.now());
  }, [waiting, since]);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, since + FORWARD_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return waiting && since !== null && forwardOverdue(since, now);
}
