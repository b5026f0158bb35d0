// The transfer machine as a pure function: every step, every failure and every recovery path, with the texts the
// user reads and the record the transfer keeps.

import { isCompleted, transferMachine, waitsForDestination } from './transfer-machine';
import type { CctpTransfer, TransferStepId } from './transfer-record';
import {
  CLEAR_AFTER_CANCEL_MS,
  idleTransfer,
  MINT_RETRY_PROMPT_MS,
  RESET_AFTER_COMPLETE_MS,
  type TransferEvent,
  type TransferMachineState,
} from './transfer-state';
import { TRANSFER_ERRORS } from './transfer-validation';

const BASE = 8453;
const ARB = 42161;
const HASH = `0x${'ab'.repeat(32)}` as const;
const MINT = `0x${'cd'.repeat(32)}` as const;
const NONCE = `0x${'01'.repeat(32)}` as const;
const MESSAGE = '0x1234' as const;
const ATTESTATION = `0x${'ee'.repeat(65)}` as const;

const burnedRecord: CctpTransfer = {
  id: 'transfer_1',
  amount: '25',
  asset: 'USDC',
  sourceChain: BASE,
  destinationChain: ARB,
  recipient: `0x${'11'.repeat(20)}`,
  status: 'burned',
  timestamp: 1,
  transferMode: 'fast',
  txHash: HASH,
  maxFee: '3001',
  updatedAt: 1,
};
const attestedRecord: CctpTransfer = {
  ...burnedRecord,
  status: 'attested',
  message: MESSAGE,
  attestation: ATTESTATION,
  eventNonce: NONCE,
  feeExecuted: '2500',
};
const attestedEvent = {
  type: 'attested',
  message: MESSAGE,
  attestation: ATTESTATION,
  eventNonce: NONCE,
  feeExecuted: '2500',
} as const;

const run = (events: TransferEvent[], from: TransferMachineState = idleTransfer) =>
  events.reduce(transferMachine, from);
const statusOf = (s: TransferMachineState, id: TransferStepId) => s.steps?.find((x) => x.id === id)?.status;
const descOf = (s: TransferMachineState, id: TransferStepId) =>
  s.steps?.find((x) => x.id === id)?.description;
const stepLine = (s: TransferMachineState) => s.steps?.map((x) => `${x.id}:${x.status}`).join(' ');

const started: TransferEvent[] = [{ type: 'start', sourceChainId: BASE, walletChainId: BASE }];
const toBurn: TransferEvent[] = [
  ...started,
  { type: 'approval-requested' },
  { type: 'approved', amount: '25', hash: HASH },
  { type: 'burn-requested', amount: '25', sourceChainId: BASE },
];
const toAttesting: TransferEvent[] = [
  ...toBurn,
  { type: 'burn-signed', transfer: burnedRecord },
  { type: 'burned', amount: '25' },
];
const toSwitching: TransferEvent[] = [...toAttesting, attestedEvent, { type: 'switch-requested' }];
const toMinting: TransferEvent[] = [
  ...toSwitching,
  { type: 'settled' },
  { type: 'on-destination' },
  { type: 'mint-requested' },
];

