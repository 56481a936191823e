import { useState } from 'react';
import { parseStaleDays } from '../flags/staleModel';

/** The N dialog: the typed days, checked; saving closes it, a failure (told by a toast) keeps it open. */
export function useStaleSettings(days: number, onSave: (days: number) => Promise<unknown>, onClose: () => void) {
  const [text, setText] = useState(String(days));
  const [saving, setSaving] = useState(false);
  const parsed = parseStaleDays(text);
  const save = async () => {
    if (!parsed.ok) return;
    setSaving(true);
    try {
      await onSave(parsed.days);
      onClose();
    } catch {
      // the toast says why; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return { text, setText, saving, parsed, save };
}
