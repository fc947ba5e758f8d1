import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@companion/tab-kit';
import type { NextStep } from '../lib/nextSteps';

/** An empty state: what is missing, then a link to the next thing to do. */
export function EmptyWithAction({ children, next }: { children: ReactNode; next: NextStep }) {
  return (
    <div className="home-empty">
      <EmptyState>{children}</EmptyState>
      <Link className="kit-link" to={next.to}>
        {next.action}
      </Link>
    </div>
  );
}
