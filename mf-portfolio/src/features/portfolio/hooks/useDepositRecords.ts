import {
  DEPOSIT_RECORDED_EVENT,
  type DepositRecord,
  listDepositRecords,
} from '@fin/shared/domain/deposit-records';
import { useEffect, useState } from 'react';

function read(address: string | undefined): DepositRecord[] {
  if (!address) return [];
  try {
    return listDepositRecords(localStorage, address);
  } catch {
    // Storage can be blocked (privacy mode); earnings so far are then simply not shown.
    return [];
  }
}

/** The wallet's deposit records kept in this browser, re-read when another tab or section writes one. */
export function useDepositRecords(address: string | undefined): DepositRecord[] {
  const [records, setRecords] = useState(() => read(address));
  useEffect(() => {
    setRecords(read(address));
    const reload = () => setRecords(read(address));
    window.addEventListener('storage', reload);
    window.addEventListener(DEPOSIT_RECORDED_EVENT, reload);
    return () => {
      window.removeEventListener('storage', reload);
      window.removeEventListener(DEPOSIT_RECORDED_EVENT, reload);
    };
  }, [address]);
  return records;
}
