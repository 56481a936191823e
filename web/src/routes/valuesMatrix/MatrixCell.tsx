import { memo } from 'react';
import { Box, ButtonBase, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FlagValueView } from '../flags/FlagBits';
import { TargetingChip } from '../flags/TargetingChip';
import type { CellEdit, ServerCell } from './matrixModel';
import { cellLabel, cellView } from './matrixCellModel';
import { MatrixCellEditor } from './MatrixCellEditor';
import { useMatrixCell } from './useMatrixCell';

export const CELL_MIN_WIDTH = { xs: 132, sm: 168 };

/** The shared look of a custom cell and a modified cell (the cell, and the legend's swatches). */
const customCellStyle = (t: Theme) => ({ backgroundColor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.06) });
const modifiedCellStyle = (t: Theme) => ({
  backgroundColor: alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.14 : 0.1),
  boxShadow: `inset 0 0 0 2px ${alpha(t.palette.warning.main, 0.75)}`,
});
export const customCellSx = { bgcolor: (t: Theme) => customCellStyle(t).backgroundColor };
export const modifiedCellSx = { bgcolor: (t: Theme) => modifiedCellStyle(t).backgroundColor, boxShadow: (t: Theme) => modifiedCellStyle(t).boxShadow };

const Dot = styled('span')({ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', flexShrink: 0 });
const AccentDot = styled(Dot)(({ theme }) => ({ backgroundColor: theme.palette.primary.main }));
const ServedDot = styled(Dot, { shouldForwardProp: (p) => p !== 'served' })<{ served: boolean }>(({ theme, served }) => ({
  backgroundColor: served ? theme.palette.success.main : theme.palette.text.disabled,
}));

export function CustomDot({ title = 'Custom value' }: { title?: string }) {
  return (
    <Tooltip title={title}>
      <AccentDot role="img" aria-label={title} />
    </Tooltip>
  );
}

type CellLook = { modified: boolean; custom: boolean; killed: boolean };
const CellRoot = styled(Box, { shouldForwardProp: (p) => p !== 'look' })<{ look: CellLook }>(({ theme, look }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  minHeight: 36,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  opacity: look.killed ? 0.6 : 1,
  ...(look.modified ? modifiedCellStyle(theme) : look.custom ? customCellStyle(theme) : {}),
}));
const CellButton = styled(ButtonBase)(({ theme }) => ({
  justifyContent: 'flex-start',
  textAlign: 'left',
  padding: theme.spacing(0.75, 1),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  width: '100%',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

interface Props {
  cellKey: string;
  flagId: string;
  flagKey: string;
  flagName: string;
  environmentId: string;
  environmentName: string;
  type: FlagType;
  /** the flag's kill switch is off: the cell serves off whatever it says */
  killed: boolean;
  server: ServerCell;
  targeting: { hasTargeting?: boolean | null; rolloutPercentage?: number | null } | undefined;
  edit: CellEdit | undefined;
  editable: boolean;
  resetting: boolean;
  disabled: boolean;
  onEdit: (cellKey: string, edit: CellEdit | null) => void;
  onReset: (cellKey: string) => void;
}

/** The value it serves, on or off, custom and busy marks. */
function CellBody({
  type,
  value,
  on,
  killed,
  customMark,
  resetting,
}: {
  type: FlagType;
  value: FlagValue;
  on: boolean;
  killed: boolean;
  customMark: boolean;
  resetting: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
      <ServedDot aria-hidden served={on && !killed} />
      <Box sx={{ minWidth: 0, display: 'flex', flex: 1 }}>
        <FlagValueView type={type} value={value} maxWidth="100%" />
      </Box>
      {!on && (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
          off
        </Typography>
      )}
      {customMark && <CustomDot />}
      {resetting && <CircularProgress size={12} />}
    </Stack>
  );
}

/**
 * One flag in one environment, as one control (issue 17: the spec's cell had a value editor and
 * two switches side by side): the value it serves and whether it is on; clicking opens a small
 * editor for both, staged until Save All. Reset to default applies at once (spec §4).
 */
export const MatrixCell = memo(function MatrixCell(p: Props) {
  const { cellKey, type, server, edit, editable, resetting, disabled } = p;
  const view = cellView(type, server, edit);
  const editor = useMatrixCell({ cellKey, type, server, edit, on: view.on, onEdit: p.onEdit, onReset: p.onReset });
  const label = cellLabel(p.flagName, p.environmentName);
  const body = <CellBody type={type} value={view.value} on={view.on} killed={p.killed} customMark={view.custom && !view.modified} resetting={resetting} />;
  return (
    <CellRoot
      data-testid={`cell-${cellKey}`}
      data-custom={view.custom ? 'true' : 'false'}
      data-modified={view.modified ? 'true' : 'false'}
      look={{ modified: view.modified, custom: view.custom, killed: p.killed }}
    >
      {editable ? (
        <Tooltip title={p.killed ? 'The kill switch is off: served off everywhere' : ''}>
          <CellButton disabled={disabled || resetting} onClick={(e) => editor.open(e.currentTarget)}>
            {/* The name says the action and contains the visible value (WCAG 2.5.3). */}
            <Box component="span" sx={visuallyHidden}>
              Edit {label}:{' '}
            </Box>
            {body}
          </CellButton>
        </Tooltip>
      ) : (
        <Box sx={{ px: 1, py: 0.75 }} role="group" aria-label={label}>
          {body}
        </Box>
      )}
      {p.targeting?.hasTargeting && (
        <Box sx={{ px: 1, pb: 0.5 }}>
          <TargetingChip flagId={p.flagId} flagKey={p.flagKey} environmentId={p.environmentId} value={{ ...p.targeting, environmentName: p.environmentName }} />
        </Box>
      )}
      <MatrixCellEditor state={editor} type={type} label={label} environmentName={p.environmentName} />
    </CellRoot>
  );
});
