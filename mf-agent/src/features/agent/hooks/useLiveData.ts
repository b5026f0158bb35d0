// The user's Live Data switch, kept in this browser: when off, the agent buys nothing on its own.
import { useCallback, useState } from 'react';

const LIVE_DATA_KEY = 'fin.agent.liveData';

function storedLiveData(): boolean {
  try {
    return globalThis.localStorage?.getItem(LIVE_DATA_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function useLiveData() {
  const [liveData, setLiveDataState] = useState(storedLiveData);
  const setLiveData = useCallback((on: boolean) => {
    setLiveDataState(on);
    try {
      globalThis.localStorage?.setItem(LIVE_DATA_KEY, on ? 'on' : 'off');
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  }, []);
  return { liveData, setLiveData };
}
