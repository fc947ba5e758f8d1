import { Route, Routes } from 'react-router-dom';
import { InventoryPage } from './pages/InventoryPage';

/** The inventory tab's routes, relative to /inventory. */
export default function App() {
  return (
    <Routes>
      <Route index element={<InventoryPage />} />
    </Routes>
  );
}
