import { useLoadedRemotes } from './loadedRemotes';

/**
 * A tab keeps the build it loaded until the page reloads (docs/deploying.md): when the runtime config names
 * another one for this player, say so and offer the reload.
 */
export function UpdateNotice({ name, label }: { name: string; label: string }) {
  const outdated = useLoadedRemotes((s) => s.outdated[name] === true);
  if (!outdated) return null;
  return (
    <div className="update-notice" role="status">
      <p>A new version of the {label} tab is available.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
