import { useState } from 'react';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { flagSnippets } from './flagPageModel';

export type SnippetTab = 'ofrep' | 'openfeature' | 'config';
export const SNIPPET_TAB_LABELS: Record<SnippetTab, string> = { ofrep: 'OFREP', openfeature: 'OpenFeature (JS)', config: 'Config' };
export const SNIPPET_TABS = Object.keys(SNIPPET_TAB_LABELS) as SnippetTab[];

/**
 * The snippet card's state: the chosen tab (OFREP first) and, for the public config, the chosen
 * environment (the first one until another is picked; a placeholder uuid when there is none).
 */
export function useFlagSnippet(p: {
  origin: string;
  flagKey: string;
  type: FlagType;
  defaultValue: FlagValue;
  projectUuid: string;
  environments: Array<{ id: string; uuid: string; name: string }>;
}) {
  const [tab, setTab] = useState<SnippetTab>('ofrep');
  const [envId, setEnvId] = useState(p.environments[0]?.id ?? '');
  const env = p.environments.find((e) => e.id === envId) ?? p.environments[0];
  const snippets = flagSnippets({
    origin: p.origin,
    key: p.flagKey,
    type: p.type,
    defaultValue: p.defaultValue,
    projectUuid: p.projectUuid,
    environmentUuid: env?.uuid ?? 'ENVIRONMENT_UUID',
  });
  return {
    tab,
    setTab,
    env,
    setEnvId,
    environments: p.environments,
    /** Only the config's snippet depends on the environment. */
    choosesEnvironment: tab === 'config' && p.environments.length > 0,
    code: snippets[tab],
  };
}
