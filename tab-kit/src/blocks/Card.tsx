import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  /** Its heading's level: 3 under a section's h2 (the default), 2 for a card that starts the page's outline. */
  level?: 2 | 3;
  /**
   * The card's name for assistive technology when its title alone is not unique on the page (two raffles
   * of one name): the title and what tells it apart. Default: the title.
   */
  label?: string;
  className?: string;
  /** Marks the card as the current one of a set (e.g. the wallet selected in the header). */
  current?: boolean;
  children: ReactNode;
}

/** A titled block of a tab page, labelled by its title for assistive technology. */
export function Card({ title, level = 3, label, className, current, children }: CardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = ['kit-card', current && 'kit-card--current', className].filter(Boolean).join(' ');
  return (
    <section
      className={classes}
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
    >
      <Heading id={headingId} className="kit-card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
