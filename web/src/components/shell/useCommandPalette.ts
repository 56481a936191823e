import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProjects } from '../../state/ProjectsProvider';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { allCommands, filterCommands, moveActive } from './commandPaletteModel';
import type { Command } from './commandPaletteModel';

/** The id of the row at `i` (the input's aria-activedescendant). */
export const optionId = (i: number) => `command-option-${i}`;

/**
 * The palette's data and actions: the commands (screens, the current project's flags, other
 * projects), the query and the highlighted row; running one closes the palette, switches project
 * and/or navigates.
 */
export function useCommandPalette(onClose: () => void) {
  const navigate = useNavigate();
  const { projects, current, setCurrentId } = useProjects();
  // the current project's flags: its tree, read for that project only
  const tree = useCurrentProjectTree().project;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const commands = useMemo(
    () => allCommands({ hasProject: Boolean(current), currentProjectId: current?.id ?? null, projects, flags: tree?.featureFlags ?? [] }),
    [projects, current, tree],
  );
  const shown = useMemo(() => filterCommands(commands, query), [commands, query]);
  useEffect(() => setActive(shown.length ? 0 : -1), [shown]);

  const run = (c: Command | undefined) => {
    if (!c) return;
    onClose();
    if (c.projectId) setCurrentId(c.projectId);
    if (c.to) navigate(c.to);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = moveActive(active, shown.length, e.key);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(shown[active]);
    }
  };
  return { query, setQuery, active, setActive, shown, run, onKeyDown };
}

export type CommandPaletteModel = ReturnType<typeof useCommandPalette>;
