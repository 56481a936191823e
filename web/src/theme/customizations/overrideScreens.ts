import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** An identifier to read and copy (a uuid, the configuration URL): body text in the monospace token at 13px. */
    copyValue: true;
    /** A value beside its switch (an override's boolean): body2 in the monospace token at 13px, semi-bold. */
    switchValue: true;
  }
}

/**
 * Looks of the Overrides and Setup screens (issue 18: styles in the theme, not in `sx` copies). They
 * reuse the other areas' variants (Card hoverable, Paper fieldPanel, Typography cardTitle, optionTitle,
 * entityName, monoValue, codeCaption, label, Avatar tile, SvgIcon emptyState); one-offs are styled parts
 * next to their components (overrides/overrideParts.ts, overrides/formParts.ts, setup/setupStyles.ts).
 */
export const overrideScreensCustomizations: Components<Theme> = {
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [
      {
        props: { variant: 'copyValue' },
        style: ({ theme }) => ({ ...theme.typography.body1, fontFamily: theme.typography.fontFamilyMono, fontSize: 13 }),
      },
      {
        props: { variant: 'switchValue' },
        style: ({ theme }) => ({ ...theme.typography.body2, fontFamily: theme.typography.fontFamilyMono, fontSize: 13, fontWeight: 600 }),
      },
    ],
  },
};
