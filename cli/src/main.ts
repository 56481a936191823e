import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiClient } from './client';
import { forgetCredentials, resolveCredentials, saveCredentials } from './config';
import type { Io } from './output';
import { CliError, json, table } from './output';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Command {
  /** "flags list" */
  name: string;
  summary: string;
  usage: string;
  options?: Options;
  /** positional arguments: [min, max] */
  args?: [number, number];
  needsServer?: boolean;
  run(ctx: RunContext): Promise<number | void>;
}

interface RunContext {
  io: Io;
  values: Values;
  args: string[];
  asJson: boolean;
  api(): ApiClient;
  out(human: string | (() => string), data: unknown): void;
}

const GLOBAL: Options = {
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  url: { type: 'string' },
  token: { type: 'string' },
};
const PROJECT: Options = { project: { type: 'string', short: 'p' } };

const flagRow = (f: any) => ({ key: f.key, name: f.name, type: f.type, value: f.value, enabled: f.enabled ? 'on' : 'off', id: f.id });

/** A project named by id, slug or name; with one visible project (a project token) it may be left out. */
async function projectOf(ctx: RunContext): Promise<any> {
  const projects: any[] = await ctx.api().rest('GET', '/projects');
  const want = ctx.values.project as string | undefined;
  if (!want) {
    if (projects.length === 1) return projects[0];
    throw new CliError(`Name the project with --project (one of: ${projects.map((p) => p.slug || p.id).join(', ') || 'none'})`, 2);
  }
  const p = projects.find((x) => x.id === want || x.slug === want || x.name.toLowerCase() === want.toLowerCase());
  if (!p) throw new CliError(`No project "${want}" among those this token can see`, 1, 'PROJECT_NOT_FOUND');
  return p;
}

function environmentOf(project: any, want: string | undefined): any {
  if (!want) throw new CliError('Name the environment with --env', 2);
  const e = project.environments.find((x: any) => x.id === want || x.slug === want || x.name.toLowerCase() === want.toLowerCase());
  if (!e)
    throw new CliError(`No environment "${want}" in ${project.name} (${project.environments.map((x: any) => x.name).join(', ')})`, 1, 'ENVIRONMENT_NOT_FOUND');
  return e;
}

function flagOf(project: any, want: string): any {
  const f = project.feature_flags.find((x: any) => x.key === want || x.id === want);
  if (!f) throw new CliError(`No flag "${want}" in ${project.name}`, 1, 'FLAG_NOT_FOUND');
  return f;
}

async function readAll(stream: NodeJS.ReadableStream | undefined): Promise<string> {
  if (!stream) return '';
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(String(c)));
  return Buffer.concat(chunks).toString('utf8');
}

