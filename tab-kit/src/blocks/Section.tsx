import { useId, type ReactNode } from 'react';

/** A group of cards under a heading (e.g. "Your positions"). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="kit-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
