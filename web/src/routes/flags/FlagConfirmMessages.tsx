/** The confirmation texts of the kill switch and of a production environment's switch (issue 17). */

/** Turning a flag off (or back on) everywhere names the production environments it reaches. */
export function KillMessage({ on, production }: { on: boolean; production: string[] }) {
  const names = <b>{production.join(', ')}</b>;
  return on ? (
    <>Each environment, including {names}, serves its own state again.</>
  ) : (
    <>The flag is served off in every environment and override, including {names}, until it is turned back on.</>
  );
}

/** A production environment's switch: applications see the change at once. */
export function ProductionEnvMessage({ environment }: { environment: string }) {
  return (
    <>
      <b>{environment}</b> is a production environment: applications using it see the change at once.
    </>
  );
}
