import type { CommandContext, ProjectEvent, ProjectState } from '@flagstream/domain';
import {
  buildFlagdDocument,
  decideImport,
  evolveProject,
  exportProject,
  fail,
  findEvent,
  isEvent,
  isProjectEvent,
  projectDecider,
  projectStreamId,
  summarise,
} from '@flagstream/domain';
import type { RequestContext, ServiceContext } from './serviceContext';
import { actorOf } from './serviceContext';

export type ExportFormat = 'flagstream' | 'flagd';

/** One change an import makes (or would make), in the words of the history. */
export interface ImportChange {
  type: string;
  summary: string;
}

/**
 * Export and import (issue 19): the versioned transfer document (and the flagd document of one
 * environment), and an import that is one command: all of it or nothing, with a dry run that
 * runs the very same decision without recording it.
 */
export class TransferService {
  constructor(private readonly sc: ServiceContext) {}

  async export(ctx: RequestContext, projectId: string, format: ExportFormat, environment?: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    if (format === 'flagd') {
      if (!environment) fail('VALIDATION_FAILED', 'The flagd format is one environment\'s document: name it with "environment"');
      const env = state.environments[environment] ?? Object.values(state.environments).find((e) => e.name.toLowerCase() === environment.toLowerCase());
      if (!env) fail('ENVIRONMENT_NOT_FOUND', `Environment "${environment}" not found`);
      return { filename: `${state.slug}-${env.slug}.flagd.json`, document: buildFlagdDocument(state, env) };
    }
    return { filename: `${state.slug}.flagstream.json`, document: exportProject(state, this.sc.now()) };
  }

  private describe(before: ProjectState, events: readonly ProjectEvent[]): ImportChange[] {
    let state = before;
    return events.map((e) => {
      const line = { type: e.type, summary: summarise(e, state) };
      state = evolveProject(state, e);
      return line;
    });
  }

  async import(ctx: RequestContext, projectId: string, document: unknown, dryRun: boolean) {
    await this.sc.visible(ctx, projectId);
    if (dryRun) {
      // the decider the command runs, on the state the command would see, with nothing appended
      const { state } = await this.sc.rt.commands.load(projectDecider, projectStreamId(projectId));
      const cctx: CommandContext = {
        actor: actorOf(ctx.caller),
        now: this.sc.now(),
        newId: (() => {
          let n = 0;
          return () => `new-${++n}`;
        })(),
        newSecret: () => 'not-recorded',
        plans: this.sc.rt.commands.planCatalogue,
      };
      const events = decideImport({ kind: 'ImportProject', document }, state, cctx, evolveProject);
      // the decision leads with its ProjectImported marker (none when nothing changes)
      const marker = events[0];
      const counts = marker && isEvent(marker, 'ProjectImported') ? marker.data.counts : null;
      return { dryRun: true, applied: null, counts, changes: this.describe(state, events.slice(1)) };
    }
    const { state: before } = await this.sc.rt.commands.load(projectDecider, projectStreamId(projectId));
    const { events } = await this.sc.run(ctx, projectId, { kind: 'ImportProject', document });
    const marker = findEvent(events, 'ProjectImported');
    return {
      dryRun: false,
      applied: marker ? { eventId: marker.id, position: events[events.length - 1]!.position, eventCount: events.length } : null,
      counts: marker?.data.counts ?? null,
      changes: this.describe(before, events.slice(1).filter(isProjectEvent)),
    };
  }
}
