import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ViewTimelineRoundedIcon from '@mui/icons-material/ViewTimelineRounded';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ViewOnlyChip } from '../environments/feedback';
import { TimeTravelPanel } from './TimeTravelPanel';
import { ComparePanel } from './ComparePanel';
import { RestoreDialog } from './RestoreDialog';
import { TimelineView } from './TimelineView';
import { VerifyButton, VerifyResult } from './VerifyResult';
import type { View } from './auditPageModel';
import { useAuditPage } from './useAuditPage';

/** Tab icons only where there is room: on a phone the three labels fill the row. */
const ViewTab = styled(Tab)(({ theme }) => ({
  minHeight: 44,
  whiteSpace: 'nowrap',
  '& .MuiTab-icon': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline-flex' } },
}));
const TabsBar = styled(Box)(({ theme }) => ({ borderBottom: '1px solid', borderColor: theme.palette.divider, marginBottom: theme.spacing(2.5) }));
const ViewTabs = styled(Tabs)(({ theme }) => ({ minHeight: 44, [theme.breakpoints.up('sm')]: { maxWidth: 520 } }));
const HeaderActions = styled(Stack)(({ theme }) => ({
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-start',
  [theme.breakpoints.up('sm')]: { justifyContent: 'flex-end' },
}));

/** Audit Log (/audit): the project's full history, time travel, comparisons, restores, exports and an integrity check. */
export default function AuditPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return loading ? (
      <CardGridSkeleton count={3} height={120} label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Audit Log" />
        <NoProjectSelected />
      </>
    );
  }
  return <AuditScreen key={current.id} project={current} />;
}

function AuditScreen({ project }: { project: ProjectData }) {
  const s = useAuditPage(project);
  return (
    <Box>
      <PageHeader
        title="Audit Log"
        subtitle={
          <>
            Every change to{' '}
            <Typography variant="strong" component="strong">
              {project.name}
            </Typography>
            : who made it, when, and what it changed. Travel back in time, compare moments and restore.
          </>
        }
        actions={
          <HeaderActions direction="row" spacing={1} useFlexGap>
            {s.readOnly && <ViewOnlyChip />}
            <VerifyButton verify={s.verify} />
          </HeaderActions>
        }
      />
      <VerifyResult verify={s.verify} />

      <TabsBar>
        <ViewTabs value={s.view} onChange={(_e, v: View) => s.setView(v)} aria-label="Audit views" variant="fullWidth">
          <ViewTab value="timeline" label="Timeline" icon={<ViewTimelineRoundedIcon fontSize="small" />} iconPosition="start" />
          <ViewTab value="travel" label="Time travel" icon={<HistoryToggleOffRoundedIcon fontSize="small" />} iconPosition="start" />
          <ViewTab value="compare" label="Compare" icon={<CompareArrowsRoundedIcon fontSize="small" />} iconPosition="start" />
        </ViewTabs>
      </TabsBar>

      {s.view === 'timeline' && <TimelineView s={s} />}
      {s.view === 'travel' && (
        <TimeTravelPanel projectId={project.id} instant={s.travel.at} onInstant={s.travel.set} permissions={s.permissions} onRestore={s.restore.ask} />
      )}
      {s.view === 'compare' && (
        <ComparePanel projectId={project.id} from={s.compare.from} to={s.compare.to} onFrom={s.compare.setFrom} onTo={s.compare.setTo} names={s.envNames} />
      )}
      <RestoreDialog restore={s.restore} />
    </Box>
  );
}
