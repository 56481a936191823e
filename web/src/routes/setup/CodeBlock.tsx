import { Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { CodeCopy, CodeHead, CodeLabel, CodePanel, CodePre } from './setupStyles';

// A small highlighter: comments, strings and keywords are all these samples need.
const JS_TOKENS =
  /(\/\/[^\n]*)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|\b(import|from|const|let|await|async|function|return|export|if|throw|new)\b/g;
const SH_TOKENS = /(#[^\n]*)|('(?:[^'\n])*'|"(?:[^"\\\n]|\\.)*")|\b(curl)\b/g;
const JSON_TOKENS = /("(?:[^"\\\n]|\\.)*"(?=\s*:))|("(?:[^"\\\n]|\\.)*")|\b(true|false|null)\b/g;
const PY_TOKENS = /(#[^\n]*)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\b(from|import|def|return|lambda|print|None|True|False)\b/g;
// Go, Java and C#: C-like comments and strings, with their own keywords
const C_LIKE_TOKENS = /(\/\/[^\n]*)|("(?:[^"\\\n]|\\.)*")|\b(package|import|func|var|if|return|public|class|static|void|throws|new|using|await|err|nil)\b/g;

const COLOURS = { comment: '#7c8599', string: '#9fdfb0', keyword: '#c9b8ff', key: '#8ecbff' };

function highlight(code: string, language: string): ReactNode[] {
  const re =
    language === 'bash'
      ? SH_TOKENS
      : language === 'json'
        ? JSON_TOKENS
        : language === 'python'
          ? PY_TOKENS
          : language === 'go' || language === 'java' || language === 'csharp'
            ? C_LIKE_TOKENS
            : JS_TOKENS;
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of code.matchAll(re)) {
    const i = m.index ?? 0;
    if (i > last) out.push(code.slice(last, i));
    const [text, a, b, c] = m;
    const style =
      language === 'json'
        ? a
          ? { color: COLOURS.key }
          : b
            ? { color: COLOURS.string }
            : { color: COLOURS.keyword }
        : a
          ? { color: COLOURS.comment, fontStyle: 'italic' }
          : b
            ? { color: COLOURS.string }
            : c
              ? { color: COLOURS.keyword }
              : {};
    out.push(
      <span key={i} style={style}>
        {text}
      </span>,
    );
    last = i + text.length;
  }
  if (last < code.length) out.push(code.slice(last));
  return out;
}

/** A dark code panel with a file label and a copy button (toast "Copied to clipboard"). */
export function CodeBlock({ code, language, label, maxHeight }: { code: string; language: string; label?: string; maxHeight?: number }) {
  const parts = useMemo(() => highlight(code, language), [code, language]);
  return (
    <CodePanel>
      <CodeHead direction="row">
        <CodeLabel variant="caption">{label ?? language}</CodeLabel>
        <CodeCopy>
          <CopyButton value={code} label="Copy code" />
        </CodeCopy>
      </CodeHead>
      <CodePre tabIndex={0} aria-label={label ? `${label} code` : 'Code'} maxHeight={maxHeight}>
        <code>
          {parts.map((p, i) => (
            <Fragment key={i}>{p}</Fragment>
          ))}
        </code>
      </CodePre>
    </CodePanel>
  );
}
