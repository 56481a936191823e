import { useState } from 'react';
import type { DragEvent } from 'react';

/**
 * Reordering rules by dragging a card's handle (native HTML5 drag and drop): which card is dragged,
 * where it would land, and which card is armed (a card is draggable only from its handle, so text in
 * its fields can still be selected).
 */
export function useRuleDrag(move: (from: number, to: number) => void) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [armed, setArmed] = useState<number | null>(null);
  const end = () => {
    setDragFrom(null);
    setDropAt(null);
    setArmed(null);
  };
  return {
    /** the card's state: dragged (faded), the drop target (outlined) */
    state: (i: number) => ({ armed: armed === i, dragging: dragFrom === i, dropping: dragFrom !== null && dropAt === i && dragFrom !== i }),
    card: (i: number, id: string) => ({
      onDragStart: (e: DragEvent) => {
        setDragFrom(i);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', id);
      },
      onDragOver: (e: DragEvent) => {
        if (dragFrom === null) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (dropAt !== i) setDropAt(i);
      },
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        if (dragFrom !== null) move(dragFrom, i);
        end();
      },
      onDragEnd: end,
    }),
    handle: (i: number) => ({ onMouseDown: () => setArmed(i), onMouseUp: () => setArmed(null), onTouchStart: () => setArmed(i) }),
  };
}
