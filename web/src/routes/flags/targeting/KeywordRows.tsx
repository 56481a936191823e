import type { ReactNode } from 'react';
import { Keyword } from './Keyword';
import { KeywordBody, KeywordColumn, KeywordRow } from './styledParts';

/** A condition of a rule or a segment: IF on the first, then AND (or OR), beside its editor. */
export function ConditionRow({ keyword, children }: { keyword: 'IF' | 'AND' | 'OR'; children: ReactNode }) {
  return (
    <KeywordRow direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.75, sm: 1.25 }}>
      <KeywordColumn>
        <Keyword tone={keyword === 'IF' ? 'primary' : 'neutral'}>{keyword}</Keyword>
      </KeywordColumn>
      <KeywordBody>{children}</KeywordBody>
    </KeywordRow>
  );
}

/** What a rule or the default serves: THEN SERVE, OTHERWISE or EVERYONE beside its editor. */
export function ServeRow({ keyword, children }: { keyword: string; children: ReactNode }) {
  return (
    <KeywordRow direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
      <KeywordColumn wide>
        <Keyword>{keyword}</Keyword>
      </KeywordColumn>
      <KeywordBody>{children}</KeywordBody>
    </KeywordRow>
  );
}
