import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button } from '@mui/material';
import { NotFoundCode, NotFoundPlace, NotFoundTitle } from './authParts';

/** Any other path (spec §2): the missing path is logged. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <NotFoundPlace>
      <div>
        <NotFoundCode variant="h1">404</NotFoundCode>
        <NotFoundTitle variant="h5">Oops! Page not found</NotFoundTitle>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </div>
    </NotFoundPlace>
  );
}
