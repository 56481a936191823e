import { NAV_GROUPS } from './navItems';

/** One thing the command palette (⌘/Ctrl+K) can do: open a screen, a flag, or switch project. */
export interface Command {
  id: string;
  kind: 'screen' | 'flag' | 'project';
  label: string;
  /** a second line: a flag's key, a project's description, a screen's group */
  detail: string;
  /** screen and flag commands navigate here */
  to?: string;
  /** project commands make this project current */
  projectId?: string;
  /** screens that need a project are offered only when one is current */
  disabled?: boolean;
}

export interface PaletteSource {
  hasProject: boolean;
  currentProjectId: string | null;
  projects: ReadonlyArray<{ id: string; name: string; description?: string | null }>;
  flags: ReadonlyArray<{ key: string; name: string }>;
}

export const KIND_LABEL: Record<Command['kind'], string> = { screen: 'Go to', flag: 'Flags', project: 'Switch project' };

/** Every command, in the order shown with an empty query: screens, then flags, then other projects. */
export function allCommands(src: PaletteSource): Command[] {
  const screens: Command[] = NAV_GROUPS.flatMap((g) =>
    g.items
      .filter(() => !g.needsProject || src.hasProject)
      .map((i) => ({ id: `screen:${i.to}`, kind: 'screen' as const, label: i.label, detail: g.title, to: i.to })),
  );
  screens.push({ id: 'screen:/account/tokens', kind: 'screen', label: 'Personal API tokens', detail: 'Account', to: '/account/tokens' });
  const flags: Command[] = src.flags.map((f) => ({
    id: `flag:${f.key}`,
    kind: 'flag',
    label: f.name,
    detail: f.key,
    to: `/flags/${encodeURIComponent(f.key)}`,
  }));
  const projects: Command[] = src.projects
    .filter((p) => p.id !== src.currentProjectId)
    .map((p) => ({ id: `project:${p.id}`, kind: 'project', label: p.name, detail: p.description ?? '', projectId: p.id }));
  return [...screens, ...flags, ...projects];
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * How well `query` matches a command: 0 = no match. A label that starts with the query beats a
 * word of the label that starts with it, which beats the query anywhere in the label, which beats
 * a match in the detail (a flag's key); every query word must match somewhere.
 */
export function score(c: Command, query: string): number {
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const label = norm(c.label);
  const detail = norm(c.detail);
  let total = 0;
  for (const w of words) {
    if (label.startsWith(w)) total += 8;
    else if (label.split(/[\s\-_.&/]+/).some((part) => part.startsWith(w))) total += 6;
    else if (label.includes(w)) total += 4;
    else if (detail.includes(w)) total += 2;
    else return 0;
  }
  return total;
}

/** At most `limit` commands matching `query`, best first; ties keep the screens/flags/projects order. */
export function filterCommands(commands: readonly Command[], query: string, limit = 50): Command[] {
  return commands
    .map((c, i) => ({ c, i, s: score(c, query) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.c);
}

/** The next highlighted row for an arrow key (wraps around). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

/** Is the key event a shortcut the shell should leave alone (typing in a field)? */
export function isTypingTarget(el: EventTarget | null): boolean {
  if (!el || typeof (el as HTMLElement).tagName !== 'string') return false;
  const h = el as HTMLElement;
  const tag = h.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || h.isContentEditable;
}

/** What a key press anywhere in the app asks of the palette: ⌘/Ctrl+K toggles it; "/" (nobody typing) goes to the screen's search. */
export function paletteShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, typing: boolean): 'toggle' | 'focusSearch' | null {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return 'toggle';
  if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing) return 'focusSearch';
  return null;
}

/** Apple keyboards say ⌘K, others Ctrl K. */
export const isApplePlatform = (platform: string): boolean => /Mac|iPhone|iPad/.test(platform);

/** A group's heading ("Go to", "Flags") goes above its first row, only while nothing is typed (results are ranked, not grouped). */
export const startsGroup = (shown: readonly Command[], i: number, query: string): boolean => !query && (i === 0 || shown[i - 1]?.kind !== shown[i]?.kind);
