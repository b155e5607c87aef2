import { useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { CardList, Scroller, type ColumnCardsProps } from './column-cards-layout';

/** A card's height before it is measured (a card with a title, client, due date and Move to). */
const CARD_ESTIMATE_PX = 190;

/** Cards drawn beyond each edge of the column's view, so the next card is there when tabbed to. */
const OVERSCAN = 4;

/**
 * A long column's cards, drawn only in view and a few either side (@tanstack/react-virtual), each
 * measured as drawn. The card being dragged and the one with the focus stay drawn when scrolled
 * away, so a drag never loses its card and the keyboard never loses its place.
 */
export default function CardsInView<Item extends { id: string }>({ items, total, keepId, children }: ColumnCardsProps<Item>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const kept = [keepId, focusedId].map((id) => items.findIndex((item) => item.id === id));
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    // Until the column is measured, a screen's worth of cards rather than none.
    initialRect: { width: 0, height: 4 * CARD_ESTIMATE_PX },
    overscan: OVERSCAN,
    getItemKey: (index) => items[index].id,
    rangeExtractor: (range) => withKept(defaultRangeExtractor(range), kept),
  });
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target.closest<HTMLElement>('[data-id]');
    if (row) setFocusedId(row.dataset.id ?? null);
  };
  return (
    <Scroller ref={scroller}>
      <CardList $drawnInView style={{ height: virtualizer.getTotalSize() }} onFocus={onFocus}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-id={item.id}
              aria-posinset={row.index + 1}
              aria-setsize={total}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {children(item)}
            </li>
          );
        })}
      </CardList>
    </Scroller>
  );
}

/** The drawn rows with the kept ones (by index, -1 for none) added, in order, each once. */
export function withKept(drawn: number[], kept: number[]): number[] {
  const extra = kept.filter((index) => index >= 0 && !drawn.includes(index));
  return extra.length === 0 ? drawn : [...drawn, ...extra].sort((a, b) => a - b);
}
