import type { CSSProperties } from 'react';

/** A placeholder block shown while data loads; hidden from screen readers, which hear the loading text instead. */
export function Skeleton({
  width = '100%',
  height = 16,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  style?: CSSProperties;
}) {
  return <div className="fin-skeleton" aria-hidden="true" style={{ width, height, ...style }} />;
}
