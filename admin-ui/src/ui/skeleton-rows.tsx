import { SKELETON_ROWS } from '../lib/constants.ts';

/**
 * A list's loading placeholder: rows shaped like the list's own (a picture or an avatar in
 * front, one or two lines of text, a pill), so nothing jumps when the data comes.
 */
export function SkeletonRows({ lead, lines = 2, testId }: { lead?: 'thumb' | 'avatar'; lines?: 1 | 2; testId?: string }) {
  return (
    <div className="skeleton-list" aria-hidden="true" data-testid={testId}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <div key={i} className="skeleton-row">
          {lead && <span className={`skeleton skeleton--${lead}`} />}
          <span className="skeleton-row__lines">
            <span className="skeleton skeleton--line" />
            {lines === 2 && <span className="skeleton skeleton--line skeleton--short" />}
          </span>
          <span className="skeleton skeleton--pill" />
        </div>
      ))}
    </div>
  );
}