/** A value typed on the command line: JSON when it parses, else the text itself. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const COMMANDS: Command[] = [
  {
    name: 'login',
    summary: 'Save the server and an API token for the next commands',
    usage: 'flagstream login --url <server> --token <fst_...>',
    needsServer: true,
    async run(ctx) {
      const url = (ctx.values.url as string | undefined) ?? ctx.io.env.FLAGSTREAM_URL;
      const token = (ctx.values.token as string | undefined) ?? ctx.io.env.FLAGSTREAM_TOKEN;
      if (!url || !token) throw new CliError('login needs --url and --token (or FLAGSTREAM_URL and FLAGSTREAM_TOKEN)', 2);
      const projects: any[] = await new ApiClient(url, token).rest('GET', '/projects');
      const file = saveCredentials(ctx.io.env, { url: url.replace(/\/+$/, ''), token });
      ctx.out(`Signed in to ${url}: ${projects.length} project${projects.length === 1 ? '' : 's'} visible (saved in ${file})\n`, {
        url,
        projects: projects.map((p) => ({ id: p.id, name: p.name, role: p.role })),
        config: file,
      });
    },
  },
  {
    name: 'logout',
    summary: 'Forget the saved token',
    usage: 'flagstream logout',
    async run(ctx) {
      const file = forgetCredentials(ctx.io.env);
      ctx.out(`Signed out (removed ${file})\n`, { config: file });
    },
  },
  {
    name: 'projects list',
    summary: 'Projects the token can see, with its role in each',
    usage: 'flagstream projects list',
    needsServer: true,
    async run(ctx) {
      const projects: any[] = await ctx.api().rest('GET', '/projects');
      ctx.out(
        () =>
          table(
            projects.map((p) => ({
              slug: p.slug,
              name: p.name,
              role: p.role,
              envs: p.environments.map((e: any) => e.name).join(','),
              flags: p.feature_flags.length,
              id: p.id,
            })),
            [
              ['slug', 'slug'],
              ['name', 'name'],
              ['role', 'role'],
              ['envs', 'environments'],
              ['flags', 'flags'],
              ['id', 'id'],
            ],
          ),
        projects,
      );
    },
  },
  {
    name: 'flags list',
    summary: "A project's flags",
    usage: 'flagstream flags list [--project P] [--search TEXT]',
    needsServer: true,
    options: { ...PROJECT, search: { type: 'string' } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const flags: any[] = await ctx.api().rest('GET', '/feature-flags', undefined, { projectId: p.id, search: ctx.values.search as string | undefined });
      ctx.out(
        () =>
          table(flags.map(flagRow), [
            ['key', 'key'],
            ['name', 'name'],
            ['type', 'type'],
            ['value', 'default'],
            ['enabled', 'enabled'],
            ['id', 'id'],
          ]),
        flags,
      );
    },
  },
  {
    name: 'flags get',
    summary: 'A flag and its value in every environment',
    usage: 'flagstream flags get <key|id> [--project P]',
    args: [1, 1],
    needsServer: true,
    options: PROJECT,
    async run(ctx) {
      const p = await projectOf(ctx);
      const f = flagOf(p, ctx.args[0]!);
      const values: any[] = await ctx.api().rest('GET', `/feature-flags/${f.id}/environment-values`);
      ctx.out(
        () =>
          `${f.name} (${f.key}, ${f.type}) default ${JSON.stringify(f.value)} ${f.enabled ? 'on' : 'off'}\n${f.description ? `${f.description}\n` : ''}\n` +
          table(
            values.map((v) => ({ env: v.environmentName, value: v.value, enabled: v.enabled ? 'on' : 'off', custom: v.hasCustomValue ? 'yes' : '' })),
            [
              ['env', 'environment'],
              ['value', 'value'],
              ['enabled', 'enabled'],
              ['custom', 'custom'],
            ],
          ),
        { ...f, environmentValues: values },
      );
    },
  },
  {
    name: 'flags create',
    summary: 'Create a flag',
    needsServer: true,
    usage: 'flagstream flags create --name NAME [--key KEY] [--type boolean|string|number|json] [--value V] [--description D] [--disabled] [--project P]',
    options: {
      ...PROJECT,
      name: { type: 'string' },
      key: { type: 'string' },
      type: { type: 'string' },
      value: { type: 'string' },
      description: { type: 'string' },
      disabled: { type: 'boolean', default: false },
    },
    async run(ctx) {
      const p = await projectOf(ctx);
      if (!ctx.values.name) throw new CliError('flags create needs --name', 2);
      const f = await ctx.api().rest('POST', '/feature-flags', {
        data: {
          name: ctx.values.name,
          project: p.id,
          enabled: !ctx.values.disabled,
          ...(ctx.values.key ? { key: ctx.values.key } : {}),
          ...(ctx.values.type ? { type: ctx.values.type } : {}),
          ...(ctx.values.value !== undefined ? { value: ctx.values.value } : {}),
          ...(ctx.values.description ? { description: ctx.values.description } : {}),
        },
      });
      ctx.out(`Created ${f.key} (${f.type}) in ${p.name}\n`, f);
    },
  },
  {
    name: 'flags toggle',
    summary: 'Turn a flag on or off (flips it without --on/--off)',
    usage: 'flagstream flags toggle <key|id> [--on|--off] [--project P]',
    args: [1, 1],
    needsServer: true,
    options: { ...PROJECT, on: { type: 'boolean', default: false }, off: { type: 'boolean', default: false } },
    async run(ctx) {
      if (ctx.values.on && ctx.values.off) throw new CliError('Give --on or --off, not both', 2);
      const p = await projectOf(ctx);
      const f = flagOf(p, ctx.args[0]!);
      const want = ctx.values.on ? true : ctx.values.off ? false : !f.enabled;
      const after = want === f.enabled ? f : await ctx.api().rest('POST', `/feature-flags/${f.id}/toggle`);
      ctx.out(`${after.key} is ${after.enabled ? 'on' : 'off'}${want === f.enabled ? ' (unchanged)' : ''}\n`, after);
    },
  },
  {
    name: 'values set',
    summary: "Set a flag's value in an environment (JSON, or text for strings)",
    usage: 'flagstream values set <key> <value> --env ENV [--disabled] [--project P]',
    args: [2, 2],
    needsServer: true,
    options: { ...PROJECT, env: { type: 'string', short: 'e' }, disabled: { type: 'boolean', default: false } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const env = environmentOf(p, ctx.values.env as string | undefined);
      const f = flagOf(p, ctx.args[0]!);
      const value = f.type === 'string' ? ctx.args[1]! : parseValue(ctx.args[1]!);
      const r = await ctx
        .api()
        .graphql<{ setEnvironmentValue: { environment: { variables: Record<string, unknown> } } }>(
          'mutation ($e: ID!, $k: String!, $v: FlagValueInput) { setEnvironmentValue(input: { environmentId: $e, flagKey: $k, flagValue: $v }) { environment { variables } } }',
          { e: env.id, k: f.key, v: { value, enabled: !ctx.values.disabled } },
        );
      ctx.out(`${f.key} = ${JSON.stringify(value)}${ctx.values.disabled ? ' (disabled)' : ''} in ${env.name}\n`, {
        flag: f.key,
        environment: env.name,
        setting: r.setEnvironmentValue.environment.variables[f.key],
      });
    },
  },
  {
    name: 'values reset',
    summary: 'Reset a flag to its default in an environment',
    usage: 'flagstream values reset <key> --env ENV [--project P]',
    args: [1, 1],
    needsServer: true,
    options: { ...PROJECT, env: { type: 'string', short: 'e' } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const env = environmentOf(p, ctx.values.env as string | undefined);
      const f = flagOf(p, ctx.args[0]!);
      await ctx
        .api()
        .graphql('mutation ($e: ID!, $k: String!) { setEnvironmentValue(input: { environmentId: $e, flagKey: $k, flagValue: null }) { environment { id } } }', {
          e: env.id,
          k: f.key,
        });
      ctx.out(`${f.key} reset to its default in ${env.name}\n`, { flag: f.key, environment: env.name, reset: true });
    },
  },
  {
    name: 'compare',
    summary: 'Two environments side by side: values, enabled and targeting',
    usage: 'flagstream compare --from ENV --to ENV [--all] [--project P]',
    needsServer: true,
    options: { ...PROJECT, from: { type: 'string' }, to: { type: 'string' }, all: { type: 'boolean', default: false } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const from = environmentOf(p, ctx.values.from as string | undefined);
      const to = environmentOf(p, ctx.values.to as string | undefined);
      const c = await ctx.api().rest('GET', `/projects/${p.id}/compare`, undefined, { from: from.id, to: to.id });
      const rows = c.flags
        .filter((f: any) => ctx.values.all || f.differs.value || f.differs.enabled || f.differs.targeting)
        .map((f: any) => ({
          key: f.key,
          from: `${JSON.stringify(f.from.effective.value)}${f.from.effective.enabled ? '' : ' (off)'}${f.from.targeting ? ' +targeting' : ''}`,
          to: `${JSON.stringify(f.to.effective.value)}${f.to.effective.enabled ? '' : ' (off)'}${f.to.targeting ? ' +targeting' : ''}`,
          differs:
            Object.entries(f.differs)
              .filter(([, v]) => v)
              .map(([k]) => k)
              .join(',') || 'same',
        }));
      ctx.out(
        () =>
          `${c.differing} of ${c.flags.length} flags differ between ${c.from.name} and ${c.to.name}\n${
            rows.length
              ? `\n${table(rows, [
                  ['key', 'flag'],
                  ['from', c.from.name],
                  ['to', c.to.name],
                  ['differs', 'differs'],
                ])}`
              : ''
          }`,
        c,
      );
    },
  },
  {
    name: 'promote',
    summary: 'Copy flags from one environment to another: shows exactly what changes; --yes applies it as one change',
    usage: 'flagstream promote --from ENV --to ENV [--flags KEY,KEY] [--values-only|--targeting-only] [--yes] [--project P]',
    needsServer: true,
    options: {
      ...PROJECT,
      from: { type: 'string' },
      to: { type: 'string' },
      flags: { type: 'string' },
      'values-only': { type: 'boolean', default: false },
      'targeting-only': { type: 'boolean', default: false },
      yes: { type: 'boolean', short: 'y', default: false },
    },
    async run(ctx) {
      if (ctx.values['values-only'] && ctx.values['targeting-only']) throw new CliError('Give --values-only or --targeting-only, not both', 2);
      const p = await projectOf(ctx);
      const from = environmentOf(p, ctx.values.from as string | undefined);
      const to = environmentOf(p, ctx.values.to as string | undefined);
      const flagKeys =
        typeof ctx.values.flags === 'string'
          ? ctx.values.flags
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean)
          : undefined;
      const body = {
        data: {
          from: from.id,
          to: to.id,
          ...(flagKeys ? { flagKeys } : {}),
          include: { values: !ctx.values['targeting-only'], targeting: !ctx.values['values-only'] },
          dryRun: !ctx.values.yes,
        },
      };
      const r = await ctx.api().rest('POST', `/projects/${p.id}/promote`, body);
      const describe = (f: any) =>
        [
          f.value
            ? `value ${JSON.stringify(f.value.before?.value ?? '(default)')}${f.value.before && !f.value.before.enabled ? ' (off)' : ''} -> ${JSON.stringify(f.value.after?.value ?? '(default)')}${f.value.after && !f.value.after.enabled ? ' (off)' : ''}`
            : '',
          f.targeting ? `targeting ${f.targeting.before ? 'replaced' : 'added'}${f.targeting.after ? '' : ' (removed)'}` : '',
        ]
          .filter(Boolean)
          .join('; ');
      ctx.out(() => {
        if (r.flags.length === 0)
          return `Nothing to promote: ${to.name} already has what ${from.name} has${r.skipped.length ? ` (skipped: ${r.skipped.join(', ')})` : ''}\n`;
        const head = r.dryRun
          ? `Would promote ${r.flags.length} flag${r.flags.length === 1 ? '' : 's'} from ${r.from} to ${r.to} (dry run: add --yes to apply):`
          : `Promoted ${r.flags.length} flag${r.flags.length === 1 ? '' : 's'} from ${r.from} to ${r.to} (history event ${r.promotion.eventId}; undo: flagstream promote revert ${r.promotion.eventId}):`;
        return `${head}\n${table(
          r.flags.map((f: any) => ({ key: f.key, change: describe(f) })),
          [
            ['key', 'flag'],
            ['change', 'change'],
          ],
        )}${r.skipped.length ? `Skipped: ${r.skipped.join(', ')}\n` : ''}`;
      }, r);
    },
  },
  {
    name: 'promote revert',
    summary: 'Undo a promotion (its flags in the target environment go back to how they were)',
    usage: 'flagstream promote revert <eventId> [--project P]',
    args: [1, 1],
    needsServer: true,
    options: PROJECT,
    async run(ctx) {
      const p = await projectOf(ctx);
      const r = await ctx.api().rest('POST', `/projects/${p.id}/promotions/${encodeURIComponent(ctx.args[0]!)}/revert`);
      ctx.out(
        r.reverted
          ? `Reverted ${r.flags.length} flag${r.flags.length === 1 ? '' : 's'}: ${r.flags.map((f: any) => f.key).join(', ')}\n`
          : 'Nothing to revert: the flags are already as they were\n',
        r,
      );
    },
  },
  {
    name: 'export',
    summary: 'Export the project (flags, values, targeting, segments) as a versioned JSON document, or an environment as flagd JSON',
    usage: 'flagstream export [--format flagstream|flagd] [--env ENV] [--out FILE] [--project P]',
    needsServer: true,
    options: { ...PROJECT, format: { type: 'string', default: 'flagstream' }, env: { type: 'string', short: 'e' }, out: { type: 'string', short: 'o' } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const format = ctx.values.format as string;
      if (format !== 'flagstream' && format !== 'flagd') throw new CliError('--format must be flagstream or flagd', 2);
      const env = format === 'flagd' ? environmentOf(p, ctx.values.env as string | undefined) : null;
      const doc = await ctx.api().rest('GET', `/projects/${p.id}/export`, undefined, { format, ...(env ? { environment: env.id } : {}) });
      const text = `${JSON.stringify(doc, null, 2)}\n`;
      const out = ctx.values.out as string | undefined;
      if (!out || out === '-') {
        ctx.io.stdout.write(text);
        return;
      }
      await writeFile(out, text);
      ctx.out(`Exported ${p.name}${env ? ` (${env.name}, flagd)` : ''} to ${out}\n`, { project: p.id, file: out, format });
    },
  },
  {
    name: 'import',
    summary: 'Import an exported document into a project: all of it or nothing; --dry-run shows the changes only',
    usage: 'flagstream import <FILE|-> [--dry-run] [--project P]',
    args: [1, 1],
    needsServer: true,
    options: { ...PROJECT, 'dry-run': { type: 'boolean', default: false } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const file = ctx.args[0]!;
      let text: string;
      try {
        text = file === '-' ? await readAll(ctx.io.stdin) : await readFile(file, 'utf8');
      } catch (e) {
        throw new CliError(`Cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`, 1);
      }
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        throw new CliError(`${file} is not JSON`, 1, 'INVALID_DOCUMENT');
      }
      const r = await ctx.api().rest('POST', `/projects/${p.id}/import`, { data: { document, dryRun: Boolean(ctx.values['dry-run']) } });
      ctx.out(() => {
        if (r.changes.length === 0) return `Nothing to import: ${p.name} already matches the document\n`;
        const head = r.dryRun
          ? `Would make ${r.changes.length} changes in ${p.name} (dry run):`
          : `Imported into ${p.name}: ${r.changes.length} changes (history event ${r.applied.eventId})`;
        return `${head}\n${r.changes.map((c: any) => `  ${c.summary}`).join('\n')}\n`;
      }, r);
    },
  },
  {
    name: 'history',
    summary: "The project's latest changes; --follow keeps printing new ones",
    usage: 'flagstream history [--limit N] [--follow] [--project P]',
    needsServer: true,
    options: {
      ...PROJECT,
      limit: { type: 'string', short: 'n', default: '20' },
      follow: { type: 'boolean', short: 'f', default: false },
      interval: { type: 'string', default: '2000' },
    },
    async run(ctx) {
      const p = await projectOf(ctx);
      const limit = Number(ctx.values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new CliError('--limit must be between 1 and 500', 2);
      const print = (entries: any[]) => {
        if (ctx.asJson) for (const e of entries) ctx.io.stdout.write(`${JSON.stringify(e)}\n`);
        else for (const e of entries) ctx.io.stdout.write(`${e.at}  #${e.position}  ${e.actor.name}: ${e.summary}\n`);
      };
      const page = await ctx.api().rest('GET', `/projects/${p.id}/history`, undefined, { limit: String(limit) });
      const entries = [...page.entries].reverse();
      print(entries);
      if (!ctx.values.follow) return;
      let last = entries.length ? entries[entries.length - 1].position : 0;
      const interval = Math.max(200, Number(ctx.values.interval) || 2000);
      for (;;) {
        await new Promise((r) => setTimeout(r, interval));
        const next = await ctx.api().rest('GET', `/projects/${p.id}/history`, undefined, { order: 'asc', cursor: String(last), limit: '500' });
        print(next.entries);
        if (next.entries.length) last = next.entries[next.entries.length - 1].position;
      }
    },
  },
  {
    name: 'history export',
    summary: 'Download the history as NDJSON (with the hash-chain fields, for `flagstream verify`)',
    usage: 'flagstream history export --out FILE [--project P]',
    needsServer: true,
    options: { ...PROJECT, out: { type: 'string', short: 'o' } },
    async run(ctx) {
      const p = await projectOf(ctx);
      const res = await ctx.api().stream(`/projects/${p.id}/history/export`, { format: 'ndjson' });
      const out = ctx.values.out as string | undefined;
      if (!out || out === '-') {
        await pipeline(Readable.fromWeb(res.body as never), ctx.io.stdout as NodeJS.WritableStream);
        return;
      }
      await pipeline(Readable.fromWeb(res.body as never), createWriteStream(out));
      ctx.out(`History of ${p.name} written to ${out}\n`, { project: p.id, file: out });
    },
  },
  {
    name: 'verify',
    summary: "Check an NDJSON history export's hash chain offline, naming the first bad line",
    usage: 'flagstream verify <FILE|-> [--allow-gaps]',
    args: [1, 1],
    options: { 'allow-gaps': { type: 'boolean', default: false } },
    async run(ctx) {
      // Loaded only here: the verifier folds history with the whole domain, which other commands do not need.
      const { verifyFile } = await import('./verify');
      const report = await verifyFile(ctx.args[0]!, ctx.io.stdin, { allowGaps: Boolean(ctx.values['allow-gaps']) }).catch((e: NodeJS.ErrnoException) => {
        throw new CliError(`Cannot read ${ctx.args[0]}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`, 1);
      });
      if (ctx.asJson) ctx.io.stdout.write(json(report));
      else if (report.ok) {
        ctx.io.stdout.write(
          [
            `OK: ${report.verified} events verified (${report.streams.join(', ')}, revisions ${report.firstRevision}–${report.lastRevision})`,
            report.gaps
              ? `Note: ${report.gaps} events were filtered out of this export; the links across them could not be checked`
              : 'Every link of the chain checked',
            report.derivedChecked
              ? 'Summaries, entities, before and after recomputed from the events: they match'
              : 'Summaries not recomputed (the export does not start at the first event)',
            `Head hash: ${report.headHash} (compare with the server: GET /api/projects/{id}/history/verify)`,
          ].join('\n') + '\n',
        );
      } else ctx.io.stderr.write(`FAILED: ${report.failure!.message}\n`);
      return report.ok ? 0 : 1;
    },
  },
];

function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'flagstream: manage Flagstream feature flags from scripts and CI',
    '',
    'Usage: flagstream <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options everywhere: --json (machine-readable output), --help, --url and --token (else FLAGSTREAM_URL / FLAGSTREAM_TOKEN, else `flagstream login`).',
    'Exit codes: 0 done, 1 refused or failed (a verification that fails included), 2 usage or connection problem.',
    '',
  ].join('\n');
}

const commandHelp = (c: Command): string => {
  const opts = Object.entries({ ...(c.options ?? {}), ...GLOBAL }).map(
    ([name, o]) => `  --${name}${o.short ? `, -${o.short}` : ''}${o.type === 'string' ? ' <value>' : ''}`,
  );
  return `${c.summary}\n\nUsage: ${c.usage}\n\nOptions:\n${opts.join('\n')}\n`;
};

/** Runs the CLI; resolves to its exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  // The longest command name the words start with ("flags list" before "flags").
  const words = argv.filter((a) => !a.startsWith('-'));
  const command = [...COMMANDS].sort((a, b) => b.name.length - a.name.length).find((c) => c.name.split(' ').every((w, i) => words[i] === w));
  if (!command) {
    // general help: no words at all, `help`, or --help with no command word (an unknown word is still unknown)
    if (words.length === 0 || words[0] === 'help') {
      io.stdout.write(helpText());
      return 0;
    }
    io.stderr.write(`Unknown command: ${words.slice(0, 2).join(' ') || argv.join(' ')}\n\n${helpText()}`);
    return 2;
  }
  const rest = [...argv];
  for (const w of command.name.split(' ')) rest.splice(rest.indexOf(w), 1);
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: rest, options: { ...GLOBAL, ...(command.options ?? {}) }, allowPositionals: true, strict: true }) as {
      values: Values;
      positionals: string[];
    });
  } catch (e) {
    io.stderr.write(`${(e as Error).message}\n\n${commandHelp(command)}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(commandHelp(command));
    return 0;
  }
  const [min, max] = command.args ?? [0, 0];
  if (positionals.length < min || positionals.length > max) {
    io.stderr.write(
      `${command.name}: expected ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}, got ${positionals.length}\n\n${commandHelp(command)}`,
    );
    return 2;
  }
  const asJson = Boolean(values.json);
  let client: ApiClient | null = null;
  const ctx: RunContext = {
    io,
    values,
    args: positionals,
    asJson,
    api: () =>
      (client ??= (() => {
        const c = resolveCredentials(io.env, { url: values.url as string | undefined, token: values.token as string | undefined });
        return new ApiClient(c.url, c.token);
      })()),
    out(human, data) {
      io.stdout.write(asJson ? json(data) : typeof human === 'function' ? human() : human);
    },
  };
  try {
    return (await command.run(ctx)) ?? 0;
  } catch (e) {
    if (e instanceof CliError) {
      if (asJson) io.stderr.write(json({ error: { code: e.code ?? 'ERROR', message: e.message } }));
      else io.stderr.write(`Error: ${e.message}\n`);
      return e.exitCode;
    }
    io.stderr.write(`Error: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
