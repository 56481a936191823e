import { useState } from 'react';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { parseValue, valueText } from '../../components/ValueEditor';

/**
 * Editing an environment's value in place on the flag page: starts from its own value (else the
 * default) and switch; the page hears when the editor has unsaved input; a failed save keeps it.
 */
export function useEnvironmentValueEdit(p: {
  type: FlagType;
  /** the value the editor starts from */
  startValue: unknown;
  own: boolean;
  onSave: (setting: { value: FlagValue; enabled: boolean }) => Promise<unknown>;
  onDirty: (dirty: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [saving, setSaving] = useState(false);
  const parsed = parseValue(p.type, text);

  const stopEdit = () => {
    setEditing(false);
    p.onDirty(false);
  };
  const save = async () => {
    if (!parsed.ok) return;
    setSaving(true);
    try {
      await p.onSave({ value: parsed.value, enabled });
      stopEdit();
    } catch {
      // the toast says why; the editor keeps the input
    } finally {
      setSaving(false);
    }
  };

  return {
    editing,
    text,
    enabled,
    saving,
    canSave: parsed.ok && !saving,
    startEdit: () => {
      setText(valueText(p.type, p.startValue));
      setEnabled(p.own);
      setEditing(true);
    },
    stopEdit,
    changeText: (t: string) => {
      setText(t);
      p.onDirty(true);
    },
    changeEnabled: (on: boolean) => {
      setEnabled(on);
      p.onDirty(true);
    },
    save: () => void save(),
  };
}

export type EnvironmentValueEditState = ReturnType<typeof useEnvironmentValueEdit>;
