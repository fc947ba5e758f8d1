import { render, screen } from '@testing-library/react';
import { Card } from '../src';

describe('Card', () => {
  test('a region named by its title, under an h3 by default', () => {
    render(<Card title="Tickets">x</Card>);
    expect(screen.getByRole('region', { name: 'Tickets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tickets', level: 3 })).toBeTruthy();
  });

  test('an h2 when it starts the page outline, so headings never skip a level', () => {
    render(
      <Card title="Staking pools" level={2}>
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Staking pools', level: 2 })).toBeTruthy();
  });

  test('two cards of one title are told apart by their label', () => {
    render(
      <>
        <Card title="Daily GOLDY Raffle" label="Daily GOLDY Raffle, 01/01/2026">
          a
        </Card>
        <Card title="Daily GOLDY Raffle" label="Daily GOLDY Raffle, 01/02/2026">
          b
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Daily GOLDY Raffle, 01/02/2026' }).textContent).toContain('b');
    expect(screen.getAllByRole('heading', { name: 'Daily GOLDY Raffle' })).toHaveLength(2);
  });
});
