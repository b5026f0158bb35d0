// The seam with the server's agent (issue 41, /work/wt/SEAM-41.md): what a wallet granted, and moves sent
// through that grant from the wallet's agent account. Each call list runs as one redeemDelegations transaction
// (all or nothing), estimated first: a list the chain would refuse is never sent.

import { getChain } from '@fin/shared/domain/chains/chains';
import { caveatsForCall } from '@fin/shared/domain/grant/caveats';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import { type Address, getAddress, type Hex } from 'viem';
import type { GrantChains, TxOutcome } from './chain';
import { type GrantCall, redeemCalldata } from './kit';
import type { GrantsRepository } from './repository';
import type { GrantsService } from './service';
import { rowInput } from './terms';

export type { GrantCall };

export type GrantRecord = {
  wallet: Address;
  /** Pools and CCTP's TokenMessengerV2 the agent may use, per network. */
  venues: { chainId: number; address: Address; kind: string; name: string }[];
  /** Per-day USDC cap (6 decimals) of the newest grant in force; each network's grant has its own. */
  dailyCapUnits: bigint;
  /** USDC that left the account through that grant today, read from its enforcer on chain. */
  spentTodayUnits: bigint;
  expiresAt: Date;
  /** Calls left on that grant (the limited-calls caveat counts calls; a move is two or three). */
  movesLeft: number | null;
  revoked: boolean;
  /** Every grant in force, one per network, with the same fields. */
  grants: {
    id: number;
    chainId: number;
    dailyCapUnits: bigint;
    spentTodayUnits: bigint;
    expiresAt: Date;
    callsLeft: number;
    delegationHash: Hex;
  }[];
};

export type RedeemResult =
  | { ok: true; transactions: Hex[]; gasUsed: bigint }
  | { ok: false; sent: false; reason: string }
  /** Sent: `reverted` when its receipt says so; otherwise its fate is not known yet (ask `transactionOutcome`). */
  | { ok: false; sent: true; reverted: boolean; reason: string; transactions: Hex[] };

/** Told the transaction's hash (and nonce) once it is signed, before it is broadcast; a throw stops the send. */
export type OnSigned = (t: { hash: Hex; nonce: number }) => Promise<void>;

/** Whether the wallet's grant on a network lets the agent act now, and if not why (in words). */
export type GrantInForce = { ok: true } | { ok: false; reason: string };

export interface GrantPort {
  grant(wallet: Address): Promise<GrantRecord | null>;
  grantInForce(wallet: Address, chainId: number): Promise<GrantInForce>;
  redeemThroughGrant(
    wallet: Address,
    chainId: number,
    calls: GrantCall[],
    signed?: OnSigned,
  ): Promise<RedeemResult>;
  /**
   * A call from the agent's own account, not through the grant (the mint of a move's burn: receiveMessage asks no
   * permission and pays the owner's own address). Estimated first, like every send.
   */
  sendFromAgent(wallet: Address, chainId: number, call: GrantCall, signed?: OnSigned): Promise<RedeemResult>;
  /** What the chain says of a transaction the agent sent. */
  transactionOutcome(chainId: number, hash: Hex): Promise<TxOutcome>;
  /** The agent account's transaction count on a network: mined, and with the node's pool. */
  agentNonces(wallet: Address, chainId: number): Promise<{ mined: number; pending: number }>;
  agentAccount(wallet: Address): Promise<Address>;
  /** The agent account, what it holds for gas on a network and the gas price there (wei). */
  agentGas(
    wallet: Address,
    chainId: number,
  ): Promise<{ account: Address; balanceWei: bigint; gasPriceWei: bigint }>;
}

export class DelegatedGrants implements GrantPort {
  constructor(
    private readonly service: GrantsService,
    private readonly repository: GrantsRepository,
    private readonly chains: GrantChains,
  ) {}

  async agentAccount(wallet: Address): Promise<Address> {
    return this.service.agentFor(wallet).address;
  }

