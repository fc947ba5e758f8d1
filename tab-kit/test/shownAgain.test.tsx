import { Activity, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferred, provideFakeGameApi } from '@companion/shared-state/testing';
import { useGameData, useGameNow, useNow } from '../src';

// A tab the shell keeps mounted is hidden and shown again inside React's <Activity>: its effects are
// cleaned up while it is hidden and run again when it is shown (docs/tab-kit.md).
function Kept({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>;
}

describe('a block shown again', () => {
  let answers: ReturnType<typeof deferred<string>>[] = [];
  const load = () => {
    const answer = deferred<string>();
    answers.push(answer);
    return answer.promise;
  };
  function Block() {
    const { view } = useGameData('wallet-a', load);
    return <p>{view.status === 'ready' ? view.data : view.status}</p>;
  }
  const tab = (shown: boolean) => (
    <Kept shown={shown}>
      <Block />
    </Kept>
  );

  beforeEach(() => {
    answers = [];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('keeps its data on screen and takes the new data once the refresh after the frame answers', async () => {
    const view = render(tab(true));
    await act(async () => answers[0]!.resolve('answer 1'));
    view.rerender(tab(false));
    view.rerender(tab(true));
    expect(screen.getByText('answer 1')).toBeTruthy();
    // The refresh starts once the frame showing the kept data is painted, not in it.
    expect(answers).toHaveLength(1);
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(screen.getByText('answer 1')).toBeTruthy();
    await act(async () => answers[1]!.resolve('answer 2'));
    expect(screen.getByText('answer 2')).toBeTruthy();
  });

  it('keeps its data on screen when that refresh fails', async () => {
    const view = render(tab(true));
    await act(async () => answers[0]!.resolve('answer 1'));
    view.rerender(tab(false));
    view.rerender(tab(true));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.reject(new Error('down')));
    expect(screen.getByText('answer 1')).toBeTruthy();
    expect(screen.queryByText('error')).toBeNull();
  });

  it('hidden before it answered, takes the answer while hidden and shows it, asking no second time', async () => {
    const view = render(tab(true));
    view.rerender(tab(false));
    await act(async () => answers[0]!.resolve('answered while hidden'));
    view.rerender(tab(true));
    expect(screen.getByText('answered while hidden')).toBeTruthy();
    expect(answers).toHaveLength(1);
    // Shown again with an answer, it refreshes in the background after the frame, as any block shown again.
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve('answer 2'));
    expect(screen.getByText('answer 2')).toBeTruthy();
  });

  it('shown again while its request is on its way, waits for that answer rather than asking twice', async () => {
    const view = render(tab(true));
    view.rerender(tab(false));
    view.rerender(tab(true));
    expect(screen.getByText('loading')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toHaveLength(1);
    await act(async () => answers[0]!.resolve('answer 1'));
    expect(screen.getByText('answer 1')).toBeTruthy();
    expect(answers).toHaveLength(1);
  });

  it('an answer to a request made for another key is dropped, hidden or not', async () => {
    let walletKey = 'wallet-a';
    function KeyedBlock() {
      const { view } = useGameData(walletKey, load);
      return <p>{view.status === 'ready' ? view.data : view.status}</p>;
    }
    const keyed = (shown: boolean) => (
      <Kept shown={shown}>
        <KeyedBlock />
      </Kept>
    );
    const view = render(keyed(true));
    view.rerender(keyed(false));
    walletKey = 'wallet-b';
    view.rerender(keyed(true));
    expect(answers).toHaveLength(2);
    await act(async () => answers[0]!.resolve("wallet A's"));
    expect(screen.queryByText("wallet A's")).toBeNull();
    await act(async () => answers[1]!.resolve("wallet B's"));
    expect(screen.getByText("wallet B's")).toBeTruthy();
  });

  it('an error shown before it was hidden is loaded again after the frame', async () => {
    const view = render(tab(true));
    await act(async () => answers[0]!.reject(new Error('down')));
    expect(screen.getByText('error')).toBeTruthy();
    view.rerender(tab(false));
    view.rerender(tab(true));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve('answer 2'));
    expect(screen.getByText('answer 2')).toBeTruthy();
  });
});

describe('clocks shown again', () => {
  afterEach(() => jest.useRealTimers());

  it('useNow catches up at once with the time that passed while hidden', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    function Clock() {
      return <p>{useNow(1000)}</p>;
    }
    const view = render(
      <Kept shown>
        <Clock />
      </Kept>,
    );
    expect(screen.getByText('1000000')).toBeTruthy();
    view.rerender(
      <Kept shown={false}>
        <Clock />
      </Kept>,
    );
    act(() => jest.setSystemTime(1_060_500));
    view.rerender(
      <Kept shown>
        <Clock />
      </Kept>,
    );
    expect(screen.getByText('1060500')).toBeTruthy();
  });

  // The game's time to the hour: the server's once its clock is read, the device's before.
  const gameTime = '2030-01-01T00:00:00.000Z';
  const gameHour = `hour ${Math.round(Date.parse(gameTime) / 3_600_000)}`;
  function GameClock() {
    return <p>hour {Math.round(useGameNow() / 3_600_000)}</p>;
  }
  const clockTab = (shown: boolean) => (
    <Kept shown={shown}>
      <GameClock />
    </Kept>
  );

  it('useGameNow keeps the offset it read and reads the clock again after the frame', async () => {
    const api = provideFakeGameApi({ getClock: jest.fn(async () => ({ now: gameTime })) });
    const view = render(clockTab(true));
    expect(await screen.findByText(gameHour)).toBeTruthy();
    view.rerender(clockTab(false));
    view.rerender(clockTab(true));
    expect(screen.getByText(gameHour)).toBeTruthy();
    expect(api.getClock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.getClock).toHaveBeenCalledTimes(2));
  });

  it('useGameNow hidden before the clock answered takes that answer, and reads it only once', async () => {
    const answer = deferred<{ now: string }>();
    const api = provideFakeGameApi({ getClock: jest.fn(() => answer.promise) });
    const view = render(clockTab(true));
    view.rerender(clockTab(false));
    await act(async () => answer.resolve({ now: gameTime }));
    view.rerender(clockTab(true));
    expect(screen.getByText(gameHour)).toBeTruthy();
    // Shown again with its offset known, it reads the clock again after the frame, as it does whenever shown again.
    await waitFor(() => expect(api.getClock).toHaveBeenCalledTimes(2));
  });
});
