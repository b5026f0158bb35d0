// Each wallet's agent: an account of its own (HD-derived on the server) that buys Fin's paid reports over x402 v2
// within that wallet's daily budget, only for a reason (a protocol the wallet holds or the optimizer weighs, or the
// user asking). Before anything is signed the budget is taken in the database and the seller's terms pass the
// policy; a signed payment whose outcome is unknown is reconciled on chain and never signed again.
import {
  type AgentService,
  budgetExhausted,
  formatUsdcUnits,
  parseUsdcUnits,
  REPORT_PRICE_UNITS,
} from '@fin/shared/domain/agent/budget';
import { agentProtocolName } from '@fin/shared/domain/agent/choice';
import { AGENT_MESSAGES, type AgentLogEntry } from '@fin/shared/domain/agent/panel';
import { paymentRefusal, REPORT_FRESH_MS, reportsWorthBuying } from '@fin/shared/domain/agent/policy';
import { X402_ASSET, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { BASE_ID } from '@fin/shared/domain/chains/chains';
import { shortenAddress } from '@fin/shared/domain/money/format';
import type { AgentBudget, AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import type { Logger } from 'pino';
import type { Address, Hex, PublicClient } from 'viem';
import type { ChainClients } from '../../chains/chain-clients';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import type { WeighedRepository } from '../optimizer/weighed';
import type { PortfolioService } from '../portfolio/service';
import { paymentOutcome, signWithdrawal, type WithdrawalAuthorization } from './chain-outcome';
import type { AgentAccountRow, AgentLedger, PurchaseRow } from './ledger';
import { utcDay } from './ledger';
import { buyReport, type PurchaseResult, type SellerFetch } from './pay';
import { type AgentKeys, readBalances, resolveAgentKeys, type WalletBalance } from './wallet';

export type { PurchaseResult } from './pay';

export type PurchaseRequest =
  | { service: 'risk-score'; protocol: string; chain: string; requester: string; reason: string }
  | { service: 'analytics'; protocol?: string; requester: string; reason: string };

export type AgentWalletOptions = {
  config: Config;
  rpc: RpcDirectory;
  clients: ChainClients;
  ledger: AgentLedger;
  sellerFetch: SellerFetch;
  /** Origin the seller paths are resolved against (the in-process origin, or a remote seller). */
  sellerOrigin: string;
  /** Fin's treasury, the one payee the policy allows (undefined: paid reports are unavailable). */
  payTo: () => string | undefined;
  /** The wallet's positions, for the reports worth buying. */
  portfolio: Pick<PortfolioService, 'portfolio'>;
  /** What the optimizer weighed for the wallet (kept in the database: any instance may have run the analysis). */
  weighed: Pick<WeighedRepository, 'since'>;
  logger: Logger;
  now?: () => Date;
  /** A wallet's agent was just turned on: the server starts running its rounds. */
  onTurnedOn?: (wallet: string) => Promise<void>;
};

/**
 * A reservation whose payment is not signed within this long is given back: signing follows the reservation within
 * one round trip to the seller, so only a request that broke off (or a process that stopped) waits this long.
 */
export const RESERVATION_TIMEOUT_MS = 2 * 60_000;
/** Signed payments read on chain per settlement run; the rest wait for the next run. */
const SETTLE_BATCH = 50;

const purchaseName = (p: PurchaseRow) =>
  `${p.service === 'risk-score' ? 'risk score' : 'analytics report'}${p.protocol ? ` on ${agentProtocolName(p.protocol)}` : ''}`;

/** What the optimizer weighed for a wallet counts as a reason this long. */
const WEIGHING_MS = 30 * 60_000;

const notSetUp = () =>
  new ApiError(
    409,
    'AGENT_NOT_SET_UP',
    "This wallet's agent is not turned on: turn it on in the agent panel first",
  );

export class AgentWalletService {
  readonly #defaultBudget: number;
  readonly #capUnits: number;
  readonly #maxPaymentUnits: number;

  constructor(private readonly opts: AgentWalletOptions) {
    this.#defaultBudget = parseUsdcUnits(opts.config.x402.agentBudgetUsdc);
    this.#capUnits = parseUsdcUnits(opts.config.x402.agentBudgetCapUsdc);
    this.#maxPaymentUnits = parseUsdcUnits(opts.config.x402.agentMaxPaymentUsdc);
  }

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** Base, where the agent holds and pays, through the chains' breaker. */
  #base(): PublicClient {
    return this.opts.clients.publicClient(BASE_ID, {
      timeoutMs: this.opts.config.rpcTimeoutMs,
      retryCount: 1,
    });
  }

  #keys(): AgentKeys {
    return resolveAgentKeys(this.opts.config, this.opts.rpc);
  }

  /** 'live' when agents can sign here (a master secret and Base's RPC); else 'simulation' and they never pay. */
  mode(): AgentKeys['mode'] {
    return this.#keys().mode;
  }

  async budget(wallet: string, row?: AgentAccountRow): Promise<AgentBudget> {
    const account = row ?? (await this.opts.ledger.account(wallet));
    const budgetUnits = account?.budgetUnits ?? this.#defaultBudget;
    const day = utcDay(this.#now());
    const lines = await this.opts.ledger.lines(wallet, day, budgetUnits);
    const totalUnits = lines.reduce((s, l) => s + l.budgetUnits, 0);
    const spentUnits = lines.reduce((s, l) => s + l.spentUnits, 0);
    return {
      day,
      capUnits: this.#capUnits,
      totalUnits,
      spentUnits,
      remainingUnits: Math.max(0, totalUnits - spentUnits),
      exhausted: budgetExhausted(lines),
      lines,
    };
  }

  async setBudget(wallet: string, budgetUsdc: string): Promise<AgentBudget> {
    const units = parseUsdcUnits(budgetUsdc);
    if (units > this.#capUnits)
      throw new ApiError(
        400,
        'BUDGET_OVER_CAP',
        `A daily budget of ${budgetUsdc} USDC is over this server's cap of ${formatUsdcUnits(this.#capUnits)} USDC`,
      );
    const row = await this.opts.ledger.account(wallet);
    if (!row) throw notSetUp();
    await this.opts.ledger.setBudget(wallet, units, utcDay(this.#now()));
    await this.opts.ledger.log(wallet, 'info', `Daily budget set to ${formatUsdcUnits(units)} USDC`);
    return this.budget(wallet);
  }

  log(wallet: string): Promise<AgentLogEntry[]> {
    return this.opts.ledger.latestLog(wallet);
  }

  /** The wallet's agent as the panel shows it. `open` turns it on (creates its account); otherwise it only reads. */
  async initialize(wallet: string, { open }: { open: boolean }): Promise<AgentInitializeResponse> {
    const keys = this.#keys();
    let row = await this.opts.ledger.account(wallet);
    if (open && !row) {
      const opened = await this.opts.ledger.openAccount(
        wallet,
        keys.mode === 'live' ? keys.derive(wallet).address : '',
        this.#defaultBudget,
      );
      row = opened.row;
      if (opened.created)
        await this.opts.ledger.log(
          wallet,
          'info',
          keys.mode === 'live'
            ? `Agent account ${shortenAddress(row.agentAddress)} created for this wallet: fund it with USDC on Base to buy reports`
            : `Agent turned on for this wallet (${AGENT_MESSAGES.simulation.toLowerCase()})`,
        );
    }
    if (open && row && keys.mode === 'live' && row.agentAddress === '') {
      await this.opts.ledger.adoptAddress(wallet, keys.derive(wallet).address);
      row = await this.opts.ledger.account(wallet);
    }
    if (open && row) await this.reconcile(wallet);
    if (open && row?.agentAddress) await this.opts.onTurnedOn?.(wallet);
    const budget = await this.budget(wallet, row);
    const zero: WalletBalance = { eth: '0', usdc: '0' };
    const base = { success: true, network: X402_NETWORK, budget, enabled: row !== undefined };
    if (keys.mode === 'simulation')
      return {
        ...base,
        mode: 'simulation',
        address: null,
        balance: zero,
        simulatedBalance: true,
        messages: [AGENT_MESSAGES.simulation],
      };
    const address = row ? this.#agentAddress(keys, row) : null;
    if (!address)
      return { ...base, mode: 'live', address: null, balance: zero, simulatedBalance: false, messages: [] };
    let balance = zero;
    let simulatedBalance = false;
    try {
      balance = await readBalances(address, this.#base());
    } catch (err) {
      this.opts.logger.warn({ err }, 'agent balance read failed');
      simulatedBalance = true;
    }
    const messages = simulatedBalance
      ? [AGENT_MESSAGES.simulatedBalance]
      : Number(balance.usdc) === 0
        ? [AGENT_MESSAGES.unfunded]
        : [];
    return { ...base, mode: 'live', address, balance, simulatedBalance, messages };
  }

  /** The wallet's derived account; undefined when its row was made with another master secret. */
  #agentAddress(keys: AgentKeys & { mode: 'live' }, row: AgentAccountRow): Address | undefined {
    const account = keys.derive(row.wallet);
    return account.address.toLowerCase() === row.agentAddress.toLowerCase() ? account.address : undefined;
  }

  /** The wallet's signed payments whose outcome was unknown, read on chain now (before it buys again). */
  async reconcile(wallet: string): Promise<void> {
    await this.#settle(await this.opts.ledger.unsettled(wallet));
  }

  /**
   * Every wallet's money left in between, for the cluster's settlement job: reservations never signed within
   * RESERVATION_TIMEOUT_MS go back to their wallet's budget, and signed payments with no known outcome are read on
   * chain (settled → paid; expired unused → budget back). Each wallet's log says what happened to its own.
   */
  async settleOutstanding(): Promise<{ refunded: number; settled: number; expired: number; open: number }> {
    const now = this.#now().getTime();
    const lapsed = await this.opts.ledger.expireUnsigned(new Date(now - RESERVATION_TIMEOUT_MS));
    for (const p of lapsed)
      await this.opts.ledger.log(
        p.wallet,
        'info',
        `The ${purchaseName(p)} was never paid: its payment was not signed within ${RESERVATION_TIMEOUT_MS / 60_000} minutes, so its ${formatUsdcUnits(p.costUnits)} USDC went back to the budget`,
      );
    const outstanding = await this.opts.ledger.outstanding(
      new Date(now - RESERVATION_TIMEOUT_MS),
      SETTLE_BATCH,
    );
    const { settled, expired } = await this.#settle(outstanding);
    return { refunded: lapsed.length, settled, expired, open: outstanding.length - settled - expired };
  }

  /** Signed payments read on chain by their nonce: settled → paid; expired unused → the budget given back. */
  async #settle(purchases: PurchaseRow[]): Promise<{ settled: number; expired: number }> {
    const done = { settled: 0, expired: 0 };
    const keys = this.#keys();
    if (keys.mode !== 'live') return done;
    const ledger = this.opts.ledger;
    for (const p of purchases) {
      if (!p.nonce || p.validBefore === null) continue;
      let outcome: Awaited<ReturnType<typeof paymentOutcome>>;
      try {
        outcome = await paymentOutcome(
          this.#base(),
          { from: p.agentAddress as Address, nonce: p.nonce as Hex, validBefore: p.validBefore },
          Math.floor(this.#now().getTime() / 1000),
        );
      } catch {
        return done; // Base unreachable: the payments stay pending, checked again next time.
      }
      if (outcome === 'settled' && (await ledger.paid(p.id, p.transaction ?? '', null))) {
        done.settled++;
        await ledger.log(
          p.wallet,
          'warning',
          `The pending payment for the ${purchaseName(p)} settled on chain (${formatUsdcUnits(p.costUnits)} USDC spent); it was not paid twice`,
        );
      }
      if (outcome === 'expired' && (await ledger.refund(p.id, 'expired unsettled'))) {
        done.expired++;
        await ledger.log(
          p.wallet,
          'info',
          `The pending payment for the ${purchaseName(p)} never settled and has expired: ${formatUsdcUnits(p.costUnits)} USDC back in the budget`,
        );
      }
    }
    return done;
  }

  async #liveAccount(wallet: string): Promise<{ row: AgentAccountRow; keys: AgentKeys }> {
    const row = await this.opts.ledger.account(wallet);
    if (!row) throw notSetUp();
    return { row, keys: this.#keys() };
  }

  /** One report bought by the wallet's agent, for the reason given. */
  async purchase(wallet: string, request: PurchaseRequest): Promise<PurchaseResult> {
    const { service } = request;
    const costUnits = REPORT_PRICE_UNITS[service];
    const { row, keys } = await this.#liveAccount(wallet);
    const fail = (code: 'simulation' | 'unavailable', message: string): PurchaseResult => ({
      ok: false,
      service,
      code,
      message,
      costUnits,
      reason: request.reason,
    });
    if (keys.mode === 'simulation') return fail('simulation', AGENT_MESSAGES.simulation);
    const account = keys.derive(wallet);
    if (account.address.toLowerCase() !== row.agentAddress.toLowerCase())
      return fail(
        'unavailable',
        'This agent account was made with another master secret; it cannot sign here',
      );
    const payTo = this.opts.payTo();
    if (!payTo) return fail('unavailable', 'Paid reports are unavailable on this server');
    await this.reconcile(wallet);
    return buyReport({
      ledger: this.opts.ledger,
      logger: this.opts.logger,
      sellerFetch: this.opts.sellerFetch,
      sellerOrigin: this.opts.sellerOrigin,
      account,
      base: this.#base(),
      wallet,
      day: utcDay(this.#now()),
      at: this.#now(),
      budgetUnits: row.budgetUnits,
      policy: {
        network: X402_NETWORK,
        asset: X402_ASSET,
        payTo,
        maxPaymentUnits: this.#maxPaymentUnits,
        reservedUnits: costUnits,
      },
      refusal: paymentRefusal,
      request,
    });
  }

  /**
   * The agent's look at the wallet (the panel's 10 s tick): buys at most one report that is due — a protocol the
   * wallet holds or the optimizer is weighing whose last report is older than the 5-minute cache — and says why.
   */
  async auto(wallet: string): Promise<{ bought: boolean; message: string; purchase?: PurchaseResult }> {
    const { row, keys } = await this.#liveAccount(wallet);
    const now = this.#now().getTime();
    const budget = await this.budget(wallet, row);
    const left = (service: AgentService) =>
      (budget.lines.find((l) => l.service === service)?.purchasesLeft ?? 0) > 0;
    if (!left('risk-score') && !left('analytics'))
      return { bought: false, message: AGENT_MESSAGES.budgetExhausted };
    const portfolio = await this.opts.portfolio.portfolio(wallet as Address, { includeZero: false });
    const held = portfolio.entries
      .filter((e) => e.asset.protocol)
      .map((e) => ({ protocol: e.asset.protocol as string, chainName: e.chainName }));
    const weighing = await this.opts.weighed.since(wallet, new Date(now - WEIGHING_MS));
    const last = await this.opts.ledger.lastBought(wallet, new Date(now - REPORT_FRESH_MS));
    const due = reportsWorthBuying({
      held,
      weighing,
      lastBoughtAt: (p) => last.get(p),
      now,
    });
    const next = left('risk-score') ? due[0] : undefined;
    const wantsAnalysis = held.length > 0 && left('analytics') && !last.has('analytics');
    if ((next || wantsAnalysis) && !(await this.#canPay(keys, row, next ? 'risk-score' : 'analytics')))
      return { bought: false, message: AGENT_MESSAGES.waitingForUsdc };
    if (next) {
      const purchase = await this.purchase(wallet, {
        service: 'risk-score',
        protocol: next.protocol,
        chain: next.chain,
        requester: 'auto',
        reason: next.why,
      });
      return {
        bought: purchase.ok,
        message: purchase.ok ? `Bought because ${next.why}` : purchase.message,
        purchase,
      };
    }
    if (wantsAnalysis) {
      const reason = `a fresh analysis of the ${held.length} position${held.length === 1 ? '' : 's'} this wallet holds`;
      const purchase = await this.purchase(wallet, { service: 'analytics', requester: 'auto', reason });
      return {
        bought: purchase.ok,
        message: purchase.ok ? `Bought because ${reason}` : purchase.message,
        purchase,
      };
    }
    return {
      bought: false,
      message:
        held.length === 0 && due.length === 0
          ? 'Nothing to buy: this wallet holds no position the agent has reports on'
          : 'Nothing to buy: every report on what this wallet holds or weighs is less than 5 minutes old',
    };
  }

  /**
   * Whether the agent's account holds the price of the report: an agent turned on before it is funded waits for its
   * USDC instead of sending a payment the seller must refuse (a refusal also slows its next rounds). A balance that
   * cannot be read lets the purchase go ahead: the seller's answer then says what happened.
   */
  async #canPay(keys: AgentKeys, row: { agentAddress: string }, service: AgentService): Promise<boolean> {
    if (keys.mode !== 'live' || !row.agentAddress) return true;
    try {
      const { usdc } = await readBalances(row.agentAddress as Address, this.#base());
      return Math.round(Number(usdc) * 1_000_000) >= REPORT_PRICE_UNITS[service];
    } catch {
      return true;
    }
  }

  /** The agent's USDC authorized back to its owner, for the owner's wallet to submit. */
  async withdraw(wallet: string): Promise<WithdrawalAuthorization> {
    const { keys } = await this.#liveAccount(wallet);
    if (keys.mode !== 'live')
      throw new ApiError(
        409,
        'AGENT_SIMULATION',
        'The agent runs in simulation mode: it holds nothing to withdraw',
      );
    const account = keys.derive(wallet);
    let signed: WithdrawalAuthorization | null;
    try {
      signed = await signWithdrawal(
        account,
        wallet as Address,
        this.#base(),
        Math.floor(this.#now().getTime() / 1000),
      );
    } catch {
      throw new ApiError(
        503,
        'CHAIN_UNAVAILABLE',
        "Base could not be reached to read the agent's balance; try again",
      );
    }
    if (!signed) throw new ApiError(409, 'NOTHING_TO_WITHDRAW', 'The agent holds no USDC to withdraw');
    await this.opts.ledger.log(
      wallet,
      'info',
      `Withdrawal of ${formatUsdcUnits(Number(signed.authorization.value))} USDC to this wallet signed by the agent: submit it from your wallet`,
    );
    return signed;
  }
}
