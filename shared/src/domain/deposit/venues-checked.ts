// Where Fin looked for the contracts of the protocols whose rows it takes only when a published list ties the row
// to an address (venues-euler.ts, venues-erc4626.ts cite the versions read): a row none of them names stays
// 'Not with Fin', and its detail says where Fin looked. Rows of other protocols that Fin cannot take yet are
// named by their lists but wait on a token or a market shape Fin does not integrate; their detail says so.
export const SOURCES_CHECKED: Readonly<Record<string, string>> = {
  'euler-v2':
    "Euler's vault label list (euler-xyz/euler-labels) and the published vault lists that tie its addresses to vault symbols",
  'silo-v2':
    "Silo's deployment lists (silo-finance/silo-contracts-v2) and the published market tables that cite them",
};