describe('the happy path, step by step', () => {
  test('start on the source chain: six steps, the first done, the call in flight', () => {
    const s = run(started);
    expect(s.phase).toBe('approving');
    expect(stepLine(s)).toBe(
      'switch-source:completed approve:pending burn:pending attestation:pending switch-destination:pending mint:pending',
    );
    expect(s.pending).toBe(true);
    expect(s.transfer).toBeNull();
  });

  test('approval asked, then given', () => {
    const asked = run([...started, { type: 'approval-requested' }]);
    expect(statusOf(asked, 'approve')).toBe('in-progress');
    expect(descOf(asked, 'approve')).toBe('Confirm the approval in your wallet');
    expect(asked.status).toBe('Approving USDC...');
    const given = transferMachine(asked, { type: 'approved', amount: '25', hash: HASH });
    expect(descOf(given, 'approve')).toBe('Approved 25 USDC');
  });

  test('an allowance that already covers the amount skips the approval', () => {
    const s = run([...started, { type: 'approved', amount: '25', hash: null }]);
    expect(statusOf(s, 'approve')).toBe('completed');
    expect(descOf(s, 'approve')).toBe('Allowance already sufficient');
  });

  test('burn asked: the status names amount and chain', () => {
    const s = run(toBurn);
    expect(s.phase).toBe('burning');
    expect(descOf(s, 'burn')).toBe('Confirm the burn in your wallet');
    expect(s.status).toBe('Burning 25 USDC on Base...');
  });

  test('burn signed: the record exists from here on and is persisted', () => {
    const s = run([...toBurn, { type: 'burn-signed', transfer: burnedRecord }]);
    expect(s.transfer).toEqual(burnedRecord);
    expect(s.persist).toBe(true);
  });

  test('burned: the attestation is awaited, with its waiting texts', () => {
    const s = run(toAttesting);
    expect(s.phase).toBe('attesting');
    expect(descOf(s, 'burn')).toBe('Burned 25 USDC');
    expect(statusOf(s, 'attestation')).toBe('in-progress');
    expect(s.attestation).toEqual({ state: 'waiting', text: "Waiting for Circle's attestation..." });
    expect(s.status).toBe("Burned 25 USDC on Base. Waiting for Circle's attestation...");
    const later = transferMachine(s, { type: 'attestation-waiting', text: '12s elapsed' });
    expect(later.attestation).toEqual({ state: 'waiting', text: '12s elapsed' });
    expect(later.status).toBe(s.status);
  });

  test('attested: the record carries message and attestation, step 5 asks for the destination', () => {
    const s = run([...toAttesting, attestedEvent]);
    expect(s.phase).toBe('switching');
    expect(s.transfer).toMatchObject({
      status: 'attested',
      message: MESSAGE,
      attestation: ATTESTATION,
      feeExecuted: '2500',
    });
    expect(statusOf(s, 'attestation')).toBe('completed');
    expect(descOf(s, 'switch-destination')).toBe('Switch your wallet to Arbitrum');
    expect(s.status).toBe('Attestation received. Switch to Arbitrum to mint your USDC.');
    expect(s.attestation).toEqual({ state: 'received', text: 'Attestation received' });
    expect(s.mintReady).toBe(true);
    expect(waitsForDestination(s)).toBe(true);
  });

  test('the switch shows the destination banner; the wallet there completes step 5 and prepares the mint', () => {
    const asked = run(toSwitching);
    expect(asked.banner).toEqual({ chainId: ARB, purpose: 'destination', error: null });
    const there = transferMachine(asked, { type: 'on-destination' });
    expect(there.banner).toBeNull();
    expect(descOf(there, 'switch-destination')).toBe('On Arbitrum');
    expect(descOf(there, 'mint')).toBe('Preparing the mint');
    expect(there.phase).toBe('ready');
  });

  test('mint asked, then minted: completed, the record completed, the form resets after 5 s', () => {
    const minting = run(toMinting);
    expect(minting.phase).toBe('minting');
    expect(minting.status).toBe('Minting USDC on Arbitrum...');
    expect(descOf(minting, 'mint')).toBe('Confirm the mint in your wallet');
    expect(minting.mintReady).toBe(false);
    const done = transferMachine(minting, { type: 'minted', hash: MINT, alreadyMinted: false });
    expect(isCompleted(done)).toBe(true);
    expect(done.status).toBe('Transfer complete! USDC has been minted on Arbitrum.');
    expect(descOf(done, 'mint')).toBe('USDC minted');
    expect(done.transfer).toMatchObject({ status: 'completed', mintTxHash: MINT });
    expect(done.after).toEqual({ ms: RESET_AFTER_COMPLETE_MS, event: 'reset' });
    expect(transferMachine(done, { type: 'reset' })).toEqual(idleTransfer);
  });

  test('a nonce already used reads as already completed', () => {
    const done = run([...toMinting, { type: 'minted', hash: null, alreadyMinted: true }]);
    expect(done.status).toBe(TRANSFER_ERRORS.alreadyCompleted);
    expect(descOf(done, 'mint')).toBe(TRANSFER_ERRORS.alreadyCompleted);
    expect(done.transfer?.mintTxHash).toBeUndefined();
  });

  test('settled clears the call in flight without touching the rest', () => {
    const s = run([...toAttesting, { type: 'settled' }]);
    expect(s.pending).toBe(false);
    expect(s.phase).toBe('attesting');
  });
});

