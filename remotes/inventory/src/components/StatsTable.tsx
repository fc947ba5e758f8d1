import { UPGRADE_STAT_LABELS, type NftStats, type UpgradeStat } from '@companion/shared-state';

const STATS = Object.keys(UPGRADE_STAT_LABELS) as UpgradeStat[];

/** The ten stats with the product's labels, and what each becomes after the next upgrade (from the quote). */
export function StatsTable({ stats, next }: { stats: NftStats; next: NftStats | null }) {
  return (
    <table className="inv-stats">
      <caption>Stats</caption>
      <thead>
        <tr>
          <th scope="col">Stat</th>
          <th scope="col">Now</th>
          {next && <th scope="col">After upgrade</th>}
        </tr>
      </thead>
      <tbody>
        {STATS.map((stat) => (
          <tr key={stat}>
            <th scope="row">{UPGRADE_STAT_LABELS[stat]}</th>
            <td className="kit-number">{stats[stat]}</td>
            {next && (
              <td className={next[stat] !== stats[stat] ? 'kit-number inv-stats__up' : 'kit-number'}>
                {next[stat]}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
