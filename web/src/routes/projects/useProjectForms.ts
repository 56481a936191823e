import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_ENVIRONMENT_NAMES, useNewProjectEnvironmentLimit } from '../../components/EnvironmentChips';
import { limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { describeError } from '../../apollo/errors';
import type { ProjectData } from '../../state/ProjectsProvider';
import { confirmsDeletion, createValid } from './projectsModel';
import type { NewProjectValues } from './projectsModel';

/** A form's submit: no page load, then the action. */
export const onSubmitOf = (action: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void action();
};

/**
 * Create Project's form: the form resets on success; a failure is logged and the dialog stays open
 * (spec §8) with a short note, or the limit-reached dialog when the plan is full.
 */
export function useCreateProjectForm(pending: boolean, onSubmit: (values: NewProjectValues) => Promise<void>, onClose: () => void) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState<string[]>(DEFAULT_ENVIRONMENT_NAMES);
  const [failed, setFailed] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const envLimit = useNewProjectEnvironmentLimit();
  const valid = createValid({ name, description, environments }, envLimit.max);

  const reset = () => {
    setName('');
    setDescription('');
    setEnvironments(DEFAULT_ENVIRONMENT_NAMES);
    setFailed(null);
  };
  const close = () => {
    if (!pending) {
      setFailed(null);
      onClose();
    }
  };
  const submit = async () => {
    if (!valid || pending) return;
    setFailed(null);
    try {
      await onSubmit({ name, description, environments });
      reset();
      onClose();
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) setLimit(info);
      else setFailed(describeError(e));
    }
  };
  const fields = { name, setName, description, setDescription, environments, setEnvironments };
  return { ...fields, failed, dismissFailure: () => setFailed(null), limit, closeLimit: () => setLimit(null), envLimit, valid, close, submit };
}

/** Edit Project's form: filled from the project when it opens; the name must be non-blank; a failure is logged and shown. */
export function useEditProjectForm(
  project: ProjectData | null,
  pending: boolean,
  onSubmit: (project: ProjectData, values: { name: string; description: string }) => Promise<void>,
  onClose: () => void,
) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (project) {
      setName(project.name);
      setDescription(project.description ?? '');
      setFailed(null);
    }
  }, [project]);
  const valid = name.trim().length > 0;
  const close = () => {
    if (!pending) onClose();
  };
  const submit = async () => {
    if (!project || !valid || pending) return;
    setFailed(null);
    try {
      await onSubmit(project, { name, description });
      onClose();
    } catch (e) {
      console.error('Failed to update project', e);
      setFailed(e instanceof Error ? e.message : String(e));
    }
  };
  return { name, setName, description, setDescription, failed, dismissFailure: () => setFailed(null), valid, close, submit };
}

/** Delete Project's confirmation: the name typed back first; the name stays while the dialog animates out. */
export function useDeleteProjectForm(project: ProjectData | null, pending: boolean, onSubmit: (project: ProjectData) => Promise<void>, onClose: () => void) {
  const [failed, setFailed] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<ProjectData | null>(project);
  useEffect(() => {
    if (project) {
      setShown(project);
      setFailed(null);
      setTyped('');
    }
  }, [project]);
  const name = shown?.name ?? '';
  const ok = confirmsDeletion(typed, name);
  const confirm = async () => {
    if (!project || pending || !ok) return;
    setFailed(null);
    try {
      await onSubmit(project);
      onClose();
    } catch (e) {
      setFailed(describeError(e));
    }
  };
  return { name, typed, setTyped, ok, failed, confirm };
}
