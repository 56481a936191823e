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

/** The shared look of a custom cell and a modified cell (the cell, and the legend's swatches). */
const customCellStyle = (t: Theme) => ({ backgroundColor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.06) });
const modifiedCellStyle = (t: Theme) => ({
  backgroundColor: alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.14 : 0.1),
  boxShadow: `inset 0 0 0 2px ${alpha(t.palette.warning.main, 0.75)}`,
});

/** The legend's sample of a custom or a modified cell. */
export const Swatch = styled('div', { shouldForwardProp: (p) => p !== 'look' })<{ look: 'custom' | 'modified' }>(({ theme, look }) => ({
  width: 18,
  height: 18,
  borderRadius: theme.shape.borderRadius,
  ...(look === 'custom'
    ? { border: `1px solid ${theme.palette.divider}`, display: 'grid', placeItems: 'center', ...customCellStyle(theme) }
    : modifiedCellStyle(theme)),
}));

const Dot = styled('span')({ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', flexShrink: 0 });
const AccentDot = styled(Dot)(({ theme }) => ({ backgroundColor: theme.palette.primary.main }));
/** Served on (green) or off (grey): a cell's value, an environment's status, the legend. */
export const StateDot = styled(Dot, { shouldForwardProp: (p) => p !== 'served' })<{ served: boolean }>(({ theme, served }) => ({
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

const BodyLine = styled(Stack)({ alignItems: 'center', minWidth: 0, width: '100%' });
const ValueBox = styled('div')({ minWidth: 0, display: 'flex', flex: 1 });
const OffMark = styled(Typography)({ fontWeight: 600, flexShrink: 0 });
const Hidden = styled('span')(visuallyHidden);
const ReadOnlyBody = styled('div')(({ theme }) => ({ padding: theme.spacing(0.75, 1) }));
const TargetingLine = styled('div')(({ theme }) => ({ padding: theme.spacing(0, 1, 0.5) }));

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
    <BodyLine direction="row" spacing={0.75}>
      <StateDot aria-hidden served={on && !killed} />
      <ValueBox>
        <FlagValueView type={type} value={value} maxWidth="100%" />
      </ValueBox>
      {!on && (
        <OffMark variant="caption" color="text.secondary">
          off
        </OffMark>
      )}
      {customMark && <CustomDot />}
      {resetting && <CircularProgress size={12} />}
    </BodyLine>
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
            <Hidden>Edit {label}: </Hidden>
            {body}
          </CellButton>
        </Tooltip>
      ) : (
        <ReadOnlyBody role="group" aria-label={label}>
          {body}
        </ReadOnlyBody>
      )}
      {p.targeting?.hasTargeting && (
        <TargetingLine>
          <TargetingChip flagId={p.flagId} flagKey={p.flagKey} environmentId={p.environmentId} value={{ ...p.targeting, environmentName: p.environmentName }} />
        </TargetingLine>
      )}
      <MatrixCellEditor state={editor} type={type} label={label} environmentName={p.environmentName} />
    </CellRoot>
  );
});
