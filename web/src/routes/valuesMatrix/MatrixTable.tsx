import { Card, Link, TableBody, TableHead, TableRow, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { graphql } from '../../apollo/generated';
import { MatrixEnvHead } from './MatrixEnvHead';
import { MatrixRow } from './MatrixRow';
import type { MatrixEnvironment } from './matrixModel';
import { CornerCell, FlagCol, MatrixGrid, MatrixScroll, NoMatchCell } from './matrixTableParts';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

/**
 * What a column of the matrix reads of an environment (in order) and its head's fragment. The page's
 * query spreads it; the page's hook and rules read it too (MatrixEnvironment).
 */
export const MATRIX_COLUMN_FRAGMENT = graphql(`
  fragment MatrixColumn_environment on Environment {
    id name type order
    ...MatrixEnvHead_environment
  }
`);

const ColumnLabel = styled(Typography)({ lineHeight: 1.5 });

function HeadRow({ environments }: { environments: readonly MatrixEnvironment[] }) {
  return (
    <TableRow>
      <CornerCell>
        <ColumnLabel variant="overline" color="text.secondary">
          Feature Flag
        </ColumnLabel>
      </CornerCell>
      {environments.map((env) => (
        <MatrixEnvHead key={env.id} env={env} />
      ))}
    </TableRow>
  );
}

function NoMatchRow({ m }: { m: ValuesMatrixModel }) {
  return (
    <TableRow>
      <NoMatchCell colSpan={m.environments.length + 1}>
        No flags match “{m.search}”.{' '}
        <Link component="button" onClick={() => m.setSearch('')}>
          Clear search
        </Link>
      </NoMatchCell>
    </TableRow>
  );
}

/** The grid: a sticky flag column and header row, one editable cell per flag and environment. */
export function MatrixTable({ m, editable }: { m: ValuesMatrixModel; editable: boolean }) {
  const { environments } = m;
  return (
    <Card>
      <MatrixScroll data-testid="matrix-scroll">
        <MatrixGrid stickyHeader size="small" aria-label="Values matrix" columns={environments.length}>
          <colgroup>
            <FlagCol />
            {environments.map((env) => (
              <col key={env.id} />
            ))}
          </colgroup>
          <TableHead>
            <HeadRow environments={environments} />
          </TableHead>
          <TableBody>
            {m.shownFlags.length === 0 && <NoMatchRow m={m} />}
            {m.shownFlags.map((flag) => (
              <MatrixRow key={flag.id} flag={flag} environments={environments} m={m} editable={editable} />
            ))}
          </TableBody>
        </MatrixGrid>
      </MatrixScroll>
    </Card>
  );
}
