import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../lib/theme';
import { ColumnCards } from './ColumnCards';
import { withKept } from './CardsInView';
import { DRAW_IN_VIEW_FROM } from './column-cards-layout';

const cards = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `job-${index + 1}`, title: `Job ${index + 1}` }));

const column = (items: { id: string; title: string }[], keepId: string | null) => (
  <ThemeProvider theme={theme}>
    <ColumnCards items={items} total={2000} keepId={keepId}>
      {(item) => (
        <article aria-label={item.title}>
          <label>
            Move {item.title}
            <select>
              <option>Choose a stage</option>
            </select>
          </label>
        </article>
      )}
    </ColumnCards>
  </ThemeProvider>
);

const renderColumn = (items: { id: string; title: string }[], keepId: string | null = null) => render(column(items, keepId));

describe('a board column’s cards', () => {
  // jsdom lays nothing out: the column's scrolling box is given a phone's height, and each card
  // the height of a card.
  const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
  const cardHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
  beforeEach(() => {
    height.mockReturnValue(600);
    cardHeight.mockReturnValue(190);
  });
  afterAll(() => {
    height.mockRestore();
    cardHeight.mockRestore();
  });

  it('draws every card of a short column, each saying where it is among all the column holds', () => {
    renderColumn(cards(DRAW_IN_VIEW_FROM - 1));
    const items = screen.getAllByRole('article').map((card) => card.closest('li'));
    expect(items).toHaveLength(DRAW_IN_VIEW_FROM - 1);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
  });

  // The virtualiser's chunk is imported on demand: on a busy CI machine that takes longer than
  // waitFor's default second (the whole suite runs alongside), so the wait is longer; nothing timed is asserted.
  const CODE_ARRIVES = { timeout: 15_000 };

  it('draws only the cards in view of a long column, and the one being dragged', async () => {
    renderColumn(cards(1000), 'job-900');
    // Every card is drawn until the virtualiser's code arrives.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(20), CODE_ARRIVES);
    const drawn = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]).toBe('Job 1');
    expect(drawn).toContain('Job 900');
    expect(screen.getByRole('article', { name: 'Job 900' }).closest('li')).toHaveAttribute('aria-posinset', '900');
  });

  it('keeps the card with the focus drawn when the one in hand changes', async () => {
    const items = cards(1000);
    const { rerender } = renderColumn(items, 'job-700');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(20), CODE_ARRIVES);
    fireEvent.focus(within(screen.getByRole('article', { name: 'Job 700' })).getByRole('combobox'));
    rerender(column(items, 'job-800'));
    expect(screen.getByRole('article', { name: 'Job 700' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Job 800' })).toBeInTheDocument();
    rerender(column(items, null));
    expect(screen.getByRole('article', { name: 'Job 700' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Job 800' })).not.toBeInTheDocument();
  });
});

describe('withKept', () => {
  it('adds the kept rows to the drawn ones, in order, each once, ignoring none (-1)', () => {
    expect(withKept([3, 4, 5], [9, -1])).toEqual([3, 4, 5, 9]);
    expect(withKept([3, 4, 5], [1, 4])).toEqual([1, 3, 4, 5]);
    expect(withKept([3, 4, 5], [-1, -1])).toEqual([3, 4, 5]);
  });
});
