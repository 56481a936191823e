import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Pending {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  run: () => Promise<unknown>;
}

/**
 * Changes to production-like environments ask first (issue 17). `ask` runs the change at once
 * when no confirmation is needed, else after the person confirms.
 */
export function useConfirmChange() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const ask = useCallback((needed: boolean, p: Pending) => {
    if (!needed) {
      void p.run().catch(() => undefined);
      return;
    }
    setPending(p);
  }, []);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel ?? 'Confirm'}
      pendingLabel="Saving..."
      pending={running}
      confirmColor="warning"
      onClose={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setRunning(true);
        pending
          .run()
          .catch(() => undefined)
          .finally(() => {
            setRunning(false);
            setPending(null);
          });
      }}
    />
  );
  return { ask, dialog };
}
