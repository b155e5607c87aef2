import { lazy, Suspense } from 'react';
import { CardList, DRAW_IN_VIEW_FROM, Scroller, type ColumnCardsProps } from './column-cards-layout';

// The virtualiser is fetched only once a column is paged past two pages, so the board's first
// screen carries none of it (its budget in scripts/bundle-budgets).
// lazy() drops the component's type parameter: it is given back here.
const CardsInView = lazy(() => import('./CardsInView')) as unknown as typeof import('./CardsInView').default;

/**
 * A board column's cards, scrolling inside the column. A column holding many cards (a firm's
 * 2,000 open jobs, shown page after page) draws only the cards in view (CardsInView), so the page
 * stays quick however far staff page; until that code arrives, every card is drawn.
 */
export function ColumnCards<Item extends { id: string }>(props: ColumnCardsProps<Item>) {
  if (props.items.length < DRAW_IN_VIEW_FROM) return <AllCards {...props} />;
  return (
    <Suspense fallback={<AllCards {...props} />}>
      <CardsInView {...props} />
    </Suspense>
  );
}

function AllCards<Item extends { id: string }>({ items, total, children }: ColumnCardsProps<Item>) {
  return (
    <Scroller>
      <CardList>
        {items.map((item, index) => (
          <li key={item.id} aria-posinset={index + 1} aria-setsize={total}>
            {children(item)}
          </li>
        ))}
      </CardList>
    </Scroller>
  );
}
