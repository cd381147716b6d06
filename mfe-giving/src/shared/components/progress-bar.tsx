import { useId } from 'react';
import { formatMoney } from '../money/money';
import type { ProgressFigures } from '../money/progress';

/**
 * Money raised against a goal: a native <progress> (read as a progress bar with its percentage)
 * named by the visible sentence, e.g. "£2,548 raised of £6,000". Without a goal there is no bar,
 * only the amount raised.
 */
export function ProgressBar({
  figures,
  live = false,
}: {
  figures: ProgressFigures;
  live?: boolean;
}) {
  const id = useId();
  const raised = formatMoney(figures.raised, figures.currency, { whole: true });
  const hasGoal = figures.goal > 0;
  const percent = hasGoal ? Math.min(100, Math.floor((figures.raised / figures.goal) * 100)) : 0;
  return (
    <div className="giving-progress" data-live={live ? 'true' : undefined}>
      {hasGoal && (
        <progress id={`${id}-bar`} max={100} value={percent} aria-labelledby={`${id}-label`} />
      )}
      <p id={`${id}-label`} className="giving-progress-label">
        {hasGoal ? (
          <>
            <strong>{raised}</strong> raised of{' '}
            {formatMoney(figures.goal, figures.currency, { whole: true })}
            <span className="giving-progress-percent"> ({percent}%)</span>
          </>
        ) : (
          <>
            <strong>{raised}</strong> raised
          </>
        )}
        {figures.partial && (
          <span className="giving-progress-note"> — some recent gifts are not counted yet</span>
        )}
      </p>
    </div>
  );
}
