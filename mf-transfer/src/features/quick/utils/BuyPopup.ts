/** How often the open buy popup is checked for being closed. */
const BUY_POPUP_POLL_MS = 1_000;

/**
 * Opens the exchange's buy flow in a popup and resolves when the user closes it. The page keeps the window handle
 * (to see it close) but the popup gets no access back to the page (`opener` cleared at once).
 * Resolves false when the browser blocked the popup.
 */
export function openBuyPopup(url: string, signal?: AbortSignal): Promise<boolean> {
  const popup = window.open(url, 'fin-buy-usdc', 'popup,width=460,height=720');
  if (!popup) return Promise.resolve(false);
  try {
    popup.opener = null;
  } catch {
    // Some browsers refuse the write once the popup navigated cross-origin; it already has no access then.
  }
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve(true);
      }
    }, BUY_POPUP_POLL_MS);
    signal?.addEventListener('abort', () => window.clearInterval(timer));
  });
}
