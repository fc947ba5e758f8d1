import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  className?: string;
  /** Marks the card as the current one of a set (e.g. the wallet selected in the header). */
  current?: boolean;
  children: ReactNode;
}

/** A titled block of a tab page, labelled by its title for assistive technology. */
export function Card({ title, className, current, children }: CardProps) {
  const headingId = useId();
  const classes = ['kit-card', current && 'kit-card--current', className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={headingId} aria-current={current ? 'true' : undefined}>
      <h3 id={headingId} className="kit-card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
