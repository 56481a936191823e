import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import FolderOffRoundedIcon from '@mui/icons-material/FolderOffRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { CardGridBox, EmptyAction, EmptyCard, EmptyContent, EmptyIcon } from './stateViewParts';

/** Empty state with a call to action. */
export function EmptyState({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <EmptyCard>
      <EmptyContent>
        <EmptyIcon>{icon ?? <InboxRoundedIcon fontSize="emptyState" />}</EmptyIcon>
        <Typography variant="h6">{title}</Typography>
        {description && (
          <Typography variant="lead" component="p" color="text.secondary">
            {description}
          </Typography>
        )}
        {action && <EmptyAction>{action}</EmptyAction>}
      </EmptyContent>
    </EmptyCard>
  );
}

/** A list with items, none of which match the search or filters: say so and offer to clear them. */
export function NoMatchState({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return <EmptyState icon={<SearchOffRoundedIcon fontSize="emptyState" />} title={title} description={description} action={action} />;
}

/** The responsive card grid of the Environments and Overrides pages. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <CardGridBox>{children}</CardGridBox>;
}

/** Error state with a retry. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: { title?: string; message?: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}

/** A grid of card skeletons while a list loads. */
export function CardGridSkeleton({ count = 6, height = 160, label }: { count?: number; height?: number; label?: string }) {
  return (
    <Stack spacing={2}>
      {label && <Typography color="text.secondary">{label}</Typography>}
      <Grid container spacing={2}>
        {Array.from({ length: count }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={height} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** Shown by project tools when no project is selected. */
export function NoProjectSelected() {
  return (
    <EmptyState
      icon={<FolderOffRoundedIcon fontSize="emptyState" />}
      title="No Project Selected"
      description="Select a project in the header, or create one on the Projects page."
    />
  );
}
