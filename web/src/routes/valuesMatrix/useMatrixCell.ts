import { useState } from 'react';
import type { FlagType } from '@flagstream/domain';
import { parseValue, valueText } from '../../components/ValueEditor';
import type { CellEdit, ServerCell } from './matrixModel';
import { resetActionOf } from './matrixCellModel';

/**
 * A cell's small editor: opened on the staged edit or the server's value; Apply stages a value that
 * parses; Reset to default applies at once, Undo edit drops the staged edit.
 */
export function useMatrixCell(p: {
  cellKey: string;
  type: FlagType;
  server: ServerCell;
  edit: CellEdit | undefined;
  on: boolean;
  onEdit: (cellKey: string, edit: CellEdit | null) => void;
  onReset: (cellKey: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(true);
  const parsed = parseValue(p.type, text);
  const resetAction = resetActionOf(p.server, p.edit !== undefined);
  return {
    anchor,
    text,
    setText,
    enabled,
    setEnabled,
    canApply: parsed.ok,
    resetAction,
    open: (el: HTMLElement) => {
      setText(p.edit?.text ?? valueText(p.type, p.server.value));
      setEnabled(p.on);
      setAnchor(el);
    },
    close: () => setAnchor(null),
    apply: () => {
      if (!parsed.ok) return;
      p.onEdit(p.cellKey, { text, enabled });
      setAnchor(null);
    },
    reset: () => {
      setAnchor(null);
      if (resetAction === 'reset') p.onReset(p.cellKey);
      else p.onEdit(p.cellKey, null);
    },
  };
}

export type MatrixCellEditorState = ReturnType<typeof useMatrixCell>;
