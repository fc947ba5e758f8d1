import { Link } from 'react-router-dom';

/** The shell's Receive page: the player's address and its QR code, for filling the wallet from elsewhere. */
export const RECEIVE_PATH = '/receive';

/** What is missing, then the link to Receive: the next step when the wallet has nothing to deposit. */
export function ReceiveNote({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      <span>{text}</span>{' '}
      <Link className="kit-link" to={RECEIVE_PATH}>
        Receive
      </Link>
    </p>
  );
}
