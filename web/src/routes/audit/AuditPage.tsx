import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
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
const TAB_SX = { minHeight: 44, whiteSpace: 'nowrap', '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } } } as const;

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
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
            {s.readOnly && <ViewOnlyChip />}
            <VerifyButton verify={s.verify} />
          </Stack>
        }
      />
      <VerifyResult verify={s.verify} />

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={s.view}
          onChange={(_e, v: View) => s.setView(v)}
          aria-label="Audit views"
          variant="fullWidth"
          sx={{ maxWidth: { sm: 520 }, minHeight: 44 }}
        >
          <Tab value="timeline" label="Timeline" icon={<ViewTimelineRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
          <Tab value="travel" label="Time travel" icon={<HistoryToggleOffRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
          <Tab value="compare" label="Compare" icon={<CompareArrowsRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
        </Tabs>
      </Box>

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
