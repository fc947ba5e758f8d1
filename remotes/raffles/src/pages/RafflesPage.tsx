import { useHeaderOptions } from '@companion/shared-state';

export function RafflesPage() {
  useHeaderOptions({ title: 'Raffles' });
  return (
    <section className="tab-page" aria-labelledby="raffles-heading">
      <h2 id="raffles-heading">Raffles</h2>
    </section>
  );
}
