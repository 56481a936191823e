/** Saving into production asks first (issue 17). */
export function ProductionSaveMessage({ environments }: { environments: string[] }) {
  return (
    <>
      Some of them are in production (<b>{environments.join(', ')}</b>): applications using it see the new values at once.
    </>
  );
}
