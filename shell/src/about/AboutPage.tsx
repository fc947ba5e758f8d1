import { useEffect } from 'react';
import { useHeaderStore } from '@companion/shared-state/host';
import { useLoadedRemotes, type LoadedRemote } from '../federation/loadedRemotes';
import { TABS } from '../tabs';
import { SHELL_BUILD } from './buildInfo';

function BuildFacts({
  build,
  origin,
}: {
  build: Pick<LoadedRemote, 'version' | 'commit' | 'contract'>;
  origin: string;
}) {
  return (
    <dl className="about__facts">
      <dt>Version</dt>
      <dd>{build.version}</dd>
      <dt>Commit</dt>
      <dd>{build.commit}</dd>
      <dt>Contract</dt>
      <dd>{build.contract}</dd>
      <dt>Origin</dt>
      <dd>{origin}</dd>
    </dl>
  );
}

/**
 * Diagnostics (docs/deploying.md): which build of the shell and of each loaded tab this page runs, so a
 * player or a tab team can say exactly what they saw. Reached from the account menu.
 */
export function AboutPage() {
  const loaded = useLoadedRemotes((s) => s.loaded);
  useEffect(() => {
    useHeaderStore.setState({ title: 'About', hasBack: false, hasFilter: false, hasLp: false });
  }, []);
  return (
    <div className="about">
      <section className="about__card" aria-labelledby="about-shell">
        <h2 id="about-shell">App</h2>
        <BuildFacts build={SHELL_BUILD} origin={window.location.origin} />
      </section>
      {TABS.map((tab) => {
        const remote = loaded[tab.remote];
        const id = `about-${tab.remote}`;
        return (
          <section key={tab.remote} className="about__card" aria-labelledby={id} data-testid={id}>
            <h2 id={id}>
              {tab.label} tab{remote?.canary ? ' (canary)' : ''}
            </h2>
            {remote ? <BuildFacts build={remote} origin={remote.origin} /> : <p>Not opened yet.</p>}
          </section>
        );
      })}
    </div>
  );
}
