import {
  type CctpTransfer,
  initialSteps,
  mergeTransfer,
  parseStoredTransfers,
  resumeStep,
  stepsResumedAt,
  upsertTransfer,
} from './transfer-record';

const t = (over: Partial<CctpTransfer> = {}): CctpTransfer => ({
  id: 'transfer_1',
  amount: '10',
  asset: 'USDC',
  sourceChain: 8453,
  destinationChain: 1,
  recipient: `0x${'a'.repeat(40)}`,
  status: 'burned',
  timestamp: 1,
  transferMode: 'fast',
  txHash: `0x${'b'.repeat(64)}`,
  maxFee: '1201',
  updatedAt: 1,
  ...over,
});

test('six steps in order, the first completed at start', () => {
  expect(initialSteps().map((s) => [s.name, s.status])).toEqual([
    ['Switch to source chain', 'completed'],
    ['Approve USDC', 'pending'],
    ['Burn USDC', 'pending'],
    ['Get attestation', 'pending'],
    ['Switch to destination', 'pending'],
    ['Mint USDC', 'pending'],
  ]);
  expect(stepsResumedAt('switch-destination').map((s) => s.status)).toEqual([
    'completed',
    'completed',
    'completed',
    'completed',
    'in-progress',
    'pending',
  ]);
});

test('merging never loses what one side learnt and the further status wins', () => {
  const page = t({ status: 'attested', message: '0x01', attestation: '0x02', updatedAt: 5 });
  const db = t({ status: 'burned', updatedAt: 9 });
  const merged = mergeTransfer(db, page);
  expect(merged).toMatchObject({ status: 'attested', message: '0x01', attestation: '0x02' });
  const done = mergeTransfer(
    merged,
    t({ status: 'completed', mintTxHash: `0x${'c'.repeat(64)}`, updatedAt: 10, error: 'x' }),
  );
  expect(done).toMatchObject({ status: 'completed', message: '0x01', error: undefined });
  expect(resumeStep(page)).toBe('switch-destination');
  expect(resumeStep(db)).toBe('attestation');
});

test('upsert keys transfers by source chain + burn hash; storage junk is dropped', () => {
  const list = upsertTransfer(upsertTransfer([], t()), t({ status: 'attested', id: 'transfer_2' }));
  expect(list).toHaveLength(1);
  expect(list[0]!.status).toBe('attested');
  expect(parseStoredTransfers(JSON.stringify([t(), { id: 3 }, null]))).toHaveLength(1);
  expect(parseStoredTransfers('{oops')).toEqual([]);
});
