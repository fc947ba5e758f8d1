import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionError, ActionStatus, ConfirmSheet, transactionLock, useBlockAction } from '../src';
import { release, tryAcquire, setPendingStatus } from '../src/transactions/transactionLock';

afterEach(() => release());

/** A block as a tab writes it: a field and a button in a locked fieldset, a confirm sheet, status and error. */
function Block({ work }: { work: (fail: (message: string) => void) => Promise<void> }) {
  const action = useBlockAction();
  const [text, setText] = useState('10');
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.clearError();
        setConfirming(true);
      }}
    >
      <fieldset disabled={action.busy}>
        <label>
          Amount
          <input
            value={text}
            onChange={(event) => {
              action.clearError();
              setText(event.target.value);
            }}
          />
        </label>
      </fieldset>
      <button type="submit" disabled={action.busy}>
        Stake
      </button>
      <ActionStatus action={action} />
      <ActionError message={action.error} />
      {confirming && (
        <ConfirmSheet
          title="Stake"
          facts={[{ label: 'Amount', value: text }]}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void action.run(`Stake ${text} DFL…`, work);
          }}
        />
      )}
    </form>
  );
}

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('a block action (useBlockAction, ActionStatus, ActionError)', () => {
  test('its wait is said beside it and its inputs are locked until it ends', async () => {
    const call = deferred();
    render(<Block work={() => call.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status').textContent).toBe('Stake 10 DFL…');
    expect(screen.getByRole('textbox', { name: 'Amount' }).matches(':disabled')).toBe(true);
    await act(async () => call.resolve());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount' }).matches(':disabled')).toBe(false);
    // Focus is back on the button that opened the sheet, not on the page body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stake' })));
  });

  test('a wallet request shows its status and Cancel, which takes focus; another block does not show it', async () => {
    let cancelled = false;
    const call = deferred();
    render(
      <>
        <Block
          work={async () => {
            tryAcquire('Stake 10 DFL', () => {
              cancelled = true;
              release();
              call.resolve();
            });
            setPendingStatus('awaiting-signature', true);
            await call.promise;
          }}
        />
        <section aria-label="Other">
          <Block work={async () => undefined} />
        </section>
      </>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Stake' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const status = await screen.findByText('Stake 10 DFL: Approve the request in your wallet…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(status.parentElement!.contains(cancel)).toBe(true);
    expect(document.activeElement).toBe(cancel);
    // The other block is locked too: one value-moving request at a time.
    expect(screen.getAllByRole('textbox', { name: 'Amount' })[1]!.matches(':disabled')).toBe(true);
    await userEvent.click(cancel);
    expect(cancelled).toBe(true);
    await waitFor(() => expect(transactionLock.getState().pending).toBeNull());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  test('a failure stays beside the action, however long, takes focus, and goes when the player acts again', async () => {
    const long =
      'The game could not book this stake because the pool was closed for its daily settlement; nothing moved, and you can try again in a few minutes.';
    render(<Block work={async (fail) => fail(long)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe(long);
    await waitFor(() => expect(document.activeElement).toBe(error));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('alert').textContent).toBe(long);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('when the action removes its own card, now or moments later, focus goes to the list it was in, not the page body', async () => {
    function Positions({ goneAfterMs }: { goneAfterMs: number }) {
      const [open, setOpen] = useState(true);
      return (
        <section aria-labelledby="positions">
          <h2 id="positions">Your positions</h2>
          {open && <Position onClosed={() => setTimeout(() => setOpen(false), goneAfterMs)} />}
        </section>
      );
    }
    function Position({ onClosed }: { onClosed: () => void }) {
      const action = useBlockAction();
      return (
        <article>
          <button
            type="button"
            disabled={action.busy}
            onClick={() => void action.run('Unstaking…', async () => onClosed())}
          >
            Unstake
          </button>
        </article>
      );
    }
    for (const goneAfterMs of [0, 200]) {
      const { unmount } = render(<Positions goneAfterMs={goneAfterMs} />);
      await userEvent.click(screen.getByRole('button', { name: 'Unstake' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Unstake' })).toBeNull());
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your positions' })),
      );
      unmount();
    }
  });

  test('a second run while one runs is ignored', async () => {
    const call = deferred();
    const work = jest.fn(() => call.promise);
    function Twice() {
      const action = useBlockAction();
      return (
        <button type="button" onClick={() => [1, 2].forEach(() => void action.run('Working…', work))}>
          Go
        </button>
      );
    }
    render(<Twice />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
  });
});
