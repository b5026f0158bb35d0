// The transfer machine's forwarded mode ('Delivered for you'): Circle's Forwarding Service mints on the destination,
// so after the attestation the user is asked for nothing; when the service does not mint, the user's own switch
// and mint come back; a recorded forwarded transfer is picked up where Circle has it.
import { transferMachine } from './transfer-machine';
import type { CctpTransfer, TransferStepId } from './transfer-record';
import { idleTransfer, type TransferEvent, type TransferMachineState } from './transfer-state';

const BASE = 8453;
const ARB = 42161;
const HASH = `0x${'ab'.repeat(32)}` as const;
const MINT = `0x${'cd'.repeat(32)}` as const;
const NONCE = `0x${'01'.repeat(32)}` as const;
const ATTESTATION = `0x${'ee'.repeat(65)}` as const;
const REASON = "Circle's Forwarding Service did not mint this transfer (FORWARDER_FAILED)";

const burned: CctpTransfer = {
  id: 'transfer_1',
  amount: '20',
  asset: 'USDC',
  sourceChain: BASE,
  destinationChain: ARB,
  recipient: `0x${'11'.repeat(20)}`,
  status: 'burned',
  timestamp: 1,
  transferMode: 'forwarded',
  txHash: HASH,
  maxFee: '242401',
  updatedAt: 1,
};
const attested = {
  type: 'attested',
  message: '0x1234',
  attestation: ATTESTATION,
  eventNonce: NONCE,
  feeExecuted: '202000',
} as const;

const run = (events: TransferEvent[], from: TransferMachineState = idleTransfer) =>
  events.reduce(transferMachine, from);
const stepLine = (s: TransferMachineState) => s.steps?.map((x) => `${x.id}:${x.status}`).join(' ');
const step = (s: TransferMachineState, id: TransferStepId) => s.steps?.find((x) => x.id === id);

const toForwarding: TransferEvent[] = [
  { type: 'start', sourceChainId: BASE, walletChainId: BASE, forwarded: true },
  { type: 'approval-requested' },
  { type: 'approved', amount: '20', hash: HASH },
  { type: 'burn-requested', amount: '20', sourceChainId: BASE },
  { type: 'burn-signed', transfer: burned },
  { type: 'burned', amount: '20' },
  attested,
];

describe('delivered for you', () => {
  it('has no switch to the destination; after the attestation Circle mints and the wallet is asked nothing', () => {
    const s = run(toForwarding);
    expect(stepLine(s)).toBe(
      'switch-source:completed approve:completed burn:completed attestation:completed mint:in-progress',
    );
    expect(step(s, 'mint')?.name).toBe('Circle mints USDC');
    expect(step(s, 'mint')?.description).toBe("Circle's Forwarding Service is minting on Arbitrum");
    expect(s.phase).toBe('forwarding');
    expect(s.status).toBe('Attestation received. Circle is minting your USDC on Arbitrum...');
    expect([s.banner, s.mintReady]).toEqual([null, false]);
    expect(s.transfer).toMatchObject({ status: 'attested', feeExecuted: '202000', eventNonce: NONCE });
  });

  it("completes on the relayer's mint, recorded with its hash", () => {
    const s = run([...toForwarding, { type: 'forwarded', hash: MINT }]);
    expect(s.phase).toBe('completed');
    expect(s.status).toBe('Transfer complete! USDC has been minted on Arbitrum.');
    expect(step(s, 'mint')).toMatchObject({
      status: 'completed',
      description: "Minted by Circle's Forwarding Service",
    });
    expect(s.transfer).toMatchObject({ status: 'completed', mintTxHash: MINT });
    expect(s.after?.event).toBe('reset');
  });

  it('a forwarder that fails brings back the switch and the mint, finished by hand', () => {
    const failed = run([...toForwarding, { type: 'forward-failed', reason: REASON }]);
    expect(failed.phase).toBe('failed');
    expect(failed.status).toBe(
      `${REASON}. Your USDC is safe: mint it yourself on Arbitrum with "Complete Transfer Manually".`,
    );
    expect(failed.mintReady).toBe(true);
    expect(stepLine(failed)).toBe(
      'switch-source:completed approve:completed burn:completed attestation:completed switch-destination:pending mint:error',
    );
    expect(step(failed, 'mint')?.name).toBe('Mint USDC');
    expect(failed.transfer).toMatchObject({ status: 'failed', message: '0x1234' });

    const switching = run([{ type: 'switch-requested' }], failed);
    expect(switching.phase).toBe('switching');
    expect(step(switching, 'switch-destination')?.status).toBe('in-progress');
    const done = run(
      [
        { type: 'on-destination' },
        { type: 'mint-requested' },
        { type: 'minted', hash: MINT, alreadyMinted: false },
      ],
      switching,
    );
    expect(done.phase).toBe('completed');
    expect(done.transfer).toMatchObject({ status: 'completed', mintTxHash: MINT });
  });

  it("ignores the forwarder's answers when the transfer is not in Circle's hands", () => {
    const attesting = run(toForwarding.slice(0, -1));
    expect(run([{ type: 'forwarded', hash: MINT }], attesting)).toBe(attesting);
    expect(run([{ type: 'forward-failed', reason: REASON }], attesting)).toBe(attesting);
  });
});

