import { Link } from 'react-router-dom';

/** What is missing and a link to where the player gets it ("No USDC in your wallet yet." · "Get USDC"). */
export function NextStep({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <p className="staking-next">
      <span>{text}</span>{' '}
      <Link className="kit-link" to={to}>
        {action}
      </Link>
    </p>
  );
}
