import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { SDK_SNIPPETS } from '@flagstream/domain';
import type { SdkSnippetId } from '@flagstream/domain';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import { SETUP_ENVIRONMENT_KEYS, SETUP_GENERATE_MISSING_UUIDS } from './documents';
import { configUrl } from './samples';
import type { SampleTab } from './samples';
import { environmentsInOrder, hasMissingUuids, overridesOf, sampleParams, sdkParams } from './setupModel';

/**
 * The Setup & Integration screen (/setup) for one project: the environment and override picked for
 * the URL builder, the sample and SDK tabs, the environment keys (read with this project's
 * environments only: the shell's project list carries none) and "Generate missing UUIDs".
 *
 * `refetchProjects` reads the project and its tree again after generating: the mutation answers
 * with a count, not the new uuids, so there is nothing to write into the cache.
 */
export function useSetupPage(project: CurrentProject, refetchProjects: () => Promise<unknown>, origin = window.location.origin) {
  const { enqueueSnackbar } = useSnackbar();
  const environments = useMemo(() => environmentsInOrder(project.environments), [project.environments]);
  const [envId, setEnvId] = useState<string>(() => environments[0]?.id ?? '');
  const [overrideId, setOverrideId] = useState('');
  const [sampleTab, setSampleTab] = useState<SampleTab>('javascript');
  const [sdkTab, setSdkTab] = useState<SdkSnippetId>('node');

  const env = environments.find((e) => e.id === envId) ?? environments[0];
  const { data: keyData } = useQuery(SETUP_ENVIRONMENT_KEYS, { variables: { projectId: project.id } });
  const keys = keyData?.environments.find((e) => e.id === env?.id);
  const overrides = overridesOf(project, env?.id);
  const override = overrides.find((o) => o.id === overrideId);
  const params = sampleParams(project, env, override, origin);

  const [generate, { loading: generating }] = useMutation(SETUP_GENERATE_MISSING_UUIDS);
  const generateUuids = async () => {
    try {
      const { data } = await generate();
      if (!data?.generateMissingUuids.success) throw new Error(data?.generateMissingUuids.message);
      enqueueSnackbar('UUIDs Generated', { variant: 'success' });
      await refetchProjects();
    } catch (e) {
      console.error('Generating UUIDs failed', e);
      enqueueSnackbar('Failed to generate UUIDs', { variant: 'error' });
    }
  };

  return {
    environments,
    env,
    /** Another environment: its overrides differ, so the override choice is cleared. */
    selectEnvironment: (id: string) => {
      setEnvId(id);
      setOverrideId('');
    },
    overrides,
    override,
    selectOverride: setOverrideId,
    params,
    url: configUrl(params),
    sampleTab,
    setSampleTab,
    sdkTab,
    setSdkTab,
    snippet: SDK_SNIPPETS.find((s) => s.id === sdkTab),
    sdkParams: env ? sdkParams(project, env, { clientKey: keys?.clientKey ?? null, serverKey: keys?.apiKey ?? null }, origin) : null,
    missingUuids: hasMissingUuids(project),
    canGenerateUuids: project.permissions.canManageProject,
    generateUuids,
    generating,
  };
}

export type SetupPageState = ReturnType<typeof useSetupPage>;
