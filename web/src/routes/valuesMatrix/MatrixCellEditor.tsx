import { Button, FormControlLabel, Popover, Stack, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import type { FlagType } from '@flagstream/domain';
import { ValueEditor } from '../../components/ValueEditor';
import type { MatrixCellEditorState } from './useMatrixCell';

const Title = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1.5), overflowWrap: 'anywhere' }));
const Actions = styled(Stack)({ justifyContent: 'space-between', alignItems: 'center' });
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
      <Title variant="subtitle2">{label}</Title>
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
        <Actions direction="row" spacing={1}>
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
        </Actions>
      </Stack>
    </EditorPopover>
  );
}
