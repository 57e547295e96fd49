import { Fragment } from 'react';
import type { EditList } from './edit-attribute';
import { OptimisticOrder, type OrderedItem } from './OptimisticOrder';

/**
 * Server-rendered items of a keyed list. For shoppers (`list` undefined) they render as they are;
 * in preview they follow the order Presentation holds while an editor drags them.
 */
export function Ordered({ list, items }: { list: EditList | undefined; items: OrderedItem[] }) {
  if (list) return <OptimisticOrder {...list} items={items} />;
  return items.map((item) => <Fragment key={item.key}>{item.node}</Fragment>);
}
