import { Fragment } from 'preact';
import { textBlocks } from '../model/text-blocks.ts';

/** A description as the owner wrote it: paragraphs, line breaks and "-" lists, as elements (never HTML). */
export function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {/* the blocks and lines are the text's own order, rebuilt from it on every render: their position is their identity */}
      {textBlocks(text).map((block, i) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: position in the text (above)
          <ul key={i} class="vs-desc-list">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: position in the text (above)
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: position in the text (above)
          <p key={i}>
            {block.lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: position in the text (above)
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}
