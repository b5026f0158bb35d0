/** A change of APY in percentage points, signed: '+1.40 pts', '-0.20 pts'. */
export const points = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} pts`;
