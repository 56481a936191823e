import { Button, Chip, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';

const Bar = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1, 1.5, 0),
  backgroundColor: theme.palette.action.hover,
  borderBottom: `1px solid ${theme.palette.divider}`,
  justifyContent: 'space-between',
  borderTopLeftRadius: 14,
  borderTopRightRadius: 14,
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2), alignItems: 'flex-end' },
}));
const TitleLine = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  paddingTop: theme.spacing(0.5),
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { paddingBottom: theme.spacing(1.25) },
}));
const Title = styled(Typography)({ fontWeight: 700 });
const StatusChip = styled(Chip)({ fontWeight: 600 });
const Controls = styled(Stack)({ alignItems: 'flex-end', justifyContent: 'space-between' });
const EditorTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  '& .MuiTab-root': { minHeight: 40, textTransform: 'none', fontWeight: 600, paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(1.5), minWidth: 0 },
}));
const RemoveButton = styled(Button)(({ theme }) => ({
  marginBottom: theme.spacing(0.75),
  color: theme.palette.text.secondary,
  '&:hover': { color: theme.palette.error.main },
}));

/** The editor's bar: Targeting and its status, the Rules/JSON tabs and "Remove targeting". */
export function TargetingHeader({
  status,
  tab,
  environmentName,
  disabled,
  onTab,
  onRemove,
}: {
  status: string;
  tab: 'rules' | 'json';
  environmentName: string;
  disabled?: boolean;
  onTab: (tab: 'rules' | 'json') => void;
  onRemove: () => void;
}) {
  return (
    <Bar direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      <TitleLine direction="row" spacing={1.25}>
        <AltRouteRoundedIcon fontSize="small" color="primary" />
        <Title variant="subtitle1">Targeting</Title>
        <StatusChip size="tag" color="primary" variant="outlined" label={status} />
      </TitleLine>
      <Controls direction="row" spacing={1}>
        <EditorTabs value={tab} onChange={(_e, t: 'rules' | 'json') => onTab(t)} aria-label="Targeting editor">
          <Tab value="rules" label="Rules" />
          <Tab value="json" label="JSON" />
        </EditorTabs>
        <Tooltip title={`Back to the static value: everyone in ${environmentName} gets it`}>
          <span>
            <RemoveButton size="small" color="inherit" startIcon={<DeleteSweepRoundedIcon />} disabled={disabled} onClick={onRemove}>
              Remove targeting
            </RemoveButton>
          </span>
        </Tooltip>
      </Controls>
    </Bar>
  );
}
