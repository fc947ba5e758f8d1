import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameApiError, parseAmountInput } from '@companion/shared-state';
import { provideFakeSocket } from '@companion/shared-state/testing';
import {
  Amount,
  AmountField,
  ConfirmSheet,
  ErrorState,
  Placeholder,
  Skeleton,
  playerMessage,
  useGameData,
} from '../src';

describe('Skeleton', () => {
  test('placeholder lines, announced as busy', () => {
    render(<Skeleton label="Loading XP" lines={3} />);
    const status = screen.getByRole('status', { name: 'Loading XP' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('.kit-skeleton__line')).toHaveLength(3);
  });

  test("the block's own shape, placeholders inside the elements that will hold the figures", () => {
    render(
      <Skeleton label="Loading your portfolio">
        <p className="total">
          Total <Placeholder width="4em" />
        </p>
      </Skeleton>,
    );
    const status = screen.getByRole('status', { name: 'Loading your portfolio' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelector('.kit-skeleton__line')).toBeNull();
    const placeholder = status.querySelector('p.total > .kit-placeholder') as HTMLElement;
    expect(placeholder.style.width).toBe('4em');
    // Nothing for assistive technology to read but the status's name and the words around it.
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('');
  });
});

describe('ErrorState', () => {
  test('says what failed in a sentence, without the request or a wallet id, and retries', async () => {
    const onRetry = jest.fn();
    const error = new GameApiError('Network Error', {
      request: 'GET /p2e/xp/p2e?gameId=Total&walletId=9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    });
    render(<ErrorState what="Your XP" error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Your XP could not be loaded. The game server cannot be reached. Check your connection and try again.',
    );
    expect(alert.textContent).not.toMatch(/GET|walletId|9xQe/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('a server refusal with a message for people is shown as it is', () => {
    expect(playerMessage(new GameApiError('Not enough GOLDY', { request: 'POST /x', status: 409 }))).toBe(
      'Not enough GOLDY.',
    );
    expect(playerMessage(new GameApiError('boom', { request: 'GET /x', status: 500 }))).toBe(
      'The game server had a problem. Try again in a moment.',
    );
    expect(playerMessage(new Error('failed at http://127.0.0.1:8787/api'))).toBe(
      'Something went wrong. Try again.',
    );
  });
});

describe('amounts', () => {
  test('digit grouping keeps every decimal', () => {
    render(<Amount value="1234567.891234567" unit="DFL" />);
    expect(screen.getByText('1,234,567.891234567 DFL')).toBeTruthy();
  });

  function Field() {
    const [value, setValue] = useState('');
    const check = parseAmountInput(value, { label: 'DFL', decimals: 9, balance: '12.5' });
    return (
      <AmountField
        value={value}
        onChange={setValue}
        unit="DFL"
        decimals={9}
        available="12.5"
        error={!check.ok && !check.empty ? check.message : null}
      />
    );
  }

  test('"1,5" is accepted; Max fills the balance; a bad amount says why', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1,5');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '13');
    expect(screen.getByRole('alert').textContent).toBe('Not enough DFL: you have 12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Max DFL' }));
    expect((input as HTMLInputElement).value).toBe('12.5');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});

describe('ConfirmSheet', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    const confirmed = useRef(0);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Deposit
        </button>
        <button type="button">Behind</button>
        {open && (
          <ConfirmSheet
            title="Deposit 1 DFL"
            facts={[
              { label: 'Amount', value: '1 DFL' },
              { label: 'Network fee', value: '0.000005 SOL' },
            ]}
            onConfirm={() => {
              confirmed.current += 1;
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </>
    );
  }

  test('focus moves in, Tab stays inside, Escape closes and focus returns to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Deposit 1 DFL' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    expect(dialog.textContent).toContain('Network fee');
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('a tap on the overlay cancels', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useGameData', () => {
  test('loads, retries after an error, and refreshes on a socket message keeping the data', async () => {
    const socket = provideFakeSocket();
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return `answer ${calls}`;
    });
    function Probe() {
      const { view, retry } = useGameData('wallet-a', load, { refreshOn: ['nftUpdated'] });
      if (view.status === 'loading') return <p>loading</p>;
      if (view.status === 'error') return <button onClick={retry}>retry</button>;
      return <p>{view.data}</p>;
    }
    render(<Probe />);
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('answer 2')).toBeTruthy();
    await act(async () => socket.emit('nftUpdated', {}));
    expect(await screen.findByText('answer 3')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('update applies an answer to the data on screen without asking the game again', async () => {
    const load = jest.fn(async () => ['first']);
    let apply: (change: (data: string[]) => string[]) => void = () => undefined;
    function Probe() {
      const { view, update } = useGameData('wallet-a', load);
      apply = update;
      return <p>{view.status === 'ready' ? view.data.join(', ') : view.status}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('first')).toBeTruthy();
    act(() => apply((list) => [...list, 'second']));
    expect(screen.getByText('first, second')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
