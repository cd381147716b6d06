/**
 * Parsed search answers kept from one build of a warm builder to the next (issue 33): a warm
 * rebuild asks the content for the whole corpus again, a hundred pages of a hundred documents, of
 * which an edit changes one. An answer whose signature (its total and each result's version, see
 * the content's `JsonAnswer.signature`) is the one kept for the same query is the same answer but
 * for the ref, so the kept value stands in for it: the content is not joined into text, sent,
 * nor parsed again, and the generators get the very objects they had last time (so what they
 * remember per document, a card say, is found again).
 *
 * The documents kept still name the ref they were fetched with in their `href`: a generator reads
 * a document's content, not where it was fetched (the hashes of the incremental build leave `href`
 * out for the same reason). A kept value is shared from build to build, so it must not be changed.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { signature: string; value: unknown }>();

  /** The query a URL asks, whatever the ref: the URL without it, and who asked. Null without a ref. */
  static key(url: string, authorization?: string): string | null {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('ref')) return null;
    parsed.searchParams.delete('ref');
    return `${authorization ?? ''} ${parsed.toString()}`;
  }

  /** The signature of the answer kept for this query, to send with the next ask of it. */
  signature(key: string | null): string | undefined {
    return key === null ? undefined : this.answers.get(key)?.signature;
  }

  /** The value kept for this query, when it has this signature. */
  value(key: string | null, signature: string | undefined): unknown {
    if (key === null || signature === undefined) return undefined;
    const kept = this.answers.get(key);
    return kept?.signature === signature ? kept.value : undefined;
  }

  /** Keeps a parsed answer (with a signature), or forgets the query's (without one). */
  keep(key: string | null, signature: string | undefined, value: unknown): void {
    if (key === null) return;
    if (signature === undefined) this.answers.delete(key);
    else this.answers.set(key, { signature, value });
  }

  get size(): number {
    return this.answers.size;
  }
}

/**
 * A search answer's value by way of kept answers: the kept one when the content says it is the
 * same (`same`), else the JSON parsed and kept for next time.
 */
export function answerValue(
  kept: KeptAnswers,
  key: string | null,
  answer: { signature?: string; same?: boolean; json?: string },
): unknown {
  if (answer.same) {
    const value = kept.value(key, answer.signature);
    if (value === undefined) throw new Error('the content said an answer was kept that was not');
    return value;
  }
  const value: unknown = JSON.parse(answer.json!);
  kept.keep(key, answer.signature, value);
  return value;
}
