import { Activity, memo, useState, type ContextType } from 'react';
import { Route, Routes, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { RemoteTab } from '../federation/RemoteTab';
import { TABS, type Tab } from '../tabs';
import { useTabScroll } from './useTabScroll';

/** Where a tab is: the router's location, with how it was reached. */
type Place = ContextType<typeof LocationContext>;

/**
 * Every tab the player has opened stays mounted (docs/performance.md, "Opened tabs stay mounted"): the shown
 * one visible, the others hidden inside React's `<Activity>`, which keeps their state and DOM and cleans up
 * their effects until they are shown again. A tab not opened yet is not rendered (its remote is not requested
 * before intent). Each tab sees the place it last had while shown, so a hidden tab's own routes (staking's
 * add-lp, an inventory NFT's page) stay where the player left them.
 */
export function KeptTabs({ shown, place }: { shown: Tab | null; place: Place }) {
  const [kept, setKept] = useState<ReadonlyMap<string, Place>>(() => new Map());
  // The shown tab takes the current place at once (an update during render: no frame shows the old one).
  // Shown again at the page it was left on, it keeps its place, and so its router hooks give the same answers.
  const last = shown && kept.get(shown.remote);
  if (shown && !(last && samePage(last.location, place.location))) {
    setKept(new Map(kept).set(shown.remote, place));
  }
  useTabScroll(shown?.remote ?? null);
  return TABS.map((tab) => {
    const tabPlace = kept.get(tab.remote);
    if (!tabPlace) return null;
    return (
      <Activity key={tab.remote} mode={tab === shown ? 'visible' : 'hidden'}>
        <KeptTab tab={tab} place={tabPlace} />
      </Activity>
    );
  });
}

/** The same page: path, query, hash and state (a new navigation's key and type do not change the page). */
function samePage(a: Place['location'], b: Place['location']): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

/**
 * One tab under its own place, given as the router's location context (the value `<Routes location>` would
 * give its subtree, but stable: `<Routes location>` reads the app's location and hands its tab a new object on
 * every navigation, so the whole tab would render again). memo keeps the app's renders out of the tab. React
 * still calls the router hooks inside a hidden tab when the app's location changes (it re-checks every
 * reader of a context whose outer value changed), but they read the same place, so nothing below them
 * renders again.
 */
const KeptTab = memo(function KeptTab({ tab, place }: { tab: Tab; place: Place }) {
  return (
    <LocationContext.Provider value={place}>
      <Routes>
        <Route
          path={tab.path}
          // Each tab has its own error boundary with Retry, and its own Suspense.
          element={<RemoteTab name={tab.remote} label={tab.label} />}
        />
      </Routes>
    </LocationContext.Provider>
  );
});
