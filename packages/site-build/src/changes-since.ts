import type { DocumentChange } from '@site/contracts/generator';

/**
 * What changed since work was last done from a snapshot of the corpus, for a thread that makes
 * snapshot after snapshot (a warm builder's content thread) and does that work once in each build
 * (the areas' files): the last snapshot's changes when the work was last done from the snapshot
 * just before, and else unknown (undefined), when the work must be made afresh.
 */
export class ChangesSince {
  private snapshots = 0;
  private last: readonly DocumentChange[] | undefined;
  private doneAt = -1;

  /** A new snapshot, and what changed from the one before. */
  snapshot(changes: readonly DocumentChange[]): void {
    this.snapshots += 1;
    this.last = changes;
  }

  /**
   * The work begins from the current snapshot: what changed since it was last done (when known),
   * and `done`, to say it was done (work that fails says nothing, and is made afresh next time).
   */
  begin(): { changes: readonly DocumentChange[] | undefined; done: () => void } {
    const at = this.snapshots;
    return {
      changes: this.doneAt === at - 1 ? this.last : undefined,
      done: () => {
        this.doneAt = at;
      },
    };
  }
}
