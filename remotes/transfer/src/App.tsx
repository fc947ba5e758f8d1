import { Route, Routes } from 'react-router-dom';
import { TransferPage } from './pages/TransferPage';
import './transfer.css';

/** The transfer tab's routes, relative to /transfer. */
export default function App() {
  return (
    <Routes>
      <Route index element={<TransferPage />} />
    </Routes>
  );
}