describe('the wallet on the wrong chain', () => {
  test('start elsewhere: the source banner and its text, nothing started', () => {
    const s = run([{ type: 'start', sourceChainId: BASE, walletChainId: 1 }]);
    expect(s.banner).toEqual({ chainId: BASE, purpose: 'source', error: null });
    expect(s.status).toBe('Please switch to Base network first');
    expect(s.steps).toBeNull();
    expect(s.pending).toBe(false);
  });

  test('a refused switch to the destination shows its reason on the banner; the retry clears it', () => {
    const refused = run([
      ...toSwitching,
      { type: 'switch-failed', error: 'Network switch cancelled by user' },
    ]);
    expect(refused.banner?.error).toBe('Network switch cancelled by user');
    expect(waitsForDestination(refused)).toBe(true);
    expect(transferMachine(refused, { type: 'switch-requested' }).banner?.error).toBeNull();
  });

  test('a switch failure with no destination banner changes nothing', () => {
    const s = run([...toBurn, { type: 'switch-failed', error: 'x' }]);
    expect(s.banner).toBeNull();
  });
});

describe('refused signatures', () => {
  test('the approval refused: cancelled on step 2, the steps clear after 3 s, nothing recorded', () => {
    const s = run([...started, { type: 'approval-requested' }, { type: 'rejected' }]);
    expect(s.phase).toBe('cancelled');
    expect(statusOf(s, 'approve')).toBe('error');
    expect(s.status).toBe('Transaction cancelled by user');
    expect(s.after).toEqual({ ms: CLEAR_AFTER_CANCEL_MS, event: 'timer' });
    const cleared = transferMachine(transferMachine(s, { type: 'settled' }), { type: 'timer' });
    expect(cleared.steps).toBeNull();
    expect(cleared.status).toBe('Transaction cancelled by user');
    expect(cleared.transfer).toBeNull();
  });

  test('the burn refused: cancelled on step 3', () => {
    const s = run([...toBurn, { type: 'rejected' }]);
    expect(statusOf(s, 'burn')).toBe('error');
    expect(descOf(s, 'burn')).toBe('Transaction cancelled by user');
  });

  test('the mint refused: the retry prompt after 3 s, then Complete Transfer Manually mints', () => {
    const refused = run([...toMinting, { type: 'rejected' }, { type: 'settled' }]);
    expect(statusOf(refused, 'mint')).toBe('error');
    expect(refused.status).toBe('Transaction cancelled by user');
    expect(refused.mintReady).toBe(false);
    expect(refused.after).toEqual({ ms: MINT_RETRY_PROMPT_MS, event: 'timer' });
    const prompt = transferMachine(refused, { type: 'timer' });
    expect(prompt.status).toBe(
      'Ready to retry minting. Click "Complete Transfer Manually" to sign the mint again.',
    );
    expect(prompt.mintReady).toBe(true);
    const again = transferMachine(prompt, { type: 'mint-requested' });
    expect(again.phase).toBe('minting');
    expect(transferMachine(again, { type: 'minted', hash: MINT, alreadyMinted: false }).phase).toBe(
      'completed',
    );
  });

  test('a rejection with nothing in flight changes nothing', () => {
    expect(run([{ type: 'rejected' }])).toEqual(idleTransfer);
  });
});

