import { useState } from 'react';
import { Box, Card, CardContent, Chip, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { describeCondition, parseConditionGroup } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { shortDate } from '../../lib/format';
import { KeyText } from '../flags/FlagBits';
import type { SegmentRow } from './segmentModel';
import { usageSummary } from './segmentModel';

/** One segment: name, key, its conditions in words, where it is used. */
export function SegmentCard({ segment, canManage, onEdit, onDelete }: { segment: SegmentRow; canManage: boolean; onEdit: () => void; onDelete: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const group = parseConditionGroup(segment.conditions);
  const shown = group?.conditions.slice(0, 3) ?? [];
  const more = (group?.conditions.length ?? 0) - shown.length;
  const usage = usageSummary(segment.usage);

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`segment-${segment.key}`}>
      <CardContent sx={{ p: 2.5, pb: '16px !important', flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <GroupsRoundedIcon />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" noWrap title={segment.name} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {segment.name}
            </Typography>
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
              <KeyText value={segment.key} />
              <CopyButton value={segment.key} label="Copy key" />
            </Stack>
          </Box>
          {canManage && (
            <>
              <IconButton size="small" aria-label={`Actions for ${segment.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
                <MoreVertRoundedIcon fontSize="small" />
              </IconButton>
              <Menu
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { sx: { minWidth: 190 } } }}
              >
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onEdit();
                  }}
                >
                  <ListItemIcon>
                    <EditRoundedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>Edit Segment</ListItemText>
                </MenuItem>
                <Divider />
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onDelete();
                  }}
                  sx={{ color: 'error.main' }}
                >
                  <ListItemIcon>
                    <DeleteOutlineRoundedIcon fontSize="small" color="error" />
                  </ListItemIcon>
                  <ListItemText>Delete Segment</ListItemText>
                </MenuItem>
              </Menu>
            </>
          )}
        </Stack>
        {segment.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {segment.description}
          </Typography>
        )}

        <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', flex: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
            {group ? (group.match === 'all' || group.conditions.length === 1 ? 'Matches' : 'Matches any of') : 'Matches'}
          </Typography>
          {group ? (
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              {shown.map((c, i) => (
                <Typography key={i} variant="body2" sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, overflowWrap: 'anywhere' }}>
                  {i > 0 && (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700, fontSize: 11, mr: 0.75 }}>
                      {group.match === 'all' ? 'AND' : 'OR'}
                    </Box>
                  )}
                  {describeCondition(c)}
                </Typography>
              ))}
              {more > 0 && (
                <Typography variant="caption" color="text.secondary">
                  +{more} more
                </Typography>
              )}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, mt: 0.5 }} noWrap title={JSON.stringify(segment.conditions)}>
              {JSON.stringify(segment.conditions)}
            </Typography>
          )}
        </Box>

        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Tooltip title={usage.detail}>
            <Chip
              size="small"
              icon={<FlagRoundedIcon />}
              label={usage.label}
              variant="outlined"
              color={usage.count > 0 ? 'primary' : 'default'}
              sx={{ borderRadius: 1.5, fontWeight: 600, ...(usage.count === 0 ? { color: 'text.secondary' } : {}) }}
            />
          </Tooltip>
          <Typography variant="caption" color="text.secondary">
            Updated {shortDate(segment.updatedAt)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
