import { Card, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Box } from '@mui/material';
import { CELL_MIN_WIDTH, MatrixCell } from './MatrixCell';
import { FLAG_COL_WIDTH, MatrixEnvHead, MatrixFlagHeading, stickyFirstSx } from './MatrixFlagHeading';
import { cellKey, serverCell } from './matrixModel';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

/** The grid: a sticky flag column and header row, one editable cell per flag and environment. */
export function MatrixTable({ m, editable }: { m: ValuesMatrixModel; editable: boolean }) {
  const { environments } = m;
  return (
    <Card>
      {/* Fills the window below the header: one scroll area with sticky headers, not a small box in a long page. */}
      <TableContainer sx={{ maxHeight: { xs: 'calc(100vh - 132px)', md: 'calc(100vh - 168px)' }, minHeight: 320 }} data-testid="matrix-scroll">
        <Table
          stickyHeader
          size="small"
          aria-label="Values matrix"
          sx={{
            borderCollapse: 'separate',
            tableLayout: 'fixed',
            minWidth: { xs: FLAG_COL_WIDTH.xs + environments.length * CELL_MIN_WIDTH.xs, sm: FLAG_COL_WIDTH.sm + environments.length * CELL_MIN_WIDTH.sm },
          }}
        >
          {/* Fixed layout: environments share the width equally and long values are cut, not the columns pushed off-screen. */}
          <colgroup>
            <Box component="col" sx={{ width: FLAG_COL_WIDTH }} />
            {environments.map((env) => (
              <col key={env.id} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell
                sx={{ ...stickyFirstSx, zIndex: 4, width: FLAG_COL_WIDTH, minWidth: FLAG_COL_WIDTH, verticalAlign: 'bottom', px: { xs: 1.25, sm: 2 } }}
              >
                <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                  Feature Flag
                </Typography>
              </TableCell>
              {environments.map((env) => (
                <MatrixEnvHead key={env.id} env={env} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {m.shownFlags.length === 0 && (
              <TableRow>
                <TableCell colSpan={environments.length + 1} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  No flags match “{m.search}”.{' '}
                  <Link component="button" onClick={() => m.setSearch('')}>
                    Clear search
                  </Link>
                </TableCell>
              </TableRow>
            )}
            {m.shownFlags.map((flag) => (
              <TableRow key={flag.id} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    ...stickyFirstSx,
                    zIndex: 2,
                    width: FLAG_COL_WIDTH,
                    minWidth: FLAG_COL_WIDTH,
                    maxWidth: FLAG_COL_WIDTH,
                    py: 1,
                    px: { xs: 1.25, sm: 2 },
                  }}
                >
                  <MatrixFlagHeading flag={flag} />
                </TableCell>
                {environments.map((env) => {
                  const key = cellKey(flag.id, env.id);
                  return (
                    <TableCell key={env.id} sx={{ p: 0.5, verticalAlign: 'middle', minWidth: CELL_MIN_WIDTH }}>
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
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
