import { forwardRef, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';
import { styled } from '@mui/material/styles';

/** Spec §9: toasts 356 px wide, at most 3, swiped right beyond 50 px to dismiss, F8 focuses them. */
export const TOAST_WIDTH = 356;
export const SWIPE_DISMISS_PX = 50;
export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 5000;

const Content = styled(MaterialDesignContent)(({ theme }) => ({
  width: TOAST_WIDTH,
  maxWidth: 'calc(100vw - 16px)',
  boxSizing: 'border-box',
  flexWrap: 'nowrap',
  alignItems: 'center',
  borderRadius: 10,
  boxShadow: theme.shadows[6],
  touchAction: 'pan-y',
  userSelect: 'none',
  '& #notistack-snackbar': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[900] },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[900] },
}));

/** Where a swipe is: the toast follows the finger (or mouse) to the right and leaves past the threshold. */
export function swipeOutcome(dx: number): 'dismiss' | 'stay' {
  return dx > SWIPE_DISMISS_PX ? 'dismiss' : 'stay';
}

/** A toast that can be swiped right to dismiss and focused with F8. */
const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(props, ref) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const end = (x: number | null) => {
    const moved = start.current === null || x === null ? 0 : x - start.current;
    start.current = null;
    if (swipeOutcome(moved) === 'dismiss') closeSnackbar(props.id);
    setDx(0);
  };
  const { style, ...rest } = props;
  return (
    <div
      ref={ref}
      data-toast=""
      tabIndex={-1}
      style={{
        ...style,
        transform: dx > 0 ? `translateX(${dx}px)` : undefined,
        opacity: dx > 0 ? Math.max(0.3, 1 - dx / 200) : undefined,
        transition: start.current === null ? 'transform 150ms ease, opacity 150ms ease' : 'none',
        touchAction: 'pan-y',
        outlineOffset: 2,
      }}
      onPointerDown={(e: ReactPointerEvent<HTMLDivElement>) => {
        // Buttons inside the toast (Undo, Close) keep their click.
        if ((e.target as HTMLElement).closest('button')) return;
        start.current = e.clientX;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e: ReactPointerEvent<HTMLDivElement>) => {
        if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={(e: ReactPointerEvent<HTMLDivElement>) => end(e.clientX)}
      onPointerCancel={() => end(null)}
      onKeyDown={(e: ReactKeyboardEvent<HTMLDivElement>) => {
        if (e.key === 'Escape') closeSnackbar(props.id);
      }}
    >
      <Content {...rest} style={{}} />
    </div>
  );
});

/** F8 moves focus to the newest toast (and Escape dismisses it there). */
function useF8Focus() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return;
      const toasts = document.querySelectorAll<HTMLElement>('[data-toast]');
      const newest = toasts[toasts.length - 1];
      if (!newest) return;
      e.preventDefault();
      newest.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  useF8Focus();
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: SwipeableToast, success: SwipeableToast, error: SwipeableToast, warning: SwipeableToast, info: SwipeableToast }}
    >
      {children}
    </SnackbarProvider>
  );
}
