import { useEffect, useState } from 'react';
import { errorDetail } from '../environments/feedback';
import type { WebhookForm, WebhookRow } from './useWebhooks';
import { canSave, formInput, formStart, toggleType } from './webhookModel';

/**
 * The webhook form's fields (URL, description, every event or a chosen few), reset each time it
 * opens; submit hands the trimmed input on and shows what went wrong when it is refused.
 */
export function useWebhookForm(open: boolean, editing: WebhookRow | null, onSubmit: (f: WebhookForm) => Promise<void>) {
  const [fields, setFields] = useState(() => formStart(editing));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setFields(formStart(editing));
    setError(null);
  }, [open, editing]);
  const submit = async () => {
    setError(null);
    try {
      await onSubmit(formInput(fields));
    } catch (e) {
      setError(errorDetail(e) ?? 'Failed to save webhook');
    }
  };
  return {
    ...fields,
    error,
    canSave: canSave(fields),
    setUrl: (url: string) => setFields((f) => ({ ...f, url })),
    setDescription: (description: string) => setFields((f) => ({ ...f, description })),
    setAll: (all: boolean) => setFields((f) => ({ ...f, all })),
    toggle: (t: string) => setFields((f) => ({ ...f, types: toggleType(f.types, t) })),
    submit: () => void submit(),
  };
}
