import { Route, Routes } from 'react-router-dom';
import { InventoryPage } from './pages/InventoryPage';
import { NftDetailPage } from './pages/NftDetailPage';
import './inventory.css';

/** The inventory tab's routes, relative to /inventory: the grid, and one NFT's page. */
export default function App() {
  return (
    <Routes>
      <Route index element={<InventoryPage />} />
      <Route path=":id" element={<NftDetailPage />} />
    </Routes>
  );
}
