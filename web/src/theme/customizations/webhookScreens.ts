import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A webhook's payload URL heading its card: body1 in the monospace token at 14px, semi-bold, broken anywhere. */
    webhookUrl: true;
    /** The webhook's URL under the delivery log's title: body2 in the monospace token at 13px. */
    deliveryUrl: true;
    /** A delivery's id: caption in the monospace token at 11px. */
    deliveryId: true;
    /** A masked signing secret: caption in the monospace token. */
    secretValue: true;
    /** A delivery's "Response 200" / "No response": a semi-bold caption, coloured by the `color` prop. */
    responseCode: true;
    /** The product's name next to its mark on the public pages: an h5, extra bold. */
    brandTitle: true;
    /** The small accent line over a public card's title ("PROJECT INVITATION"). */
    eyebrow: true;
    /** The value of a label/value line (an invitation's role, email, expiry): body2, semi-bold, right-aligned, broken anywhere. */
    detailValue: true;
  }
}

/**
 * Looks of the Webhooks, Invitation and Promote screens (issue 18: styles in the theme, not in `sx`
 * copies): their text variants. Layout one-offs are styled parts next to their components
 * (webhookParts, invitationStyles, promoteParts).
 */
export const webhookScreensCustomizations: Components<Theme> = {
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [
      {
        props: { variant: 'webhookUrl' },
        style: ({ theme }) => ({
          ...theme.typography.body1,
          fontWeight: 600,
          fontFamily: theme.typography.fontFamilyMono,
          fontSize: 14,
          wordBreak: 'break-all',
        }),
      },
      {
        props: { variant: 'deliveryUrl' },
        style: ({ theme }) => ({ ...theme.typography.body2, fontFamily: theme.typography.fontFamilyMono, fontSize: 13 }),
      },
      {
        props: { variant: 'deliveryId' },
        style: ({ theme }) => ({ ...theme.typography.caption, fontFamily: theme.typography.fontFamilyMono, fontSize: 11, minWidth: 0 }),
      },
      {
        props: { variant: 'secretValue' },
        style: ({ theme }) => ({ ...theme.typography.caption, fontFamily: theme.typography.fontFamilyMono }),
      },
      { props: { variant: 'responseCode' }, style: ({ theme }) => ({ ...theme.typography.caption, fontWeight: 600 }) },
      { props: { variant: 'brandTitle' }, style: ({ theme }) => ({ ...theme.typography.h5, fontWeight: 800 }) },
      {
        props: { variant: 'eyebrow' },
        style: ({ theme }) => ({
          ...theme.typography.overline,
          lineHeight: 1.5,
          letterSpacing: '0.1em',
          fontWeight: 700,
          color: theme.palette.primary.main,
        }),
      },
      {
        props: { variant: 'detailValue' },
        style: ({ theme }) => ({
          ...theme.typography.body2,
          fontWeight: 600,
          color: theme.palette.text.primary,
          flex: 1,
          textAlign: 'right',
          minWidth: 0,
          wordBreak: 'break-all',
        }),
      },
    ],
  },
};