describe('failures', () => {
  test('the approval fails (or the balance is short): phrased as an approval failure, nothing recorded', () => {
    const s = run([
      ...started,
      { type: 'failed', reason: 'Amount exceeds your USDC balance on Base (1 USDC)' },
    ]);
    expect(s.phase).toBe('failed');
    expect(s.status).toBe('Approval failed: Amount exceeds your USDC balance on Base (1 USDC)');
    expect(statusOf(s, 'approve')).toBe('error');
    expect(s.transfer).toBeNull();
  });

  test('the burn reverts after it was signed: the record is kept, as failed, with the reason', () => {
    const s = run([
      ...toBurn,
      { type: 'burn-signed', transfer: burnedRecord },
      { type: 'failed', reason: 'reverted' },
    ]);
    expect(s.status).toBe('Burn failed: reverted');
    expect(s.transfer).toMatchObject({ status: 'failed', error: 'Burn failed: reverted', txHash: HASH });
  });

  test('the attestation fails: its text, the recovery advice, the record failed', () => {
    const s = run([
      ...toAttesting,
      { type: 'attestation-failed', reason: 'Attestation not found after 30 seconds' },
    ]);
    expect(s.phase).toBe('failed');
    expect(s.status).toBe('Failed to get attestation: Attestation not found after 30 seconds');
    expect(s.attestation.state).toBe('failed');
    expect(s.attestation.text).toMatch(
      /^Failed to get attestation: Attestation not found after 30 seconds\. Your USDC is safe/,
    );
    expect(statusOf(s, 'attestation')).toBe('error');
    expect(s.transfer).toMatchObject({ status: 'failed' });
  });

  test('the mint fails: the reason, the record failed, and the mint can be tried again', () => {
    const s = run([...toMinting, { type: 'failed', reason: 'out of gas' }, { type: 'settled' }]);
    expect(s.status).toBe('Mint failed: out of gas');
    expect(statusOf(s, 'mint')).toBe('error');
    expect(s.mintReady).toBe(true);
    expect(s.transfer).toMatchObject({ status: 'failed', error: 'Mint failed: out of gas' });
    const retried = run(
      [{ type: 'mint-requested' }, { type: 'minted', hash: MINT, alreadyMinted: false }],
      s,
    );
    expect(retried.transfer).toMatchObject({ status: 'completed', error: undefined });
  });

  test('a message or attestation unusable for the mint: its text, nothing sent', () => {
    const s = run([
      ...toMinting.slice(0, -1),
      { type: 'mint-refused', text: TRANSFER_ERRORS.missingMintInput },
    ]);
    expect(s.status).toBe('Missing message or attestation');
    expect(s.phase).toBe('ready');
  });

  test('a failure where no step runs changes nothing', () => {
    expect(run([{ type: 'failed', reason: 'x' }])).toEqual(idleTransfer);
  });
});

describe('an expired fast attestation', () => {
  const expired: TransferEvent[] = [...toMinting, { type: 'attestation-expired' }];
  test('Circle is asked again: the status and step 4 say so', () => {
    const s = run(expired);
    expect(s.phase).toBe('reattesting');
    expect(s.status).toBe('Attestation Expired. Requesting a new attestation...');
    expect(s.attestation).toEqual({ state: 'waiting', text: 'Re-attestation requested from Circle...' });
    expect(descOf(s, 'attestation')).toBe('Re-attesting (the fast attestation expired)');
  });

  test('re-attested: the new message goes into the record and the mint follows', () => {
    const fresh = { ...attestedEvent, type: 'reattested', message: '0x5678' } as const;
    const s = run([...expired, fresh]);
    expect(s.phase).toBe('minting');
    expect(s.attestation.text).toBe('Attestation received (re-attested)');
    expect(s.transfer?.message).toBe('0x5678');
    expect(s.status).toBe('Minting USDC on Arbitrum...');
    expect(transferMachine(s, { type: 'minted', hash: MINT, alreadyMinted: false }).phase).toBe('completed');
  });

  test('the re-attestation fails: a mint failure, the mint can be tried again', () => {
    const s = run([...expired, { type: 'failed', reason: 'Re-attestation was refused (HTTP 400)' }]);
    expect(s.status).toBe('Mint failed: Re-attestation was refused (HTTP 400)');
    expect(s.mintReady).toBe(true);
  });

  test('an expiry outside a mint changes nothing', () => {
    const s = run(toAttesting);
    expect(transferMachine(s, { type: 'attestation-expired' })).toBe(s);
  });
});

describe('recovery: resume a recorded transfer', () => {
  test('burned, not attested: waits for Circle again', () => {
    const s = run([{ type: 'resume', transfer: burnedRecord, walletChainId: BASE }]);
    expect(s.phase).toBe('attesting');
    expect(stepLine(s)).toBe(
      'switch-source:completed approve:completed burn:completed attestation:in-progress switch-destination:pending mint:pending',
    );
    expect(s.status).toBe("Burned 25 USDC on Base. Waiting for Circle's attestation...");
    expect(s.persist).toBe(true);
  });

  test('attested, wallet elsewhere: asks for the destination, the mint follows there', () => {
    const s = run([{ type: 'resume', transfer: attestedRecord, walletChainId: BASE }]);
    expect(s.phase).toBe('switching');
    expect(s.status).toBe('Switch to Arbitrum to mint your USDC.');
    expect(s.attestation.text).toBe('Attestation received');
    expect(waitsForDestination(s)).toBe(true);
    const there = run(
      [{ type: 'switch-requested' }, { type: 'on-destination' }, { type: 'mint-requested' }],
      s,
    );
    expect(there.phase).toBe('minting');
  });

  test('attested, wallet on the destination: straight to the mint', () => {
    const s = run([{ type: 'resume', transfer: attestedRecord, walletChainId: ARB }]);
    expect(s.phase).toBe('ready');
    expect(statusOf(s, 'mint')).toBe('in-progress');
    expect(waitsForDestination(s)).toBe(false);
  });

  test('a resume replaces whatever was on screen', () => {
    const s = run([...toMinting, { type: 'resume', transfer: attestedRecord, walletChainId: ARB }]);
    expect(s.pending).toBe(false);
    expect(s.transfer).toBe(attestedRecord);
  });
});

