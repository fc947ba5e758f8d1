import { useHeaderOptions, useHeaderStore } from '@companion/shared-state';

export function InventoryPage() {
  useHeaderOptions({ title: 'Inventory', hasFilter: true });
  const filterClickCount = useHeaderStore((s) => s.filterClickCount);
  return (
    <section className="tab-page" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading">Your NFTs</h2>
      <p data-testid="filter-clicks">Filter clicks: {filterClickCount}</p>
    </section>
  );
}
