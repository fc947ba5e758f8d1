import { Activity as KeepMounted } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { ActivityPage } from './pages/ActivityPage';
import { isActivityView } from './lib/views';
import { startReadsWithSession } from '@companion/tab-kit';
import { FIRST_READS } from './api/homeReads';
import './home.css';

// The page's first reads leave as the session starts, before its first render (docs/tab-kit.md).
startReadsWithSession(FIRST_READS);

/**
 * The home tab at "/": the home page, or the activity feed at "/?view=activity" (lib/views.ts). The home page
 * stays mounted, hidden, while the feed is shown, so going back shows it at once as it was.
 */
export default function App() {
  const [search] = useSearchParams();
  const activity = isActivityView(search);
  return (
    <>
      <KeepMounted mode={activity ? 'hidden' : 'visible'}>
        <HomePage />
      </KeepMounted>
      {activity && <ActivityPage />}
    </>
  );
}
