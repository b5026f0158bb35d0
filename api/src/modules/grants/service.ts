// Each wallet's grants to its agent: preparing the delegation the user signs, storing it once it checks out, and
// reading each grant's state from the chain. The agent's side (redeeming) is in redeem.ts.
import { DELEGATION_FRAMEWORK, grantSupportOn } from '@fin/shared/domain/grant/framework';
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import type {
  GrantListResponse,
  GrantPrepareResponse,
  GrantView,
  SignedDelegation,
} from '@fin/shared/schemas/grant';
import { getAddress, verifyTypedData } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { ApiError } from '../../http/errors';
import type { GrantChains } from './chain';
import { delegationHash, delegationTypedData, ROOT_AUTHORITY } from './kit';
import type { GrantRow, GrantsRepository } from './repository';
import { assertMatches, capTerms, caveatInput, grantCaveats, randomSalt, refused } from './terms';

export type AgentKeySource = (wallet: string) => HDAccount | { unavailable: string };

export type GrantsDeps = {
  repository: GrantsRepository;
  chains: GrantChains;
  agentKey: AgentKeySource;
  devnet: boolean;
};

export class GrantsService {
  constructor(readonly deps: GrantsDeps) {}

  /** The wallet's agent account: the delegate of every grant and the account that redeems them. */
  agentFor(wallet: string): HDAccount {
    const key = this.deps.agentKey(wallet);
    if ('unavailable' in key)
      throw new ApiError(503, 'AGENT_UNAVAILABLE', `The agent cannot act: ${key.unavailable}`);
    return key;
  }

  private supported(chainId: number): void {
    const support = grantSupportOn(chainId, { devnet: this.deps.devnet });
    if (!support.ok) throw refused(`${support.reason}: a grant cannot be made there.`, 'GRANT_UNSUPPORTED');
  }

  async prepare(walletAddress: string, request: GrantRequest): Promise<GrantPrepareResponse> {
    const wallet = getAddress(walletAddress);
    this.supported(request.chainId);
    const chainTime = await this.deps.chains.chainTime(request.chainId);
    const input = caveatInput(wallet, request, chainTime, chainTime);
    const delegation: SignedDelegation = {
      delegate: this.agentFor(wallet).address,
      delegator: wallet,
      authority: ROOT_AUTHORITY,
      caveats: grantCaveats(input),
      salt: randomSalt(),
      signature: '0x',
    };
    return {
      startDate: chainTime,
      delegation,
      smartAccount: await this.deps.chains.isSmartAccount(request.chainId, wallet),
      implementation: DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl,
      delegationManager: DELEGATION_FRAMEWORK.DelegationManager,
    };
  }

  async confirm(
    walletAddress: string,
    body: { request: GrantRequest; startDate: number; delegation: SignedDelegation },
  ): Promise<GrantView> {
    const wallet = getAddress(walletAddress);
    const { request, startDate, delegation } = body;
    this.supported(request.chainId);
    const chainTime = await this.deps.chains.chainTime(request.chainId);
    if (startDate > chainTime) throw refused('The grant starts in the future: prepare it again.');
    const input = caveatInput(wallet, request, startDate, chainTime);
    const agent = this.agentFor(wallet).address;
    assertMatches(delegation, { agent, wallet, caveats: grantCaveats(input) });
    const signed = await verifyTypedData({
      address: wallet,
      ...delegationTypedData(delegation, request.chainId),
      signature: delegation.signature as `0x${string}`,
    }).catch(() => false);
    if (!signed) throw refused('The signature is not this wallet’s signature of the grant.');
    if (!(await this.deps.chains.isSmartAccount(request.chainId, wallet)))
      throw refused(
        'Your account is not a smart account on that network yet: upgrade it first.',
        'NOT_SMART_ACCOUNT',
      );
    const row = await this.deps.repository.add({
      wallet,
      chainId: request.chainId,
      agent,
      venues: input.venues,
      dailyCapUnits: input.dailyCapUnits,
      startDate,
      expiresAt: request.expiresAt,
      maxCalls: request.maxCalls,
      delegationHash: delegationHash(delegation),
      delegation,
    });
    return this.view(row);
  }

  async list(walletAddress: string): Promise<GrantListResponse> {
    const wallet = getAddress(walletAddress);
    const rows = await this.deps.repository.list(wallet);
    return { agent: this.agentFor(wallet).address, grants: await Promise.all(rows.map((r) => this.view(r))) };
  }

  /** A stored grant with what the chain says of it now; a revocation seen on chain is recorded. */
  async view(row: GrantRow): Promise<GrantView> {
    const s = await this.deps.chains.state(
      row.chainId,
      row.delegationHash as `0x${string}`,
      capTerms(row.delegation),
    );
    if (s.disabled && !row.revokedAt) await this.deps.repository.markRevoked(row.wallet, row.id);
    const revoked = s.disabled || row.revokedAt !== null;
    const callsLeft = Math.max(0, row.maxCalls - s.callsUsed);
    const status = revoked
      ? 'revoked'
      : s.chainTime >= row.expiresAt
        ? 'expired'
        : callsLeft === 0
          ? 'used up'
          : 'active';
    const spent = row.dailyCapUnits > s.availableUnits ? row.dailyCapUnits - s.availableUnits : 0n;
    return {
      id: row.id,
      chainId: row.chainId,
      agent: row.agent,
      venues: row.venues,
      dailyCapUnits: row.dailyCapUnits.toString(),
      spentTodayUnits: spent.toString(),
      expiresAt: row.expiresAt,
      maxCalls: row.maxCalls,
      callsLeft,
      delegationHash: row.delegationHash,
      status,
      createdAt: row.createdAt.toISOString(),
      revokedAt: (row.revokedAt ?? (s.disabled ? new Date() : null))?.toISOString() ?? null,
      delegation: row.delegation,
    };
  }
}
