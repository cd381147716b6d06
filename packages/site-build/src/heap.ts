import v8 from 'node:v8';

/**
 * How far past what it held alive at its last full collection V8 lets a heap grow before the
 * next, in percent. Left to itself V8 grows a busy heap to several times its live size: the build
 * thread, which makes every page's data and renders, held twice what it needed, and the peak of
 * the generated corpus's build was over 1 GB (issue 33). A quarter again bounds the garbage for a
 * few more full collections: with it instead of half again, the generated corpus's build made 26
 * full collections instead of 17 or 18, for 53–130 ms more of their pauses, and peaked at 377 MB
 * instead of 418; at twice the corpus, 512 MB instead of 544–573.
 *
 * A tenth again now. The build peaks twice, about as high each time: while the content thread
 * still holds its corpus and the build thread has its catalog (two heaps, each with its headroom),
 * and through the rendering, whose heap was sized when the content area's pages and catalog were
 * alive at once. Bounding one alone moved nothing (20% instead of 25% was within the noise); this
 * bounds both. Alternating pairs: at twice the corpus 468 and 473 MB instead of 492 and 488; at the
 * generated corpus 354–359 MB instead of 367–379, for 1.6–4.2 s more CPU time (about a tenth).
 */
const HEAP_GROWING_PERCENT = 10;

/**
 * The young generation's semi-spaces, in MB (V8's default on 64 bits is 16): each thread's heap
 * keeps three of them. Half of that saved 80 MB at the peak of the generated corpus's build (four
 * heaps) for 5% more CPU time, in more frequent minor collections.
 */
const SEMI_SPACE_MB = 8;

/**
 * A warm builder's process (publish-child.ts) instead keeps its heap from build to build, and a
 * full collection of it (170 MB alive on the build thread, after an edit of the generated corpus)
 * is what an edit paid for most: with growth bounded to half again, one came at every edit, its
 * marking 130 ms of the build thread's time. With growth of as much again and V8's own young
 * generation, one comes every two or three edits, and fewer objects outlive the young generation:
 * an edit took 0.466 s on average instead of 0.523 s (12 edits each, one run after the other), for
 * a peak of 960 MB instead of 831 MB.
 *
 * Its young generation is twice V8's: what an edit makes and lets go (answers, catalogs, page
 * lists) then mostly dies young, where scavenges copying it out were a fifth of the content
 * thread's time per edit. Five alternating pairs of 8 edits of a story: CPU 0.69–0.98 s per edit
 * (mean of medians 0.81) instead of 0.84–1.00 s (0.90), for a peak of 877–918 MB instead of
 * 806–889 MB.
 */
const WARM = { growingPercent: 100, semiSpaceMb: 32 };

/**
 * Bounds the heaps of this process's threads: this one's growth from its next collection on, and
 * the growth and young generation of every thread started after (the flags are the process's; a
 * heap's young generation is sized when it is made). For a process that builds (cli.ts), or, with
 * `warm`, one that keeps a warm builder (publish-child.ts); not for one that only imports the build.
 */
export function boundHeapGrowth(options: { warm?: boolean } = {}): void {
  const { growingPercent, semiSpaceMb } = options.warm
    ? WARM
    : { growingPercent: HEAP_GROWING_PERCENT, semiSpaceMb: SEMI_SPACE_MB };
  v8.setFlagsFromString(`--heap-growing-percent=${growingPercent}`);
  v8.setFlagsFromString(`--max-semi-space-size=${semiSpaceMb}`);
}
