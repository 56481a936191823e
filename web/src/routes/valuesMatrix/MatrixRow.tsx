import { graphql } from '../../apollo/generated';
import { MatrixCell } from './MatrixCell';
import { MatrixFlagHeading } from './MatrixFlagHeading';
import { cellKey, serverCell } from './matrixModel';
import type { MatrixEnvironment, MatrixFlag } from './matrixModel';
import { FlagHeadCell, FlagRowRoot, ValueCell } from './matrixTableParts';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

/**
 * What a row of the matrix reads of a flag: its cells' records and its head's fragment. The page's
 * query spreads it; the page's hook and rules (matrixModel) read it too (MatrixFlag).
 */
export const MATRIX_ROW_FRAGMENT = graphql(`
  fragment MatrixRow_flag on Flag {
    id name key type value enabled
    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }
    ...MatrixFlagHeading_flag
  }
`);

/** One flag: its head, then one editable cell per environment. */
export function MatrixRow({
  flag,
  environments,
  m,
  editable,
}: {
  flag: MatrixFlag;
  environments: readonly MatrixEnvironment[];
  m: ValuesMatrixModel;
  editable: boolean;
}) {
  return (
    <FlagRowRoot>
      <FlagHeadCell component="th" scope="row">
        <MatrixFlagHeading flag={flag} />
      </FlagHeadCell>
      {environments.map((env) => {
        const key = cellKey(flag.id, env.id);
        return (
          <ValueCell key={env.id}>
            <MatrixCell
              cellKey={key}
              flagId={flag.id}
              flagKey={flag.key}
              flagName={flag.name}
              environmentId={env.id}
              environmentName={env.name}
              type={flag.type}
              killed={!flag.enabled}
              server={serverCell(flag, env.id)}
              edit={m.edits.get(key)}
              targeting={flag.environmentValues.find((v) => v.environmentId === env.id)}
              editable={editable}
              resetting={m.resetting.has(key)}
              disabled={m.saving}
              onEdit={m.onEdit}
              onReset={m.onReset}
            />
          </ValueCell>
        );
      })}
    </FlagRowRoot>
  );
}
