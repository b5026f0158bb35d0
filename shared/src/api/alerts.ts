// A wallet's alerts, rules and channels (/api/alerts/:address…). Every call needs the wallet's proof: pass the
// headers from withWalletProof / useWalletSession.
import {
  type AlertChannelsInput,
  type AlertRuleInput,
  alertChannelsResponseSchema,
  alertRuleResponseSchema,
  alertRulesResponseSchema,
  alertsResponseSchema,
  deletedResponseSchema,
  markReadResponseSchema,
} from '@fin/shared/schemas/alerts';
import { apiGet, apiPost, apiSend } from './client';
import { queryKeys } from './keys';

type Proof = { headers: Record<string, string>; signal?: AbortSignal };

export const alertsKeys = queryKeys('alerts', {
  list: (address: string) => [address.toLowerCase()],
  rules: (address: string) => [address.toLowerCase()],
  channels: (address: string) => [address.toLowerCase()],
});

const base = (address: string) => `/api/alerts/${address}`;

export const fetchAlerts = (address: string, o: Proof) => apiGet(base(address), alertsResponseSchema, o);

export const markAlertsRead = (address: string, ids: string[] | undefined, o: Proof) =>
  apiPost(`${base(address)}/read`, ids ? { ids } : {}, markReadResponseSchema, o);

export const fetchAlertRules = (address: string, o: Proof) =>
  apiGet(`${base(address)}/rules`, alertRulesResponseSchema, o);

export const createAlertRule = (address: string, rule: AlertRuleInput, o: Proof) =>
  apiPost(`${base(address)}/rules`, rule, alertRuleResponseSchema, o);

/** New thresholds for a rule (its kind stays); the rule starts over, as if just added. */
export const updateAlertRule = (address: string, id: string, rule: AlertRuleInput, o: Proof) =>
  apiSend('PUT', `${base(address)}/rules/${id}`, rule, alertRuleResponseSchema, o);

export const deleteAlertRule = (address: string, id: string, o: Proof) =>
  apiSend('DELETE', `${base(address)}/rules/${id}`, undefined, deletedResponseSchema, o);

export const fetchAlertChannels = (address: string, o: Proof) =>
  apiGet(`${base(address)}/channels`, alertChannelsResponseSchema, o);

export const saveAlertChannels = (address: string, channels: AlertChannelsInput, o: Proof) =>
  apiSend('PUT', `${base(address)}/channels`, channels, alertChannelsResponseSchema, o);
