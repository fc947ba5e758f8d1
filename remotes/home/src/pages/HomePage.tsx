import { useHeaderOptions } from '@companion/shared-state';

export function HomePage() {
  useHeaderOptions({ title: 'Home' });
  return (
    <section className="tab-page" aria-labelledby="home-heading">
      <h2 id="home-heading">Welcome back</h2>
    </section>
  );
}
