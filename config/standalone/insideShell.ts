// The page of a tab's production build. That build borrows the shell's federation runtime, so it runs inside the
// shell only; the standalone page is the dev server's (`pnpm --filter @companion/<tab> start`).
const tab: { name: string; title: string } = __STANDALONE_TAB__;
const root = document.getElementById('root')!;
root.textContent =
  `This is the production build of the ${tab.title} tab: it runs inside the shell. ` +
  `For a page of its own, run pnpm --filter @companion/${tab.name} start.`;
