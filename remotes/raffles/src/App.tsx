import { Route, Routes } from 'react-router-dom';
import { RafflesPage } from './pages/RafflesPage';
import './raffles.css';

/** The raffles tab's routes, relative to /raffles. */
export default function App() {
  return (
    <Routes>
      <Route index element={<RafflesPage />} />
    </Routes>
  );
}
