/** The status line's colour follows what it says: failures red, completion green, everything else neutral. */
export function statusTone(text: string): 'error' | 'success' | 'info' {
  if (
    /fail|error|cancel|invalid|not ready|missing|exceeds|please switch|expired|refused|reverted|did not mint|has not minted/i.test(
      text,
    )
  )
    return 'error';
  if (/complete|minted|received|success/i.test(text)) return 'success';
  return 'info';
}
