import type { Components, Theme } from '@mui/material/styles';

type Part = Components<Theme>;
// One component's entry, seen generically: the three keys MUI reads from every entry.
type Entry = { defaultProps?: object; styleOverrides?: unknown; variants?: unknown[] };

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Style objects merged key by key (nested selectors too); `b` wins on the same property. */
function deepmerge(a: object, b: object): object {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    out[key] = isPlain(prev) && isPlain(value) ? deepmerge(prev, value) : value;
  }
  return out;
}

const resolve = (style: unknown, arg: unknown): object => {
  const value = typeof style === 'function' ? style(arg) : style;
  return value && typeof value === 'object' ? value : {};
};

/** Two style values (objects, or functions of the owner state / theme) as one that applies both, later wins. */
const mergeStyle = (a: unknown, b: unknown): unknown => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (typeof a !== 'function' && typeof b !== 'function') return deepmerge(resolve(a, undefined), resolve(b, undefined));
  return (arg: unknown) => deepmerge(resolve(a, arg), resolve(b, arg));
};

function mergeEntry(name: string, a: Entry, b: Entry): Entry {
  const merged: Entry = { ...a, ...b };
  // deep, so two areas' `variantMapping` entries (say) both stay
  if (a.defaultProps && b.defaultProps) merged.defaultProps = deepmerge(a.defaultProps, b.defaultProps);
  if (a.variants || b.variants) merged.variants = [...(a.variants ?? []), ...(b.variants ?? [])];
  if (a.styleOverrides !== undefined && b.styleOverrides !== undefined) {
    if (name === 'MuiCssBaseline') {
      // CssBaseline's overrides are one style (or a function of the theme), not a map of slots.
      merged.styleOverrides = mergeStyle(a.styleOverrides, b.styleOverrides);
    } else {
      const slotsA = a.styleOverrides as Record<string, unknown>;
      const slotsB = b.styleOverrides as Record<string, unknown>;
      const slots: Record<string, unknown> = { ...slotsA };
      for (const [slot, style] of Object.entries(slotsB)) slots[slot] = mergeStyle(slotsA[slot], style);
      merged.styleOverrides = slots;
    }
  }
  return merged;
}

/**
 * The component customisations of every area as one `components` object. Two areas may customise the
 * same component (say a Chip variant for flags and one for audit): default props and slot styles merge,
 * later parts win on the same key, and variants add up, so no area silently replaces another's.
 */
export function mergeCustomizations(...parts: Part[]): Part {
  const out: Record<string, Entry> = {};
  for (const part of parts) {
    for (const [name, entry] of Object.entries(part as Record<string, Entry>)) {
      out[name] = out[name] ? mergeEntry(name, out[name], entry) : entry;
    }
  }
  return out as Part;
}
