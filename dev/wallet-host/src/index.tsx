import { createRoot } from 'react-dom/client';
import { loadHostConfig } from './config';
import { WalletHostPage } from './ui/WalletHostPage';
import './styles.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    root.render(<WalletHostPage config={await loadHostConfig()} />);
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">{(error as Error).message}</p>);
  }
}

void start();
