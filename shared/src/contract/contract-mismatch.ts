/**
 * Reads the Module Federation runtime's refusal to hand a section a page singleton it was not built for, and says
 * it in words: which section, which contract version it needs and which one this page provides.
 */

export type ContractMismatch = {
  /** The MF name of the section's app, e.g. mf_yields. */
  remote: string;
  /** The contract module refused, e.g. @fin/shared/store/fin-store. */
  module: string;
  /** The version this page provides. */
  provided: string;
  /** The range the section requires. */
  required: string;
};

// The runtime's message: "Version 1.0.0 from shell of shared singleton module @fin/shared/store/fin-store does
// not satisfy the requirement of mf_yields which needs ^2.0.0)".
const MF_SINGLETON_REFUSAL =
  /Version (\S+) from (?:\S+ )?of shared singleton module (@fin\/shared\/\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

export function readContractMismatch(error: unknown): ContractMismatch | undefined {
  const text = error instanceof Error ? `${error.message}\n${String(error.cause ?? '')}` : String(error);
  const match = MF_SINGLETON_REFUSAL.exec(text);
  if (!match) return undefined;
  const [, provided = '', module = '', remote = '', required = ''] = match;
  return { provided, module, remote, required };
}

export function describeContractMismatch(m: ContractMismatch): string {
  return `This section was built for page contract ${m.required}, but this page provides contract ${m.provided}.`;
}
