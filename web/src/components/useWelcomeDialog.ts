import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useProjects } from '../state/ProjectsProvider';
import { CREATE_PROJECT } from '../apollo/documents/projects';
import { FREE_PLAN_FEATURES_QUERY } from '../apollo/documents/plans';
import { DEFAULT_ENVIRONMENT_NAMES, useNewProjectEnvironmentLimit } from './EnvironmentChips';
import { createValid, freePlanIncludes, welcomeInput } from './newProjectModel';

/** The Welcome dialog's form: the first project's name, description and environments, and its creation. */
export function useWelcomeDialog() {
  const { refetch, setCurrentId } = useProjects();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState(DEFAULT_ENVIRONMENT_NAMES);
  const [create, { loading: creating, error }] = useMutation(CREATE_PROJECT);
  const plans = useQuery(FREE_PLAN_FEATURES_QUERY);
  const envLimit = useNewProjectEnvironmentLimit();
  const values = { name, description, environments };
  const valid = createValid(values, envLimit.max);

  const submit = async () => {
    if (!valid || creating) return;
    const r = await create({ variables: { input: welcomeInput(values) } });
    if (r.data) {
      setCurrentId(r.data.createProject.project.id);
      await refetch();
      setName('');
      setDescription('');
      setEnvironments(DEFAULT_ENVIRONMENT_NAMES);
    }
  };

  return {
    ...values,
    setName,
    setDescription,
    setEnvironments,
    creating,
    error,
    envLimit,
    features: freePlanIncludes(plans.data?.subscriptionPlans),
    valid,
    submit,
  };
}
