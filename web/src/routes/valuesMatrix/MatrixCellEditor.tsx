import { Button, FormControlLabel, Popover, Stack, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import type { FlagType } from '@flagstream/domain';
import { ValueEditor } from '../../components/ValueEditor';
import type { MatrixCellEditorState } from './useMatrixCell';

const EditorPopover = styled(Popover)(({ theme }) => ({ '& .MuiPopover-paper': { padding: theme.spacing(2), width: 300, maxWidth: 'calc(100vw - 24px)' } }));

/** The cell's value and switch, staged on Apply; Reset to default (or Undo edit) on the left. */
export function MatrixCellEditor({
  state: s,
  type,
  label,
  environmentName,
}: {
  state: MatrixCellEditorState;
  type: FlagType;
  label: string;
  environmentName: string;
}) {
  return (
    <EditorPopover
      open={Boolean(s.anchor)}
      anchorEl={s.anchor}
      onClose={s.close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Stack
        spacing={1.5}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          s.apply();
        }}
      >
        <ValueEditor type={type} text={s.text} onChange={s.setText} size="small" autoFocus label="Value" />
        <FormControlLabel control={<Switch checked={s.enabled} onChange={(e) => s.setEnabled(e.target.checked)} />} label={`On in ${environmentName}`} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          {s.resetAction ? (
            <Button size="small" color="inherit" startIcon={<RestartAltRoundedIcon />} onClick={s.reset}>
              {s.resetAction === 'reset' ? 'Reset to default' : 'Undo edit'}
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={s.close}>
              Cancel
            </Button>
            <Button size="small" variant="contained" type="submit" disabled={!s.canApply}>
              Apply
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </EditorPopover>
  );
}