  async grant(wallet: Address): Promise<GrantRecord | null> {
    const rows = await this.repository.list(getAddress(wallet));
    const views = await Promise.all(rows.map((r) => this.service.view(r)));
    const active = views.filter((v) => v.status === 'active');
    const newest = active[0];
    if (!newest) return null;
    const grants = active.map((v) => ({
      id: v.id,
      chainId: v.chainId,
      dailyCapUnits: BigInt(v.dailyCapUnits),
      spentTodayUnits: BigInt(v.spentTodayUnits),
      expiresAt: new Date(v.expiresAt * 1000),
      callsLeft: v.callsLeft,
      delegationHash: v.delegationHash as Hex,
    }));
    return {
      wallet: getAddress(wallet),
      venues: active.flatMap((v) =>
        v.venues.map((x) => ({
          chainId: v.chainId,
          address: getAddress(x.address),
          kind: x.kind,
          name: x.name,
        })),
      ),
      dailyCapUnits: BigInt(newest.dailyCapUnits),
      spentTodayUnits: BigInt(newest.spentTodayUnits),
      expiresAt: new Date(newest.expiresAt * 1000),
      movesLeft: newest.callsLeft,
      revoked: false,
      grants,
    };
  }

  async grantInForce(wallet: Address, chainId: number): Promise<GrantInForce> {
    const rows = (await this.repository.list(getAddress(wallet))).filter((r) => r.chainId === chainId);
    const views = await Promise.all(rows.map((r) => this.service.view(r)));
    if (views.some((v) => v.status === 'active')) return { ok: true };
    const network = getChain(chainId)?.name ?? `chain ${chainId}`;
    const newest = views[0];
    return {
      ok: false,
      reason: newest
        ? `your grant on ${network} is ${newest.status}`
        : `there is no grant to your agent on ${network}`,
    };
  }

  async transactionOutcome(chainId: number, hash: Hex): Promise<TxOutcome> {
    return this.chains.outcome(chainId, hash);
  }

  async agentGas(wallet: Address, chainId: number) {
    const account = this.service.agentFor(wallet).address;
    return { account, ...(await this.chains.gas(chainId, account)) };
  }

  async agentNonces(wallet: Address, chainId: number): Promise<{ mined: number; pending: number }> {
    return this.chains.nonces(chainId, this.service.agentFor(wallet).address);
  }

  async redeemThroughGrant(
    wallet: Address,
    chainId: number,
    calls: GrantCall[],
    signed?: OnSigned,
  ): Promise<RedeemResult> {
    if (calls.length === 0) return { ok: false, sent: false, reason: 'Nothing to send' };
    const rows = await this.repository.unrevoked(getAddress(wallet), chainId);
    const views = await Promise.all(rows.map((r) => this.service.view(r)));
    const row = rows.find((_, i) => views[i]?.status === 'active');
    const network = getChain(chainId)?.name ?? `chain ${chainId}`;
    if (!row) return { ok: false, sent: false, reason: `No grant in force on ${network}` };
    const input = rowInput(row);
    const data = redeemCalldata(
      row.delegation,
      calls.map((call) => ({
        call,
        caveats: caveatsForCall(row.delegation.caveats as never, input, call.to, call.data),
      })),
    );
    return this.sendFromAgent(wallet, chainId, { to: DELEGATION_FRAMEWORK.DelegationManager, data }, signed);
  }

  async sendFromAgent(
    wallet: Address,
    chainId: number,
    call: GrantCall,
    signed?: OnSigned,
  ): Promise<RedeemResult> {
    const sent = await this.chains.simulateAndSend(chainId, this.service.agentFor(wallet), call, signed);
    if (sent.ok) return { ok: true, transactions: [sent.hash], gasUsed: sent.gasUsed };
    if (!sent.sent) return { ok: false, sent: false, reason: sent.reason };
    return { ok: false, sent: true, reverted: sent.reverted, reason: sent.reason, transactions: [sent.hash] };
  }
}
