// The seller's record of payments: one row per signed authorization, taken before verification so a replay is
// refused even when both copies arrive at once, and kept after settlement as the receipt.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { x402Payments } from '../../db/schema';

export type PaymentKey = { network: string; asset: string; payer: string; nonce: string };

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Claims the authorization; false when it was claimed before (a replay). */
  async reserve(
    key: PaymentKey,
    details: { payTo: string; amountUnits: number; resource: string },
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
}
