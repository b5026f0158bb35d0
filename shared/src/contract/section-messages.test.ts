import { loadTransfers, recordTransfer, useTransfers } from '../web3/cctp-records';
import { notifySections, onSectionNotice, pendingSectionRequests } from './section-messages';

test('a notice reaches every listener of its name, and none after it stopped listening', () => {
  const seen: string[] = [];
  const stopA = onSectionNotice('transfersChanged', (d) => seen.push(`a:${d.address}`));
  const stopB = onSectionNotice('transfersChanged', (d) => seen.push(`b:${d.address}`));
  const other = onSectionNotice('depositRecorded', (d) => seen.push(`deposit:${d.address}`));
  notifySections('transfersChanged', { address: '0xabc' });
  stopA();
  notifySections('transfersChanged', { address: '0xdef' });
  notifySections('depositRecorded', { address: '0xabc' });
  stopB();
  other();
  notifySections('transfersChanged', { address: '0x123' });
  expect(seen).toEqual(['a:0xabc', 'b:0xabc', 'b:0xdef', 'deposit:0xabc']);
});

test('recording a transfer tells the other sections which wallet changed', () => {
  const seen: string[] = [];
  const stop = onSectionNotice('transfersChanged', (d) => seen.push(d.address));
  const address = '0x00000000000000000000000000000000000000Aa';
  recordTransfer({
    id: 'transfer_1',
    amount: '1',
    asset: 'USDC',
    sourceChain: 8453,
    destinationChain: 1,
    recipient: address,
    status: 'burned',
    timestamp: 1,
    transferMode: 'standard',
    txHash: `0x${'12'.repeat(32)}`,
    maxFee: '0',
    updatedAt: 1,
  });
  stop();
  expect(seen).toEqual([address.toLowerCase()]);
  expect(loadTransfers(address)).toHaveLength(1);
  expect(typeof useTransfers).toBe('function');
});

test('requests waiting for their section are kept per target, not on it', () => {
  const target = new EventTarget();
  pendingSectionRequests(target).set('openTransfer', { detail: { fromChainId: 1 }, at: 1, taken: false });
  expect(pendingSectionRequests(target).get('openTransfer')?.detail).toEqual({ fromChainId: 1 });
  expect(pendingSectionRequests(new EventTarget()).size).toBe(0);
  expect(Object.keys(target)).toEqual([]);
});
