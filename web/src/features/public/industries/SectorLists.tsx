import type { ContentListItem } from '../../../content/types';
import { isListHeading } from '../../../content/industries';

export interface ListGroup {
  heading: string | null;
  items: string[];
}

/** Splits a challenges or solutions list at its grouping lines (content's `isListHeading`). */
export function groupListItems(items: ContentListItem[]): ListGroup[] {
  const groups: ListGroup[] = [];
  for (const item of items) {
    if (isListHeading(item)) {
      groups.push({ heading: item.heading, items: [] });
      continue;
    }
    const current = groups[groups.length - 1];
    if (current) current.items.push(item);
    else groups.push({ heading: null, items: [item] });
  }
  return groups;
}
