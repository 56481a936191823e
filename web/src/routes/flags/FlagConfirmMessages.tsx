/** The confirmation texts of the kill switch and of a production environment's changes (issue 17). */

/** Turning a flag off (or back on) everywhere names the production environments it reaches. */
export function KillMessage({ on, production, until = 'until it is turned back on' }: { on: boolean; production: string[]; until?: string }) {
  const names = <b>{production.join(', ')}</b>;
  return on ? (
    <>Each environment, including {names}, serves its own state again.</>
  ) : (
    <>
      The flag is served off in every environment and override, including {names}, {until}.
    </>
  );
}

/** A production environment's switch or value: applications see it at once. */
export function ProductionEnvMessage({ environment, what = 'the change' }: { environment: string; what?: string }) {
  return (
    <>
      <b>{environment}</b> is a production environment: applications using it see {what} at once.
    </>
  );
}

/** Resetting an environment to the flag's default. */
export function ResetMessage({ environment, production }: { environment: string; production: boolean }) {
  return (
    <>
      <b>{environment}</b> will serve the default value{production ? ' at once' : ''}.
    </>
  );
}
