import { expect, test } from 'vitest';
import { FORWARD_TIMEOUT_MS, FORWARD_TIMEOUT_REASON, forwardOverdue } from './forwarding';
import {
  type FoundBurn,
  forwardDeadline,
  forwardGivenUp,
  reconcileWithBurn,
  recordFromFoundBurn,
} from './transfer-reconcile';
import { type CctpTransfer, mergeTransfer } from './transfer-record';

const HASH = `0x${'b'.repeat(64)}` as const;
const OWNER = `0x${'a'.repeat(40)}` as const;

const record = (over: Partial<CctpTransfer> = {}): CctpTransfer => ({
  id: 'transfer_1',
  amount: '4',
  asset: 'USDC',
  sourceChain: 10,
  destinationChain: 8453,
  recipient: OWNER,
  status: 'burned',
  timestamp: 1,
  transferMode: 'fast',
  txHash: HASH,
  maxFee: '1000',
  updatedAt: 1,
  ...over,
});

const burn = (over: Partial<FoundBurn> = {}): FoundBurn => ({
  sourceChainId: 10,
  destinationChainId: 8453,
  txHash: HASH,
  amount: 4_000_000n,
  maxFee: 1000n,
  mode: 'forwarded',
  message: '0x01',
  attestation: '0x02',
  eventNonce: `0x${'c'.repeat(64)}`,
  forward: { kind: 'wait', state: 'PENDING' },
  ...over,
});

const failedForward = {
  kind: 'failed',
  reason: "Circle's Forwarding Service did not mint this transfer",
} as const;

test('a burn found on chain is recorded with its mode; one whose relayer failed is the user to mint', () => {
  expect(recordFromFoundBurn(OWNER, burn(), 50)).toMatchObject({
    status: 'attested',
    transferMode: 'forwarded',
    amount: '4',
    updatedAt: 50,
  });
  expect(recordFromFoundBurn(OWNER, burn({ message: null, attestation: null }), 50).status).toBe('burned');
  const failed = recordFromFoundBurn(OWNER, burn({ forward: failedForward }), 50);
  expect(failed.status).toBe('failed');
  expect(failed.error).toBe(
    `Circle's Forwarding Service did not mint this transfer. Your USDC is safe: mint it yourself on Base with "Complete Transfer Manually".`,
  );
});

test('a record saved as fast whose burn carried a forward request is corrected, even when completed', () => {
  expect(reconcileWithBurn(record({ status: 'completed' }), burn())).toMatchObject({
    status: 'completed',
    transferMode: 'forwarded',
  });
  expect(reconcileWithBurn(record({ transferMode: 'standard' }), burn({ message: null }))).toMatchObject({
    status: 'burned',
    transferMode: 'forwarded',
  });
  // A plain fast burn says nothing new about a fast record.
  expect(reconcileWithBurn(record(), burn({ mode: 'fast', message: null, forward: null }))).toBeNull();
});

test('a record learns the message, and a relayer failure Iris reports', () => {
  const attested = reconcileWithBurn(record({ transferMode: 'forwarded' }), burn());
  expect(attested).toMatchObject({ status: 'attested', message: '0x01', attestation: '0x02' });
  expect(reconcileWithBurn(attested as CctpTransfer, burn())).toBeNull();
  expect(reconcileWithBurn(attested as CctpTransfer, burn({ forward: failedForward }))).toMatchObject({
    status: 'failed',
  });
  // A completed transfer is not reopened by a stale failure.
  expect(
    reconcileWithBurn(
      record({ transferMode: 'forwarded', status: 'completed' }),
      burn({ forward: failedForward }),
    ),
  ).toBeNull();
});

test('a forwarded transfer waiting for Circle is handed back FORWARD_TIMEOUT_MS after its record last changed', () => {
  const waiting = record({
    transferMode: 'forwarded',
    status: 'attested',
    message: '0x01',
    attestation: '0x02',
  });
  expect(forwardDeadline({ ...waiting, updatedAt: 1_000 })).toBe(1_000 + FORWARD_TIMEOUT_MS);
  expect(forwardDeadline({ ...waiting, transferMode: 'fast' })).toBeNull();
  expect(forwardDeadline({ ...waiting, status: 'completed' })).toBeNull();
  expect(forwardDeadline({ ...waiting, message: undefined, status: 'burned' })).toBeNull();
  expect(forwardOverdue(1_000, 1_000 + FORWARD_TIMEOUT_MS - 1)).toBe(false);
  expect(forwardOverdue(1_000, 1_000 + FORWARD_TIMEOUT_MS)).toBe(true);
  expect(forwardGivenUp(waiting, FORWARD_TIMEOUT_REASON)).toMatchObject({
    status: 'failed',
    error: `${FORWARD_TIMEOUT_REASON}. Your USDC is safe: mint it yourself on Base with "Complete Transfer Manually".`,
  });
});

test('a failure after the attestation is not undone by an older attested copy; forwarded sticks', () => {
  const attested = record({
    transferMode: 'forwarded',
    status: 'attested',
    message: '0x01',
    attestation: '0x02',
  });
  const gaveUp = { ...forwardGivenUp(attested, FORWARD_TIMEOUT_REASON), updatedAt: 9 };
  expect(mergeTransfer({ ...attested, updatedAt: 5 }, gaveUp).status).toBe('failed');
  expect(mergeTransfer(gaveUp, { ...attested, updatedAt: 5 }).status).toBe('failed');
  // The user's own mint afterwards still wins.
  expect(mergeTransfer(gaveUp, { ...attested, status: 'completed', updatedAt: 12 }).status).toBe('completed');
  // An attestation failure (no message yet) still yields to a later attestation.
  expect(
    mergeTransfer(record({ status: 'failed', updatedAt: 9 }), { ...attested, updatedAt: 5 }).status,
  ).toBe('attested');
  // The database's older 'fast' copy does not undo a correction.
  expect(
    mergeTransfer({ ...attested, updatedAt: 3 }, { ...attested, transferMode: 'fast', updatedAt: 8 })
      .transferMode,
  ).toBe('forwarded');
});
