/** What an amount shows when the user hides balances (privacy mode of the store). */
const MASKED_AMOUNT = '••••••';

export function maskable(hidden: boolean, text: string): string {
  return hidden ? MASKED_AMOUNT : text;
}
