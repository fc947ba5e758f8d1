// `pnpm canary:watch <tab> [--config <config.json>] [--figures <tab-reports.json>]`: decides a tab's canary by
// the errors players' pages reported per version (docs/deploying.md, "Errors per version, and rollback on
// them"): promotes it (it becomes live) or rolls it back (it goes) in the runtime config, or waits and says why,
// by the rule of scripts/lib/canary-rule.cjs. It prints what it decided with the figures. Locally the config is
// the running stack's (<DATA_DIR>/config.json, read at every request) and the figures are those its CDN server
// keeps (<DATA_DIR>/tab-reports.json).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TAB_NAMES } = require('../config/tabs.cjs');
const { ROOT, configFileIn, tabReportsFileIn } = require('./lib/stack.cjs');
const { readFigures } = require('./lib/tab-report-figures.cjs');
const { CANARY_RULE, canaryDecision, rateText } = require('./lib/canary-rule.cjs');

const USAGE = 'Usage: pnpm canary:watch <tab> [--config <config.json>] [--figures <tab-reports.json>]';

function parseArgs(argv) {
  const [tab, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i]?.replace(/^--/, '');
    if (!['config', 'figures'].includes(key ?? '') || rest[i + 1] === undefined) {
      throw new Error(`Unknown or incomplete option "${rest[i]}"\n${USAGE}`);
    }
    options[key] = rest[i + 1];
  }
  if (!tab || !TAB_NAMES.includes(tab)) {
    throw new Error(`Name a tab (config/tabs.json lists ${TAB_NAMES.join(', ')})\n${USAGE}`);
  }
  return { tab, ...options };
}

/** A file as the operator named it: from the current folder when it is inside it. */
function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

/** Writes the config whole or not at all: the server reading it at each request never sees half of it. */
function writeConfig(file, config) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { tab } = args;
  const dataDir = process.env.DATA_DIR ?? path.join(ROOT, '.local');
  const configFile = path.resolve(args.config ?? configFileIn(dataDir));
  const figuresFile = path.resolve(args.figures ?? tabReportsFileIn(dataDir));
  let config;
  try {
    config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read the runtime config at ${configFile}: ${error.message}`);
  }
  const remote = config.remotes?.[tab];
  if (
    typeof remote !== 'object' ||
    remote === null ||
    !remote.canary ||
    remote.canary.version === remote.live
  ) {
    console.log(`${tab} has no canary in ${shown(configFile)}: nothing to decide.`);
    return;
  }
  const byVersion = readFigures(figuresFile)[tab] ?? {};
  const figuresOf = (version) => byVersion[version] ?? { loads: 0, errors: 0, outcomes: {} };
  const canary = figuresOf(remote.canary.version);
  const live = figuresOf(remote.live);
  const outcomes = (figures) =>
    Object.entries(figures.outcomes)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ') || 'no reports';
  console.log(`${tab}, from ${shown(figuresFile)}:`);
  console.log(
    `  canary ${remote.canary.version} (${remote.canary.percent} % of players): errors ${rateText(canary)}; ${outcomes(canary)}`,
  );
  console.log(`  live ${remote.live}: errors ${rateText(live)}; ${outcomes(live)}`);
  console.log(
    `  rule: at least ${CANARY_RULE.minimumLoads} canary loads; roll back above live + ${CANARY_RULE.marginPoints}` +
      ` points; promote within that and under ${CANARY_RULE.promoteUnderPercent} %`,
  );
  const decision = canaryDecision({ canary, live });
  const withoutCanary = { ...remote };
  delete withoutCanary.canary;
  if (decision.action === 'wait') {
    console.log(`Waiting: ${decision.reason}. Nothing changed.`);
    return;
  }
  if (decision.action === 'rollback') {
    config.remotes[tab] = withoutCanary;
    writeConfig(configFile, config);
    console.log(
      `Rolled back ${tab} ${remote.canary.version}: ${decision.reason}. Every player gets ${remote.live} at` +
        ` their next load (${shown(configFile)}).`,
    );
    return;
  }
  config.remotes[tab] = { ...withoutCanary, live: remote.canary.version };
  writeConfig(configFile, config);
  console.log(
    `Promoted ${tab} ${remote.canary.version}: ${decision.reason}. It is live for every player at their next` +
      ` load (${shown(configFile)}).`,
  );
}

try {
  main();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
