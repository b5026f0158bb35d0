// The earnings basis follows a deposit recorded by another section of the page (the yields dialog), told through
// the page contract's `depositRecorded` notice: the browser's storage event never reaches the tab that wrote.
import { notifySections } from '@fin/shared/contract/section-messages';
import { recordDeposit } from '@fin/shared/domain/deposit/records';
import { act, renderHook } from '@testing-library/react';
import { useDepositRecords } from './useDepositRecords';

const WALLET = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

test('a deposit recorded by another section shows once that section sends its notice', () => {
  localStorage.clear();
  const { result } = renderHook(() => useDepositRecords(WALLET));
  expect(result.current).toEqual([]);
  recordDeposit(localStorage, WALLET, {
    amount: '100',
    txHash: `0x${'ab'.repeat(32)}`,
    timestamp: 1,
    protocol: 'Aave V3',
    chain: 'Base',
    chainId: 8453,
    asset: 'USDC',
  });
  act(() => notifySections('depositRecorded', { address: WALLET }));
  expect(result.current.map((r) => `${r.amount} ${r.asset} in ${r.protocol}`)).toEqual([
    '100 USDC in Aave V3',
  ]);
});
