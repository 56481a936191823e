import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DialogFooter } from './dialogParts';

/** Asked when a dialog with edits is closed by Esc, the backdrop or Cancel (issue 17: input is never lost silently). */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} maxWidth="xs" fullWidth>
      <DialogTitle>Discard your changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>What you entered in this form has not been saved.</DialogContentText>
      </DialogContent>
      <DialogFooter>
        <Button onClick={onKeep} variant="contained" autoFocus>
          Keep editing
        </Button>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
