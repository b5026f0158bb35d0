// What the transfer form asks of the one CCTP transfer machine: start, resume, a pasted message, the mint and the
// switch. Each step goes through the shared driver (cctp/web3/transfer-run.ts), which tells the machine what
// happened; a step that fails has already said so through the machine, so its error ends here.

import { runAttestation, runBurn } from '@fin/shared/cctp/web3/burn-run';
import { runForwarding, runMint, runSwitch } from '@fin/shared/cctp/web3/mint-run';
import type { TransferRun } from '@fin/shared/cctp/web3/transfer-run';
import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { newTransferId } from '@fin/shared/domain/cctp/transfer-record';
import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import type { Address, Hex } from 'viem';

/** What the form starts a transfer with: the amount, the route and the speed it quoted. */
type StartInput = {
  amount: bigint;
  sourceChainId: number;
  destinationChainId: number;
  mode: TransferModeType;
  /** Burn at fast finality (fast, and forwarded where Fast is offered). */
  fast: boolean;
  quotedFee: bigint;
};

export type FlowContext = {
  deps: CctpDeps;
  run: TransferRun;
  address: Address | undefined;
  walletChainId: number | undefined;
  /** The attestation poll in flight, ended by a reset or a resume. */
  abort: { current: AbortController | null };
};

export type PastedTransfer = {
  message: Hex;
  attestation: Hex;
  sourceChainId: number;
  destinationChainId: number;
  amount: string;
  nonce: Hex;
  /** Forwarded when the message's hook data asks for Circle's Forwarding Service. */
  mode: TransferModeType;
};

const shown = () => undefined;

async function mint(ctx: FlowContext) {
  const s = ctx.run.state();
  // In flight, or done: the mint that follows the switch (0.5 s later) after 'Complete Transfer Manually' minted.
  if (s.phase === 'minting' || s.phase === 'reattesting' || s.phase === 'completed') return;
  await runMint(ctx.deps, ctx.run)
    .catch(shown)
    .finally(() => ctx.run.send({ type: 'settled' }));
}

async function switchToDestination(ctx: FlowContext) {
  await runSwitch(ctx.deps, ctx.run).catch(shown);
}

/** Forwarded: Circle's relayer mints; the wallet stays where it is. */
async function awaitForwarder(ctx: FlowContext, signal: AbortSignal) {
  await runForwarding({ ...ctx.deps, signal }, ctx.run);
}

async function attest(ctx: FlowContext) {
  const controller = new AbortController();
  ctx.abort.current = controller;
  await runAttestation({ ...ctx.deps, signal: controller.signal }, ctx.run);
  if (ctx.run.state().phase === 'forwarding') await awaitForwarder(ctx, controller.signal);
  else await switchToDestination(ctx);
}

async function start(ctx: FlowContext, input: StartInput) {
  const { address, run } = ctx;
  if (!address) return;
  // The wallet elsewhere: the machine shows the source banner and nothing starts.
  const forward = input.mode === 'forwarded';
  const started = run.send({
    type: 'start',
    sourceChainId: input.sourceChainId,
    walletChainId: ctx.walletChainId,
    forwarded: forward,
  });
  if (started.banner?.purpose === 'source') return;
  // No sign-in first: the burn proves the wallet on chain, so the record is kept by Fin without another prompt.
  try {
    await runBurn(ctx.deps, run, { ...input, forward });
    await attest(ctx);
  } catch {
    // The machine shows what failed.
  } finally {
    run.send({ type: 'settled' });
  }
}

/** A forwarded transfer picked up (resumed or pasted) while Circle has it: wait for the relayer again. */
async function forwardAgain(ctx: FlowContext) {
  ctx.abort.current?.abort();
  const controller = new AbortController();
  ctx.abort.current = controller;
  await awaitForwarder(ctx, controller.signal).catch(shown);
}

/** Picks up a recorded or recovered transfer where it stopped. */
async function resume(ctx: FlowContext, t: CctpTransfer) {
  ctx.abort.current?.abort();
  const s = ctx.run.send({ type: 'resume', transfer: t, walletChainId: ctx.walletChainId });
  if (s.phase === 'attesting') await attest(ctx).catch(shown);
  else if (s.phase === 'forwarding') await forwardAgain(ctx);
  else if (s.phase === 'ready') await mint(ctx);
  else await switchToDestination(ctx);
}

/** A pasted message and attestation as a transfer of this wallet (nothing of it is saved: there is no burn hash). */
function pastedTransfer(address: Address, input: PastedTransfer, now: number): CctpTransfer {
  return {
    id: newTransferId(now),
    amount: input.amount,
    asset: 'USDC',
    sourceChain: input.sourceChainId,
    destinationChain: input.destinationChainId,
    recipient: address,
    status: 'attested',
    timestamp: now,
    transferMode: input.mode,
    txHash: input.nonce,
    message: input.message,
    attestation: input.attestation,
    eventNonce: input.nonce,
    maxFee: '0',
    updatedAt: now,
  };
}

/**
 * 'Complete Pending Transfer' → 'Load Transfer Data': the message says where it mints; the wallet is moved there.
 */
async function loadManual(ctx: FlowContext, input: PastedTransfer) {
  if (!ctx.address) return;
  const transfer = pastedTransfer(ctx.address, input, Date.now());
  const s = ctx.run.send({ type: 'load-pasted', transfer, walletChainId: ctx.walletChainId });
  if (s.phase === 'forwarding') await forwardAgain(ctx);
  else if (s.phase === 'ready') await mint(ctx);
  else await switchToDestination(ctx);
}

/** 'Complete Transfer Manually': the mint again, switching first if the wallet is elsewhere. */
async function completeManually(ctx: FlowContext) {
  const t = ctx.run.state().transfer;
  if (!t) return;
  if (ctx.walletChainId !== t.destinationChain) await switchToDestination(ctx);
  else await mint(ctx);
}

/** The form's actions bound to one context (without wallet code loaded they do nothing). */
export function transferActions(ctx: FlowContext | null) {
  const bound =
    <A extends unknown[]>(fn: (c: FlowContext, ...args: A) => Promise<void>) =>
    async (...args: A) => {
      if (ctx) await fn(ctx, ...args);
    };
  return {
    start: bound(start),
    resume: bound(resume),
    loadManual: bound(loadManual),
    completeManually: bound(completeManually),
    switchToDestination: bound(switchToDestination),
    mint: bound(mint),
  };
}
