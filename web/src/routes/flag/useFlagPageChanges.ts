import { createElement, useState } from 'react';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { useConfirmChange } from '../../components/useConfirmChange';
import { parseValue, valueText } from '../../components/ValueEditor';
import { environmentSwitchWrite, isProductionLike } from '../flags/flagListModel';
import { KillMessage, ProductionEnvMessage, ResetMessage } from '../flags/FlagConfirmMessages';
import { toggled } from '../flags/flagsPageModel';
import type { PageEnvironment, useFlagPage } from './useFlagPage';

type FlagPageData = ReturnType<typeof useFlagPage>;
type Setting = { value: FlagValue; enabled: boolean };

/**
 * The flag page's changes (issue 17): the kill switch, an environment's switch, value and reset
 * (production-like environments ask first), the default value's editor, the Edit Flag dialog (a save
 * closes it and reloads the page), and whether anything is unsaved. The writes themselves are useFlagPage's.
 */
export function useFlagPageChanges(p: FlagPageData) {
  const { ask, dialog } = useConfirmChange();
  const [editOpen, setEditOpen] = useState(false);
  const [dirtyEnvs, setDirtyEnvs] = useState<ReadonlySet<string>>(new Set());
  const [defaultText, setDefaultText] = useState<string | null>(null);
  const flag = p.flag;
  const type = (flag?.type ?? 'boolean') as FlagType;
  const production = p.environments.filter(isProductionLike).map((e) => e.name);
  const defaultParsed = defaultText === null ? null : parseValue(type, defaultText);

  const kill = (on: boolean) =>
    flag &&
    ask(production.length > 0, {
      title: on ? `Turn ${flag.name} back on?` : `Turn off ${flag.name} everywhere?`,
      confirmLabel: on ? 'Turn on' : 'Turn off everywhere',
      message: createElement(KillMessage, { on, production, until: 'until you turn it back on' }),
      run: () => p.setKillSwitch(on),
    });

  const switchEnv = (env: PageEnvironment, on: boolean) => {
    if (!flag) return;
    const row = flag.environmentValues.find((r) => r.environmentId === env.id);
    ask(isProductionLike(env), {
      title: `Turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}?`,
      confirmLabel: on ? `Turn on in ${env.name}` : `Turn off in ${env.name}`,
      message: createElement(ProductionEnvMessage, { environment: env.name }),
      run: () => p.setEnvironment(env, environmentSwitchWrite(flag, row, on), `${flag.name} turned ${on ? 'on' : 'off'} in ${env.name}`),
    });
  };

  /** Resolves when saved, rejects when the save failed (the card keeps its input); a cancelled confirmation never settles. */
  const saveEnv = (env: PageEnvironment, setting: Setting) =>
    new Promise<unknown>((resolve, reject) => {
      if (!flag) return;
      const run = () =>
        p.setEnvironment(env, setting, `${flag.name} saved in ${env.name}`).then(resolve, (e) => {
          reject(e);
          throw e;
        });
      if (!isProductionLike(env)) {
        run().catch(() => undefined);
        return;
      }
      ask(true, {
        title: `Change ${flag.name} in ${env.name}?`,
        confirmLabel: 'Save',
        message: createElement(ProductionEnvMessage, { environment: env.name, what: 'the new value' }),
        run,
      });
    });

  const resetEnv = (env: PageEnvironment) =>
    new Promise<unknown>((resolve) => {
      if (!flag) return;
      ask(isProductionLike(env), {
        title: `Reset ${flag.name} in ${env.name}?`,
        confirmLabel: 'Reset to default',
        message: createElement(ResetMessage, { environment: env.name, production: isProductionLike(env) }),
        run: () => p.setEnvironment(env, null, `${flag.name} reset to the default in ${env.name}`).then(resolve, resolve),
      });
    });

  const saveDefault = async () => {
    if (!defaultParsed?.ok) return;
    try {
      await p.setDefault(defaultParsed.value);
      setDefaultText(null);
    } catch {
      // the toast says why; the editor keeps the input
    }
  };

  return {
    confirmDialog: dialog,
    dirty: dirtyEnvs.size > 0 || defaultText !== null,
    setDirty: (envId: string, dirty: boolean) => setDirtyEnvs((s) => toggled(s, envId, dirty)),
    kill,
    switchEnv,
    saveEnv,
    resetEnv,
    defaultValue: {
      text: defaultText,
      valid: defaultParsed?.ok === true,
      edit: () => flag && setDefaultText(valueText(type, flag.value)),
      change: setDefaultText,
      save: () => void saveDefault(),
      cancel: () => setDefaultText(null),
    },
    edit: {
      open: editOpen,
      show: () => setEditOpen(true),
      close: () => setEditOpen(false),
      /** Saved: the edit's answer updates the flag in the cache; this reloads who set what (its history). */
      saved: () => {
        setEditOpen(false);
        void p.refetch();
      },
    },
  };
}

export type FlagPageChanges = ReturnType<typeof useFlagPageChanges>;
