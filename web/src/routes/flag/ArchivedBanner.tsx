import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import { FLAG_ARCHIVED } from './usageDocuments';
import { useFlagHygiene } from '../flags/useFlagHygiene';
import { shortDateTime } from './format';

const Banner = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(2.5) }));

/** Issue 20: an archived flag's page says it is not served, and managers can restore it. */
export function ArchivedBanner({ projectId, flagId, flagName, canManage }: { projectId: string; flagId: string; flagName: string; canManage: boolean }) {
  const q = useQuery(FLAG_ARCHIVED, { variables: { id: flagId }, fetchPolicy: 'cache-and-network' });
  const h = useFlagHygiene(projectId, { skip: true });
  const [busy, setBusy] = useState(false);
  const f = q.data?.featureFlag;
  if (!f?.archived) return null;
  return (
    <Banner
      severity="warning"
      data-testid="archived-banner"
      action={
        canManage && (
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void h
                .unarchive({ id: flagId, name: flagName })
                .then(() => q.refetch())
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }}
          >
            Unarchive
          </Button>
        )
      }
    >
      Archived{f.archivedAt ? ` ${shortDateTime(f.archivedAt)}` : ''}: this flag is not served to any SDK until it is unarchived.
    </Banner>
  );
}