describe('a recorded forwarded transfer picked up again', () => {
  it('attested: Circle may still be minting, so the run asks it again (no switch)', () => {
    const t: CctpTransfer = { ...burned, status: 'attested', message: '0x1234', attestation: ATTESTATION };
    const s = run([{ type: 'resume', transfer: t, walletChainId: BASE }]);
    expect(s.phase).toBe('forwarding');
    expect(s.banner).toBeNull();
    expect(stepLine(s)).toBe(
      'switch-source:completed approve:completed burn:completed attestation:completed mint:in-progress',
    );
  });

  it('burned: waits for the attestation, then for Circle', () => {
    const s = run([{ type: 'resume', transfer: burned, walletChainId: BASE }, attested]);
    expect(s.phase).toBe('forwarding');
  });

  it('failed with the attestation in hand: the user mints it, as any attested transfer', () => {
    const t: CctpTransfer = {
      ...burned,
      status: 'failed',
      message: '0x1234',
      attestation: ATTESTATION,
      error: REASON,
    };
    expect(run([{ type: 'resume', transfer: t, walletChainId: ARB }]).phase).toBe('ready');
    expect(run([{ type: 'resume', transfer: t, walletChainId: BASE }]).phase).toBe('switching');
  });
});

describe('a forwarded burn pasted under Complete Pending Transfer', () => {
  const pasted: CctpTransfer = {
    ...burned,
    status: 'attested',
    txHash: NONCE,
    message: '0x1234',
    attestation: ATTESTATION,
    eventNonce: NONCE,
  };

  it('waits for Circle to mint (no switch, no mint asked) and saves nothing', () => {
    const s = run([{ type: 'load-pasted', transfer: pasted, walletChainId: BASE }]);
    expect(s.phase).toBe('forwarding');
    expect(s.persist).toBe(false);
    expect(s.mintReady).toBe(false);
    expect(s.banner).toBeNull();
    expect(s.status).toBe('Attestation received. Circle is minting your USDC on Arbitrum...');
    expect(stepLine(s)).toBe(
      'switch-source:completed approve:completed burn:completed attestation:completed mint:in-progress',
    );
    const done = transferMachine(s, { type: 'forwarded', hash: MINT });
    expect(done.phase).toBe('completed');
    expect(done.transfer?.mintTxHash).toBe(MINT);
  });

  it('offers the manual mint only once the forwarder failed', () => {
    const s = run([
      { type: 'load-pasted', transfer: pasted, walletChainId: BASE },
      { type: 'forward-failed', reason: REASON },
    ]);
    expect(s.mintReady).toBe(true);
    expect(stepLine(s)).toContain('switch-destination:pending mint:error');
  });

  it('a fast or standard pasted message still goes to the destination for the user’s mint', () => {
    const s = run([
      { type: 'load-pasted', transfer: { ...pasted, transferMode: 'standard' }, walletChainId: BASE },
    ]);
    expect(s.phase).toBe('switching');
  });
});
