import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartDay, chartSummary, percentChange, TimeChart, type ChartPoint } from '../src';
import { chartData } from '../src/charts/chartData';
import { chartOptions } from '../src/charts/chartOptions';

const drawChart = jest.fn();
jest.mock('../src/charts/drawChart', () => ({ drawChart: (...args: unknown[]) => drawChart(...args) }));

const usd = (value: string) => `$${Number(value).toFixed(2)}`;
const POINTS: ChartPoint[] = [
  { day: '2026-11-01', value: '12.4' },
  { day: '2026-11-02', value: '13' },
  { day: '2026-11-03', value: '15.1' },
];

describe('chart summaries', () => {
  test('say the first day, today and the change, in words', () => {
    expect(chartSummary('Portfolio value', POINTS, usd)).toBe(
      'Portfolio value: $12.40 on 1 Nov, $15.10 today, up 21.7 %.',
    );
    expect(
      chartSummary(
        'XP',
        [
          { day: '2026-01-09', value: '1200' },
          { day: '2026-02-01', value: '900' },
        ],
        String,
      ),
    ).toBe('XP: 1200 on 9 Jan, 900 today, down 25 %.');
    expect(
      chartSummary(
        'XP',
        [
          { day: '2026-12-31', value: '7' },
          { day: '2027-01-01', value: '7' },
        ],
        String,
      ),
    ).toBe('XP: 7 on 31 Dec, 7 today, unchanged.');
  });

  test('give no percentage from 0, today alone for one day, and say when there is nothing', () => {
    expect(
      chartSummary(
        'Rewards earned',
        [
          { day: '2026-11-01', value: '0' },
          { day: '2026-11-02', value: '0.5' },
        ],
        (v) => `${v} DFL`,
      ),
    ).toBe('Rewards earned: 0 DFL on 1 Nov, 0.5 DFL today.');
    expect(chartSummary('XP', [{ day: '2026-11-01', value: '40' }], String)).toBe('XP: 40 today.');
    expect(chartSummary('XP', [], String)).toBe('XP: nothing yet.');
  });

  test('work out the change exactly from the decimal strings, cut toward zero', () => {
    expect(percentChange('12.4', '15.1')).toBe('21.77');
    expect(percentChange('0.000000000000000003', '0.000000000000000004')).toBe('33.33');
    expect(percentChange('3', '2')).toBe('33.33');
    expect(percentChange('0', '5')).toBeNull();
    expect(chartDay('2026-03-05')).toBe('5 Mar');
  });

  test('draw each day at its UTC start, values as numbers', () => {
    expect(chartData(POINTS)).toEqual([
      [1_793_491_200, 1_793_577_600, 1_793_664_000],
      [12.4, 13, 15.1],
    ]);
  });

  test('are drawn without legend, cursor or animation, in the tokens colours', () => {
    const options = chartOptions({
      width: 320,
      colours: { line: 'L', text: 'T', grid: 'G' },
      tick: (v) => `$${v}`,
    });
    expect(options).toMatchObject({
      width: 320,
      height: 160,
      legend: { show: false },
      cursor: { show: false },
    });
    expect(options.series[1]).toEqual({ stroke: 'L', width: 2, points: { show: false } });
    expect(options.axes[1]!.values!(null, [1, 2])).toEqual(['$1', '$2']);
  });
});

describe('TimeChart', () => {
  const props = {
    name: 'Portfolio value',
    what: 'Your value history',
    retry: jest.fn(),
    format: usd,
    tick: (value: number) => `$${value}`,
    emptyText: 'Your chart starts tomorrow.',
  };

  test('is a figure named by its summary, its drawing hidden from assistive technology', async () => {
    drawChart.mockReturnValue({ resize: jest.fn(), destroy: jest.fn() });
    const { container } = render(
      <TimeChart {...props} view={{ status: 'ready', data: POINTS }} note="Valued at today's prices." />,
    );
    expect(
      screen.getByRole('figure', { name: 'Portfolio value: $12.40 on 1 Nov, $15.10 today, up 21.7 %.' }),
    ).toBeTruthy();
    expect(screen.getByText("Valued at today's prices.")).toBeTruthy();
    await waitFor(() => expect(drawChart).toHaveBeenCalledTimes(1));
    const [element, data] = drawChart.mock.calls[0] as [HTMLElement, unknown];
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element).toBe(container.querySelector('.kit-chart__drawing'));
    expect(data).toEqual(chartData(POINTS));
  });

  test('says so when the drawing cannot load, keeping the summary', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    drawChart.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    render(<TimeChart {...props} view={{ status: 'ready', data: POINTS }} />);
    expect(await screen.findByText('The chart could not be drawn: the figures are above.')).toBeTruthy();
    expect(screen.getByRole('figure', { name: /\$15\.10 today/ })).toBeTruthy();
  });

  test('shows loading, the error with Retry, and only today with what comes next', async () => {
    const { rerender } = render(<TimeChart {...props} view={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: 'Loading your value history' })).toBeTruthy();

    rerender(<TimeChart {...props} view={{ status: 'error', error: new TypeError('Failed to fetch') }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Your value history could not be loaded\./);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.retry).toHaveBeenCalledTimes(1);

    drawChart.mockClear();
    rerender(<TimeChart {...props} view={{ status: 'ready', data: [POINTS[2]!] }} />);
    expect(screen.getByRole('figure', { name: 'Portfolio value: $15.10 today.' })).toBeTruthy();
    expect(screen.getByText('Your chart starts tomorrow.')).toBeTruthy();
    expect(drawChart).not.toHaveBeenCalled();
  });
});
