// 'Buy USDC' through the exchange's popup: waits for the window to close, then says so and refreshes the
// portfolio (bought USDC shows once the exchange delivers it). A blocked popup is explained.
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openBuyPopup } from '../utils/BuyPopup';

const BUY_DONE_TEXT =
  'Purchase window closed. Bought USDC shows in your portfolio once the exchange delivers it.';
const BUY_BLOCKED_TEXT =
  'Your browser blocked the purchase window. Allow popups for this site and try again.';

export function useBuyUsdc(url: string) {
  const pushToast = useFinStore((s) => s.pushToast);
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const buy = async () => {
    abort.current?.abort();
    abort.current = new AbortController();
    setBuying(true);
    setNote(null);
    const opened = await openBuyPopup(url, abort.current.signal);
    setBuying(false);
    if (!opened) {
      setNote(BUY_BLOCKED_TEXT);
      return;
    }
    setNote(BUY_DONE_TEXT);
    pushToast({ tone: 'success', title: 'USDC purchase', description: BUY_DONE_TEXT });
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
  };
  return { buy, buying, note };
}
