/**
 * The code block as it highlights code in the browser: Prism (the grammar
 * core and every language, about 40 KB gzip) and the extra languages of the
 * site config. Loaded only when a block has to be tokenized in the browser
 * (src/theme/CodeBlock/Content), never for a page load.
 *
 * Our own small copy of the theme's content, because each line must know its
 * index in the block (the theme passes none to its Line): a line finds its
 * code links by it (plugins/code-links). Same markup and classes as the
 * theme's: the `<pre>` with its styles and `thin-scrollbar`, the `<code>`
 * with the line-number counter.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's <pre> and <code> styles.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {CodeLineIndexContext} from '@site/plugins/code-links/client/CodeLinks';
import {registerLanguages} from '@site/src/prism/registerLanguages';

export default function HighlightedCodeBlockContent({className: classNameProp}: Props): ReactNode {
  registerLanguages();
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // The theme's block is focusable, so that a keyboard can scroll it.
          tabIndex={0}
          style={style}
          className={clsx(classNameProp, className, themeStyles.codeBlock, 'thin-scrollbar')}
        >
          <code
            className={clsx(themeStyles.codeBlockLines, numbered && themeStyles.codeBlockLinesWithNumbering)}
            style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
          >
            {lines.map((line, index) => (
              <CodeLineIndexContext key={index} value={index}>
                <Line
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[index]}
                  showLineNumbers={numbered}
                />
              </CodeLineIndexContext>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
