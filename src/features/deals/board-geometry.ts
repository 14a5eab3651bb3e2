// Where a dragged card of the deals board goes (deals-board.tsx): the keyboard's steps between and
// within columns, and the column and card under a card being dragged.
import { closestCenter, closestCorners, getFirstCollision, rectIntersection } from '@dnd-kit/core';
import type { CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export const COLUMN_PREFIX = 'column:';
export const columnId = (stageId: string) => `${COLUMN_PREFIX}${stageId}`;

/**
 * Arrow keys while a card is picked up: up and down within a column as dnd-kit's sortable lists
 * do; left and right to the top of the next column (sortableKeyboardCoordinates alone counts the
 * card's own column as lying to its left, its edge being left of the card's).
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { code } = event;
  if (code !== 'ArrowLeft' && code !== 'ArrowRight') return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .filter((c) => String(c.id).startsWith(COLUMN_PREFIX))
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const middle = collisionRect.left + collisionRect.width / 2;
  let at = columns.findIndex((r) => middle >= r.left && middle <= r.left + r.width);
  if (at < 0) {
    const distance = (r: { left: number; width: number }) => Math.abs(r.left + r.width / 2 - middle);
    at = columns.reduce((best, r, i) => (best < 0 || distance(r) < distance(columns[best] ?? r) ? i : best), -1);
  }
  const next = columns[at + (code === 'ArrowRight' ? 1 : -1)];
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: next.top };
};

/**
 * What a dragged card is over: the column under it, and there the card nearest its centre (the
 * column itself when it is empty), so a tall neighbouring column never wins over a card's own.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((c) => String(c.id).startsWith(COLUMN_PREFIX));
  const hit = getFirstCollision(rectIntersection({ ...args, droppableContainers: columns }), 'id');
  if (hit === null) return closestCorners(args);
  const stageId = String(hit).slice(COLUMN_PREFIX.length);
  const cards = args.droppableContainers.filter((c) => {
    const sortable = (c.data.current as { sortable?: { containerId?: unknown } } | undefined)?.sortable;
    return sortable?.containerId === stageId;
  });
  return cards.length > 0 ? closestCenter({ ...args, droppableContainers: cards }) : [{ id: hit }];
};