describe('recovery: a pasted message and attestation', () => {
  const pasted: CctpTransfer = { ...attestedRecord, txHash: NONCE, transferMode: 'standard' };
  test('on the destination: minted at once; nothing is recorded; the answer stays until the user acts', () => {
    const s = run([
      { type: 'load-pasted', transfer: pasted, walletChainId: ARB },
      { type: 'mint-requested' },
      { type: 'minted', hash: MINT, alreadyMinted: false },
      { type: 'settled' },
    ]);
    expect(s.persist).toBe(false);
    expect(s.after).toBeNull();
    expect(s.status).toBe('Transfer complete! USDC has been minted on Arbitrum.');
    const dismissed = transferMachine(s, { type: 'dismiss-pasted' });
    expect(dismissed).toEqual(idleTransfer);
  });

  test('elsewhere: asks for the destination first', () => {
    const s = run([{ type: 'load-pasted', transfer: pasted, walletChainId: BASE }]);
    expect(s.status).toBe('Switch to Arbitrum to mint your USDC.');
    expect(s.attestation.text).toBe('Attestation loaded');
    expect(waitsForDestination(s)).toBe(true);
  });

  test('editing the paste does not clear a transfer of the form, nor a mint in flight', () => {
    const form = run(toAttesting);
    expect(transferMachine(form, { type: 'dismiss-pasted' })).toBe(form);
    const inFlight = run([
      { type: 'load-pasted', transfer: pasted, walletChainId: ARB },
      { type: 'mint-requested' },
    ]);
    expect(transferMachine(inFlight, { type: 'dismiss-pasted' })).toBe(inFlight);
  });

  test('a new transfer replaces the answer to a paste', () => {
    const answered = run([
      { type: 'load-pasted', transfer: pasted, walletChainId: ARB },
      { type: 'mint-requested' },
      { type: 'minted', hash: null, alreadyMinted: true },
    ]);
    const s = transferMachine(answered, { type: 'start', sourceChainId: BASE, walletChainId: BASE });
    expect(s.transfer).toBeNull();
    expect(s.persist).toBe(true);
    expect(s.phase).toBe('approving');
  });
});

describe('Complete Transfer Manually after a failure elsewhere', () => {
  test('a failed mint with the wallet moved away: the switch is asked again, step 5 in progress', () => {
    const failedMint = run([...toMinting, { type: 'failed', reason: 'x' }, { type: 'settled' }]);
    const s = transferMachine(failedMint, { type: 'switch-requested' });
    expect(s.phase).toBe('switching');
    expect(statusOf(s, 'switch-destination')).toBe('in-progress');
    expect(s.banner?.purpose).toBe('destination');
    expect(transferMachine(s, { type: 'on-destination' }).phase).toBe('ready');
  });

  test('on-destination while step 5 does not wait changes nothing', () => {
    const s = run(toAttesting);
    expect(transferMachine(s, { type: 'on-destination' })).toBe(s);
  });

  test('events out of order leave the state as it is', () => {
    const s = run(toAttesting);
    expect(transferMachine(s, { type: 'minted', hash: MINT, alreadyMinted: false })).toBe(s);
    expect(transferMachine(s, { ...attestedEvent, type: 'reattested' })).toBe(s);
    const idle = transferMachine(idleTransfer, attestedEvent);
    expect(idle).toBe(idleTransfer);
    expect(transferMachine(idleTransfer, { type: 'attestation-waiting', text: 'x' })).toBe(idleTransfer);
    expect(transferMachine(idleTransfer, { type: 'attestation-failed', reason: 'x' })).toBe(idleTransfer);
    expect(transferMachine(idleTransfer, { type: 'mint-requested' })).toBe(idleTransfer);
    expect(transferMachine(idleTransfer, { type: 'switch-requested' })).toBe(idleTransfer);
  });
});
