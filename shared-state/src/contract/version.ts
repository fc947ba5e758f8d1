import version from './version.json';

/**
 * The version of this contract (semver, docs/contract.md "Versions"). Every build records the one it was built
 * against (config/rspack.app.js reads version.json); at run time the shell's copy is the one every tab gets, so a
 * tab reading this sees the version the shell provides.
 */
export const CONTRACT_VERSION: string = version.contract;
