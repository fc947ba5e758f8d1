import { render, screen } from '@testing-library/react';
import { Countdown } from '../src/time/Countdown';

describe('Countdown', () => {
  it('shows the time left in HH:MM:SS, named by its label, a started second counting as whole', () => {
    const view = render(<Countdown label="Ends in" at={3_723_000} now={0} />);
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toBe('01:02:03');
    view.rerender(<Countdown label="Ends in" at={3_723_000} now={1} />);
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toBe('01:02:03');
    view.rerender(<Countdown label="Ends in" at={3_723_000} now={1000} />);
    expect(screen.getByRole('timer').textContent).toBe('01:02:02');
  });

  it('stops at 00:00:00 once the moment has passed and never caps the hours', () => {
    const view = render(<Countdown label="Draw in" at={1000} now={5000} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    view.rerender(<Countdown label="Draw in" at={360_000_000} now={0} />);
    expect(screen.getByRole('timer').textContent).toBe('100:00:00');
  });
});
