import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * From how many loaded cards a column draws only those in view and a few either side: two pages
 * of the board. Below it every card is drawn, as the server drew them, so the first screen and
 * the page's find and tab order are the browser's own.
 */
export const DRAW_IN_VIEW_FROM = 40;

/** What a column's cards are drawn from: the jobs loaded, how many it holds, the card itself. */
export interface ColumnCardsProps<Item extends { id: string }> {
  items: readonly Item[];
  /** How many the column holds, loaded or not: each card says where it is among them. */
  total: number;
  /** A card kept drawn even when scrolled out of view: the one being dragged. */
  keepId: string | null;
  children: (item: Item) => ReactNode;
}

/** A column's cards scroll inside it, so every column's heading and count stay on the first screen. */
export const Scroller = styled.div`
  /* Tall enough for several cards, short enough that the page never grows with a column. */
  max-height: max(24rem, calc(100dvh - 16rem));
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for the cards' shadows and focus rings, which the scrolling would otherwise cut off. */
  padding: 2px;
  margin: -2px;
`;

/** The cards, in a grid; or, drawn in view, each placed at its measured offset. */
export const CardList = styled.ol<{ $drawnInView?: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $drawnInView, theme }) =>
    $drawnInView
      ? `
    position: relative;
    li {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      padding-bottom: ${theme.space[3]};
    }
  `
      : `
    display: grid;
    gap: ${theme.space[3]};
  `}
`;
