import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { BrandMark } from '../components/shell/BrandMark';
import { AuthCard, AuthColumn, AuthContent, AuthFooter, AuthPage, AuthSubtitle, Brand, BrandName } from './authParts';
import { BRAND_NAME } from '../theme/brand';

/** The public pages' frame: brand, a headline and a card. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <AuthPage>
      <AuthColumn>
        <Brand direction="row" spacing={1.25}>
          <BrandMark size={40} />
          <BrandName variant="h5">{BRAND_NAME}</BrandName>
        </Brand>
        <AuthCard>
          <AuthContent>
            <Typography variant="h5">{title}</Typography>
            <AuthSubtitle variant="lead" component="p" color="text.secondary">
              {subtitle}
            </AuthSubtitle>
            {children}
          </AuthContent>
        </AuthCard>
        <AuthFooter>{footer}</AuthFooter>
      </AuthColumn>
    </AuthPage>
  );
}
