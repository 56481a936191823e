import {
  ENVIRONMENT_NOT_FOUND_MESSAGE,
  createEnvironmentInput,
  environmentsInOrder,
  replaceEnvironmentVariablesInput,
  setEnvironmentVariableInput,
  updateEnvironmentInput,
} from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import { environmentView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf, createdId, notFound } from './serviceContext';

export type EnvironmentData = { name?: unknown; description?: unknown; type?: unknown; status?: unknown; order?: unknown };

const envNotFound = notFound('ENVIRONMENT_NOT_FOUND', ENVIRONMENT_NOT_FOUND_MESSAGE);

export class EnvironmentsService {
  constructor(private readonly sc: ServiceContext) {}

  private locate(ctx: RequestContext, environmentId: string) {
    return this.sc.locate(ctx, environmentId, envNotFound, (s) => environmentId in s.environments);
  }

  async list(ctx: RequestContext, projectId: string) {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return environmentsInOrder(state).map((e) => environmentView(e, state, viewer));
  }

  async get(ctx: RequestContext, environmentId: string) {
    const { state, viewer } = await this.locate(ctx, environmentId);
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  async create(ctx: RequestContext, projectId: string, data: EnvironmentData) {
    const { viewer } = await this.sc.visible(ctx, projectId);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateEnvironment', createEnvironmentInput, {
        name: data.name,
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.type !== undefined ? { type: data.type } : {}),
        ...(data.status !== undefined ? { status: data.status } : {}),
      }),
    );
    return environmentView(state.environments[createdId(events, 'EnvironmentCreated', 'environmentId')]!, state, viewer);
  }

  async update(ctx: RequestContext, environmentId: string, data: EnvironmentData) {
    const { projectId, viewer } = await this.locate(ctx, environmentId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateEnvironment', updateEnvironmentInput, {
        environmentId,
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.type !== undefined ? { type: data.type } : {}),
        ...(data.status !== undefined ? { status: data.status } : {}),
        ...(data.order !== undefined ? { order: data.order } : {}),
      }),
    );
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  async delete(ctx: RequestContext, environmentId: string) {
    const { projectId } = await this.locate(ctx, environmentId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteEnvironment', environmentId });
    return { id: environmentId };
  }

  /** Replaces the server key (spec: "API key"); the old one stops working once the read models have the change. */
  async regenerateApiKey(ctx: RequestContext, environmentId: string) {
    const { projectId, viewer } = await this.locate(ctx, environmentId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'RegenerateApiKey', environmentId });
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  /** Replaces the client key, or issues the first one of an environment created before client keys. */
  async regenerateClientKey(ctx: RequestContext, environmentId: string) {
    const { projectId, viewer } = await this.locate(ctx, environmentId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'RegenerateClientKey', environmentId });
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  /** Replaces the environment's whole variables map (spec: fetch, copy, set or delete a key, send the map). */
  async setVariables(ctx: RequestContext, environmentId: string, variables: unknown) {
    const { projectId, viewer } = await this.locate(ctx, environmentId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('ReplaceEnvironmentVariables', replaceEnvironmentVariablesInput, { environmentId, variables }),
    );
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  /** One flag's value in one environment; null resets it to the flag default. */
  async setFlagValue(ctx: RequestContext, environmentId: string, flagKey: unknown, flagValue: unknown) {
    const { projectId, viewer } = await this.locate(ctx, environmentId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('SetEnvironmentVariable', setEnvironmentVariableInput, { environmentId, flagKey, setting: flagValue }),
    );
    return environmentView(state.environments[environmentId]!, state, viewer);
  }

  /** The environment's resolved configuration, as the public endpoint serves it. */
  async config(ctx: RequestContext, environmentId: string) {
    const { state } = await this.locate(ctx, environmentId);
    const env = state.environments[environmentId]!;
    const doc = await this.sc.rt.cache.get(keys.config(state.uuid, env.uuid));
    if (!doc) return envNotFound();
    // the stored bytes as they are served: parsed here only to be sent as JSON again
    const served: unknown = JSON.parse(doc.body.toString());
    return served;
  }
}
