// A production tab's bundler runtime: the shell's copy, not one of its own (config/federationRuntime.cjs,
// shell/src/federation/containerRuntime.ts, docs/performance.md "Tabs load on intent"). The shell checks the
// version in the tab's manifest before it runs this entry.
const provided = globalThis.__COMPANION_CONTAINER_RUNTIME__;
if (!provided) throw new Error('This tab runs inside the shell: the shell provides its federation runtime.');
export default provided.createContainerRuntime();
