import { Route, Routes } from 'react-router-dom';
import { StakingPage } from './pages/StakingPage';
import { AddLiquidityPage } from './pages/AddLiquidityPage';
import './staking.css';

/** The staking tab's routes, relative to /staking (add-lp is reached from the header button). */
export default function App() {
  return (
    <Routes>
      <Route index element={<StakingPage />} />
      <Route path="add-lp" element={<AddLiquidityPage />} />
    </Routes>
  );
}
