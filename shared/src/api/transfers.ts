// POST /api/transfers (record or update a transfer: with the wallet's proof the whole record, without it the burn as
// the chain shows it) and GET /api/transfers/:address (with the wallet's proof).
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { transfersListResponseSchema, upsertTransferResponseSchema } from '@fin/shared/schemas/transfers';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { apiGet, apiPost } from './client';

export function saveTransferRecord(transfer: CctpTransfer, headers?: ProofHeaders) {
  return apiPost('/api/transfers', transfer, upsertTransferResponseSchema, headers ? { headers } : {});
}

export function fetchTransferRecords(address: string, headers: ProofHeaders) {
  return apiGet(`/api/transfers/${address}`, transfersListResponseSchema, { headers });
}
