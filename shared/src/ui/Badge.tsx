import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  const toneClass = tone === 'neutral' ? '' : `fin-badge--${tone}`;
  return <span className={`fin-badge ${toneClass} ${className ?? ''}`.trim()} {...rest} />;
}
