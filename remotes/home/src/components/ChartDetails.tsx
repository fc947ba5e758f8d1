import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from '@companion/tab-kit';
import './charts.css';

/**
 * A card's chart, folded away under `label` ("XP over time"): the chart's code and data load when the player
 * opens it, never with the home page.
 */
export function ChartDetails({
  label,
  chart: Chart,
}: {
  label: string;
  chart: LazyExoticComponent<ComponentType>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="home-chart" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      {open && (
        <Suspense fallback={<Skeleton label={`Loading ${label.toLowerCase()}`} lines={3} />}>
          <Chart />
        </Suspense>
      )}
    </details>
  );
}
