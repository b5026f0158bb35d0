import type { ComponentPropsWithRef, ReactNode } from 'react';

export function Card({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={`fin-card ${className ?? ''}`.trim()} {...rest} />;
}

/** A card header: the section's heading on the left, its controls on the right. */
export function CardHeader({
  title,
  id,
  actions,
  level = 2,
}: {
  title: ReactNode;
  id?: string;
  actions?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="fin-card__header">
      <Heading className="fin-card__title" id={id}>
        {title}
      </Heading>
      {actions ? <div className="fin-field">{actions}</div> : null}
    </div>
  );
}
