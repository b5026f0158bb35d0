// The seller's record of payments: one row per signed authorization, taken before verification so a replay is
// refused even when both copies arrive at once, and kept after settlement as the receipt.
import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { x402Payments } from '../../db/schema';

export type PaymentKey = { network: string; asset: string; payer: string; nonce: string };
export type PaymentRow = typeof x402Payments.$inferSelect;

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Claims the authorization; false when it was claimed before (a replay). */
  async reserve(
    key: PaymentKey,
    details: { payTo: string; amountUnits: number; resource: string; at: Date },
  ): Promise<number | undefined> {
    const rows = await this.db
      .insert(x402Payments)
      .values({
        network: key.network,
        asset: key.asset.toLowerCase(),
        payer: key.payer.toLowerCase(),
        nonce: key.nonce.toLowerCase(),
        payTo: details.payTo,
        amountUnits: details.amountUnits,
        resource: details.resource,
        status: 'verifying',
        createdAt: details.at,
      })
      .onConflictDoNothing()
      .returning({ id: x402Payments.id });
    return rows[0]?.id;
  }

  async settled(id: number, transaction: string): Promise<void> {
    await this.db
      .update(x402Payments)
      .set({ status: 'settled', transaction, settledAt: new Date() })
      .where(eq(x402Payments.id, id));
  }

  /** The settlement's outcome is unknown (timed out): the authorization stays claimed, never accepted again. */
  async pending(id: number): Promise<void> {
    await this.db.update(x402Payments).set({ status: 'pending' }).where(eq(x402Payments.id, id));
  }

  /** A refused payment frees its authorization: it never moved money, and a corrected retry may use it. */
  async release(id: number): Promise<void> {
    await this.db
      .delete(x402Payments)
      .where(and(eq(x402Payments.id, id), eq(x402Payments.status, 'verifying')));
  }

  /**
   * Settlements nobody knows the outcome of: 'pending' ones, and 'verifying' ones claimed before `staleBefore`
   * (the process handling them stopped), oldest first.
   */
  async unresolved(staleBefore: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(x402Payments)
      .where(
        or(
          eq(x402Payments.status, 'pending'),
          and(eq(x402Payments.status, 'verifying'), lt(x402Payments.createdAt, staleBefore)),
        ),
      )
      .orderBy(asc(x402Payments.id))
      .limit(limit);
  }

  /** The chain told: settled (the money arrived) or failed (the authorization expired unused). */
  async resolve(id: number, outcome: 'settled' | 'failed', at: Date): Promise<boolean> {
    const rows = await this.db
      .update(x402Payments)
      .set(outcome === 'settled' ? { status: 'settled', settledAt: at } : { status: 'failed' })
      .where(
        and(
          eq(x402Payments.id, id),
          or(eq(x402Payments.status, 'pending'), eq(x402Payments.status, 'verifying')),
        ),
      )
      .returning({ id: x402Payments.id });
    return rows.length > 0;
  }
}
