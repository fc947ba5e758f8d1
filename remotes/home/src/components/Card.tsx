import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  className?: string;
  /** Marks the card as the current one of a set (e.g. the wallet selected in the header). */
  current?: boolean;
  children: ReactNode;
}

/** A titled block of the home page. */
export function Card({ title, className, current, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={className ? `home-card ${className}` : 'home-card'}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
    >
      <h3 id={headingId} className="home-card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
