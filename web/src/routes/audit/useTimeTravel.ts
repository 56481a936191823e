import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { AUDIT_CONFIG_AT, AUDIT_PROJECT_AT } from './documents';
import { instantInput } from './auditModel';
import type { Instant } from './auditModel';
import { prettyBody } from './timeTravelModel';
import type { PastProject } from './timeTravelModel';

/**
 * The project as it was at an instant (nothing until one is picked), and as it is today (its
 * tree, which the past is compared with).
 */
export function useTimeTravel(projectId: string, instant: Instant | null) {
  const today = useCurrentProjectTree();
  const q = useQuery(AUDIT_PROJECT_AT, {
    variables: { projectId, at: instant ? instantInput(instant) : { time: '' } },
    skip: !instant,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const past = q.data?.projectAt;
  // the current project's tree only: another project's would compare nothing
  const current = today.project?.id === projectId ? today.project : null;
  return {
    past,
    today: current,
    loading: (q.loading && !past) || (Boolean(instant) && !current && today.loading),
    error: q.error ?? (instant !== null && !current ? today.error : undefined),
    retry: () => {
      if (q.error) void q.refetch();
      if (!current) void today.refetch();
    },
  };
}

/** The public config served then, for the chosen environment and (optionally) override. */
export function useServedConfig(project: PastProject, instant: Instant) {
  const [envId, setEnvId] = useState(project.environments[0]?.id ?? '');
  const [overrideId, setOverrideId] = useState('');
  const env = project.environments.find((e) => e.id === envId) ?? project.environments[0];
  const overrides = project.overrides.filter((o) => o.environment?.id === env?.id);
  const override = overrides.find((o) => o.id === overrideId);
  useEffect(() => {
    if (!project.environments.some((e) => e.id === envId)) setEnvId(project.environments[0]?.id ?? '');
  }, [project, envId]);
  const q = useQuery(AUDIT_CONFIG_AT, {
    variables: { projectUuid: project.uuid, environmentUuid: env?.uuid ?? '', ...(override ? { overrideUuid: override.uuid } : {}), at: instantInput(instant) },
    skip: !env,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const body = useMemo(() => prettyBody(q.data?.configAt.body), [q.data]);
  return {
    env,
    override,
    overrides,
    chooseEnvironment: (id: string) => {
      setEnvId(id);
      setOverrideId('');
    },
    chooseOverride: setOverrideId,
    config: q.data?.configAt ?? null,
    body,
    loading: q.loading && !q.data,
    error: q.error,
  };
}
