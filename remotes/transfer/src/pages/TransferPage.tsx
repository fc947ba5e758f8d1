import { useHeaderOptions } from '@companion/shared-state';

export function TransferPage() {
  useHeaderOptions({ title: 'Transfer' });
  return (
    <section className="tab-page" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Transfer</h2>
    </section>
  );
}
