import { HomePage } from './pages/HomePage';
import './home.css';

/** The home tab has a single page, mounted at / (so no nested routes). */
export default function App() {
  return <HomePage />;
}
