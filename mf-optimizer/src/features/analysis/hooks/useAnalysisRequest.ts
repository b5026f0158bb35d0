// What the user asks the optimizer: risk tolerance, horizon and cash reserve, as chosen in the controls.

import type { OptimizeRequestInput } from '@fin/shared/schemas/optimizer';
import { DEFAULT_HORIZON_DAYS, type RiskPreference } from '@fin/shared/schemas/optimizer';
import { useState } from 'react';
import type { Address } from 'viem';
import { NO_RESERVE_INPUT, type ReserveInput, reserveOf } from '../components/CashReserveControl';

export function useAnalysisRequest(address: Address) {
  const [risk, setRisk] = useState<RiskPreference>('medium');
  const [horizonDays, setHorizonDays] = useState(DEFAULT_HORIZON_DAYS);
  const [reserve, setReserve] = useState<ReserveInput>(NO_RESERVE_INPUT);
  /** The request as chosen; `chosenRisk` is a risk set in the same moment (state has not caught up yet). */
  const request = (chosenRisk: RiskPreference = risk): OptimizeRequestInput => ({
    walletAddress: address,
    riskTolerance: chosenRisk,
    horizonDays,
    settings: { cashReserve: reserveOf(reserve) },
  });
  return { risk, setRisk, horizonDays, setHorizonDays, reserve, setReserve, request };
}
