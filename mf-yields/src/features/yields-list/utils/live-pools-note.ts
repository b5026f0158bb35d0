// What the yields header may say about the pools Fin deposits into: read live from the chains only when the
// on-chain source answered in this build of the list. With no chain reachable it says what the rows are instead.
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';

type SourceStatus = AllStablecoinsResponse['sources'][number];

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });

/** The sentence after "Rows from a DefiLlama capture of …;" for the on-chain source's status. */
export function livePoolsNote(sources: readonly SourceStatus[]): string {
  const onchain = sources.find((s) => s.name === 'onchain');
  if (onchain?.ok && onchain.count > 0) return 'pools Fin deposits into are read live from the chain';
  if (onchain && onchain.count > 0 && onchain.lastSuccess) {
    return `no chain answered just now: pools Fin deposits into show their last reading, from ${time(onchain.lastSuccess)}`;
  }
  return 'no chain could be read just now, so no rate here is live';
}
