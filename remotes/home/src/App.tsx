import { Activity as KeepMounted } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { ActivityPage } from './pages/ActivityPage';
import { isActivityView } from './lib/views';
import './home.css';

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
