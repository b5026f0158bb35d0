// Two EVM constants the domain uses, written here rather than imported from viem's root: a pure module that imports
// the root pulls the page's whole shared viem into a first screen that needs none of it (viem/utils, by contrast, is
// compiled into each app, only what is used).

/** The zero address: no one (a mint's sender, a burn's recipient). */
export const zeroAddress = '0x0000000000000000000000000000000000000000' as const;

/** The largest uint256: an unlimited approval, a whole-position withdraw. */
export const maxUint256 = 2n ** 256n - 1n;
