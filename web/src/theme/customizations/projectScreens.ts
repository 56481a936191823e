import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/SvgIcon' {
  interface SvgIconPropsSizeOverrides {
    /** The 44px icon over an empty list's title (EmptyState). */
    emptyState: true;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A key, id, hash or value in the monospace token, at body2 size. */
    code: true;
    /** The same at caption size: the key under a name. */
    codeCaption: true;
    /** A key, name or hash set off inside a sentence: the monospace token on a light tint. */
    codeChip: true;
    /** An uppercase column or line label ("FLAG", "VALUE"). */
    label: true;
    /** A thing's name heading its row or card: body size, semi-bold. */
    name: true;
    /** A name inside a sentence (dialog messages, subtitles): the text colour, semi-bold, the sentence's font. */
    strong: true;
    /** A section's title inside a card (Time travel's Feature flags, Served configuration): an h6 at 16px. */
    sectionTitle: true;
  }
}

/**
 * Looks shared by the Projects, Team Members, Compare & Promote and Audit Log screens: the text
 * variants they repeat, so their components carry names instead of `sx` copies.
 */
export const projectScreensCustomizations: Components<Theme> = {
  MuiSvgIcon: { variants: [{ props: { fontSize: 'emptyState' }, style: { fontSize: 44 } }] },
  MuiTypography: {
    // No variantMapping here: areas' default props replace each other's. These render as a span (MUI's
    // default for a variant it has no element for); `name` and `code` are blocks, a `strong` is given its element.
    variants: [
      { props: { variant: 'name' }, style: ({ theme }) => ({ ...theme.typography.body1, fontWeight: 600, display: 'block' }) },
      {
        props: { variant: 'code' },
        style: ({ theme }) => ({
          display: 'block',
          fontSize: theme.typography.body2.fontSize,
          lineHeight: theme.typography.body2.lineHeight,
          fontFamily: theme.typography.fontFamilyMono,
        }),
      },
      {
        props: { variant: 'codeCaption' },
        style: ({ theme }) => ({
          fontSize: theme.typography.caption.fontSize,
          lineHeight: theme.typography.caption.lineHeight,
          fontFamily: theme.typography.fontFamilyMono,
        }),
      },
      {
        props: { variant: 'codeChip' },
        style: ({ theme }) => ({
          font: 'inherit',
          fontFamily: theme.typography.fontFamilyMono,
          fontWeight: 600,
          padding: theme.spacing(0, 0.5),
          borderRadius: Number(theme.shape.borderRadius) / 2,
          backgroundColor: theme.palette.action.hover,
        }),
      },
      {
        props: { variant: 'label' },
        style: ({ theme }) => ({
          fontSize: theme.typography.pxToRem(12),
          lineHeight: 1.66,
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.03em',
          color: theme.palette.text.secondary,
        }),
      },
      { props: { variant: 'sectionTitle' }, style: ({ theme }) => ({ ...theme.typography.h6, fontSize: theme.typography.pxToRem(16), display: 'block' }) },
      { props: { variant: 'strong' }, style: ({ theme }) => ({ font: 'inherit', fontWeight: 600, color: theme.palette.text.primary }) },
    ],
  },
};
