/** 0x1234…abcd display of an address or hash (kept here so app/ code does not wait on the domain module). */
export function shortenHex(hex: string, head = 6, tail = 4): string {
  if (hex.length <= head + tail + 3) return hex;
  return `${hex.slice(0, head)}...${hex.slice(-tail)}`;
}
