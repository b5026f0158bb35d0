/**
 * The wallet connectors the page offers. Any browser wallet arrives through EIP-6963 discovery (wagmi's
 * multiInjectedProviderDiscovery) plus plain `injected`.
 */
import type { CreateConnectorFn } from 'wagmi';
import { injected } from 'wagmi/connectors';
import type { RuntimeConfig } from '../config/runtime-config';

export function finConnectors(_runtime: RuntimeConfig): CreateConnectorFn[] {
  return [injected({ shimDisconnect: true })];
}
