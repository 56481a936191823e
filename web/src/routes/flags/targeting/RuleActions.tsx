import type { MouseEventHandler, TouchEventHandler } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';

const CopyIcon = styled(ContentCopyRoundedIcon)({ fontSize: 17 });
const DeleteButton = styled(IconButton)(({ theme }) => ({ '&:hover': { color: theme.palette.error.main } }));

/** A rule header's buttons: move up, move down, duplicate, delete. */
export function RuleActions({
  index: i,
  count,
  disabled,
  canDuplicate,
  onMove,
  onDuplicate,
  onDelete,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  /** false once the list is at its rule limit */
  canDuplicate: boolean;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Tooltip title="Move up">
        <span>
          <IconButton size="small" disabled={disabled || i === 0} onClick={() => onMove(i - 1)} aria-label={`Move rule ${i + 1} up`}>
            <ArrowUpwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton size="small" disabled={disabled || i === count - 1} onClick={() => onMove(i + 1)} aria-label={`Move rule ${i + 1} down`}>
            <ArrowDownwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Duplicate rule">
        <span>
          <IconButton size="small" disabled={disabled || !canDuplicate} aria-label={`Duplicate rule ${i + 1}`} onClick={onDuplicate}>
            <CopyIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete rule">
        <span>
          <DeleteButton size="small" disabled={disabled} onClick={onDelete} aria-label={`Delete rule ${i + 1}`}>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </DeleteButton>
        </span>
      </Tooltip>
    </>
  );
}

const Grip = styled(Box, { shouldForwardProp: (p) => p !== 'disabled' })<{ disabled?: boolean }>(({ theme, disabled }) => ({
  display: 'flex',
  color: theme.palette.text.secondary,
  cursor: disabled ? 'default' : 'grab',
  '&:active': { cursor: 'grabbing' },
}));

/** The drag handle: pressing it arms its card for dragging. */
export function RuleHandle({
  index,
  disabled,
  ...arm
}: {
  index: number;
  disabled?: boolean;
  onMouseDown: MouseEventHandler;
  onMouseUp: MouseEventHandler;
  onTouchStart: TouchEventHandler;
}) {
  return (
    <Tooltip title="Drag to reorder">
      <Grip aria-hidden data-testid={`rule-handle-${index + 1}`} disabled={disabled} {...arm}>
        <DragIndicatorRoundedIcon fontSize="small" />
      </Grip>
    </Tooltip>
  );
}
