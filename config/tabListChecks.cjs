// What is still written by hand beside config/tabs.json, held to it: each problem says what to add or change
// (docs/new-tab.md). config/test/tabs.test.ts fails on any; the shell's route, nav link and icon, the local
// stack, the e2e and bench ports, the game API's local origins and ESLint read tabs.json itself.
const fs = require('node:fs');
const path = require('node:path');

/** The team owning what belongs to no single tab (the shell, shared-state, the kit, config, tools, docs). */
const PLATFORM_TEAM = '@companion/platform-team';

/** The CODEOWNERS line of a tab's folder. */
const ownerLine = (tab) => `/remotes/${tab.name}/ ${tab.team}`;

/** The folders every change of which the platform team owns (.github/CODEOWNERS). */
const SHARED_FOLDERS = [
  // Everything else, the root's files included; a later line wins, so each tab's folder goes to its team.
  '*',
  '/shell/',
  '/shared-state/',
  '/tab-kit/',
  '/config/',
  '/scripts/',
  '/e2e/',
  '/bench/',
  '/bridge/',
  '/dev/',
  '/docs/',
  '/.github/',
];

/**
 * @param {{ name: string, port: number, team: string }[]} tabs the list (config/tabs.json)
 * @param {(file: string) => string | null} read a file's text by its path from the repository's root, or null
 * @returns {string[]}
 */
function tabListProblems(tabs, read) {
  const problems = [];
  const json = (file) => {
    const text = read(file);
    return text === null ? null : JSON.parse(text);
  };
  const names = new Set(tabs.map((tab) => tab.name));

  // The local build's default config: each tab's production build on its own port (npm start writes its own).
  const local = json('shell/public/config.json');
  for (const tab of tabs) {
    const entry = `http://127.0.0.1:${tab.port}/remoteEntry.js`;
    const remote = local?.remotes?.[tab.name];
    if (remote === undefined) {
      problems.push(`shell/public/config.json: add "${tab.name}": "${entry}" to "remotes"`);
    } else if (remote !== entry) {
      problems.push(
        `shell/public/config.json: remotes.${tab.name} must be "${entry}" (config/tabs.json's port)`,
      );
    }
  }
  // The production template: every tab on a versioned deploy (pnpm check:config holds the rest).
  const production = json('shell/config.production.json');
  for (const tab of tabs) {
    if (production?.remotes?.[tab.name] === undefined) {
      problems.push(
        `shell/config.production.json: add "${tab.name}": { "base": "https://tabs.example.invalid/${tab.name}/",` +
          ` "live": "1.0.0", "integrity": { "1.0.0": {} } } to "remotes" (the deploy's printed entry replaces it)`,
      );
    }
  }
  for (const [file, config] of [
    ['shell/public/config.json', local],
    ['shell/config.production.json', production],
  ]) {
    for (const name of Object.keys(config?.remotes ?? {})) {
      if (!names.has(name)) {
        problems.push(
          `${file}: remotes.${name} is no tab of config/tabs.json: add the tab there or remove it`,
        );
      }
    }
  }

  // The packages' descriptions name the port the tab's server uses.
  for (const tab of tabs) {
    const pkg = json(`remotes/${tab.name}/package.json`);
    if (pkg === null) {
      problems.push(`remotes/${tab.name}/package.json is missing: create the tab's folder (docs/new-tab.md)`);
      continue;
    }
    const said = /\(port (\d+)\)/.exec(pkg.description ?? '');
    if (!said) {
      problems.push(
        `remotes/${tab.name}/package.json: end "description" with "(port ${tab.port})", its port in config/tabs.json`,
      );
    } else if (Number(said[1]) !== tab.port) {
      problems.push(
        `remotes/${tab.name}/package.json: "description" says port ${said[1]}; config/tabs.json gives ${tab.port}`,
      );
    }
  }

  // One owner per folder: each tab's team, the platform team for what they share.
  const owners = read('.github/CODEOWNERS');
  const lines = new Set(
    (owners ?? '')
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line && !line.startsWith('#')),
  );
  if (owners === null) problems.push('.github/CODEOWNERS is missing');
  for (const tab of tabs) {
    if (!lines.has(ownerLine(tab))) problems.push(`.github/CODEOWNERS: add the line "${ownerLine(tab)}"`);
  }
  for (const folder of SHARED_FOLDERS) {
    if (!lines.has(`${folder} ${PLATFORM_TEAM}`)) {
      problems.push(`.github/CODEOWNERS: add the line "${folder} ${PLATFORM_TEAM}"`);
    }
  }
  for (const line of lines) {
    const tab = /^\/remotes\/([^/]+)\//.exec(line)?.[1];
    if (tab !== undefined && !names.has(tab)) {
      problems.push(`.github/CODEOWNERS: "${line}" names no tab of config/tabs.json: remove it`);
    }
  }
  return problems;
}

/** Reads files from the repository at `root`. */
const readFrom = (root) => (file) => {
  const at = path.join(root, file);
  return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : null;
};

module.exports = { PLATFORM_TEAM, SHARED_FOLDERS, ownerLine, tabListProblems, readFrom };
