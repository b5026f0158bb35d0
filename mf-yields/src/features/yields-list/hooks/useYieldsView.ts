// Filters and sort live in the URL query (shared links, reload). The state changes at once; the URL follows a
// moment later so dragging the APY slider does not flood the browser's history API.
import { parseYieldsView, writeYieldsView, type YieldsView } from '@fin/shared/domain/yields/list-url';
import { useCallback, useEffect, useRef, useState } from 'react';

const URL_WRITE_DELAY_MS = 150;

function readView(): YieldsView {
  return parseYieldsView(typeof window === 'undefined' ? '' : window.location.search);
}

export function useYieldsView() {
  const [view, setViewState] = useState<YieldsView>(readView);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const writeUrl = useCallback((next: YieldsView) => {
    const params = writeYieldsView(next, window.location.search);
    const query = params.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    // replaceState: a filter tweak is not a page the Back button should step through.
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const setView = useCallback(
    (update: (current: YieldsView) => YieldsView) => {
      setViewState((current) => {
        const next = update(current);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => writeUrl(next), URL_WRITE_DELAY_MS);
        return next;
      });
    },
    [writeUrl],
  );

  useEffect(() => {
    // Back/forward to a URL with another view (or a link the shell navigates to) re-reads it.
    const onPop = () => setViewState(readView());
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(timer.current);
    };
  }, []);

  return { view, setView };
}
