import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DialogFooter } from './dialogParts';

/**
 * Unsaved edits warn before they are lost (issue 17): leaving the screen inside the app asks
 * first, and closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt({ dirty, what = 'changes' }: { dirty: boolean; what?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} maxWidth="xs" fullWidth>
      <DialogTitle>Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>You have unsaved {what}. If you leave this page now, they will be lost.</DialogContentText>
      </DialogContent>
      <DialogFooter>
        <Button onClick={() => blocker.reset?.()} variant="contained">
          Stay on page
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Discard and leave
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
