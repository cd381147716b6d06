import v8 from 'node:v8';
import vm from 'node:vm';
import { createCatalog } from '../../../shared/api/catalog';
import { seedDocuments } from '../../../shared/api/seed-corpus';
import { timelinePages, type TimelineEventData } from './timeline-pages';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

describe("the timeline's pages", () => {
  it("hold an event's body until its data is read, not its document (issue 33's memory)", async () => {
    const events: WeakRef<object>[] = [];
    const pages = (() => {
      // Documents of their own, held by nothing but this generation.
      const docs = structuredClone(seedDocuments());
      for (const doc of docs) if (doc.type === 'events') events.push(new WeakRef(doc));
      return timelinePages(createCatalog(docs, false));
    })();
    // A WeakRef made or read (`deref`) in a turn holds its target until the turn ends: each round
    // collects in a turn of its own. Twice a round: a collection that finishes a marking begun
    // while the documents were still held (an incremental one, under way in a busy heap) keeps
    // what that marking found alive. A few rounds: on a loaded machine one round left every
    // document alive once in a CI run, and never when run again; what the pages hold stays alive
    // through every round.
    const alive = () => events.filter((ref) => ref.deref() !== undefined);
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      collectGarbage();
      if (alive().length === 0) break;
    }
    expect(events.length).toBeGreaterThan(0);
    expect(alive()).toHaveLength(0);
    // The data, read now, is made from what the page kept.
    const eventPages = pages.filter((p) => p.routeId === 'content.timelineEvent');
    expect(eventPages).toHaveLength(events.length);
    const withSections = eventPages.filter(
      (p) => (p.data as TimelineEventData).sections.length > 0,
    );
    expect(withSections.length).toBeGreaterThan(0);
  });
});
