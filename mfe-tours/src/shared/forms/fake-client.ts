/**
 * A stand-in for the urql client, for the forms' tests: each operation is answered by
 * `answer(name, variables)` where name is the operation's root field (tourBooking, tourPayBalance …);
 * a thrown error is a network failure. `codes` answers first when it returns something (the manage
 * pages' tests answer the one-time code's fields with it, features/manage/test/client.ts).
 */
export function fakeClient(
  answer: (field: string, variables: Record<string, unknown>) => unknown,
  codes: (field: string, variables: Record<string, unknown>) => unknown = () => undefined,
) {
  const calls: Array<{ field: string; variables: Record<string, unknown> }> = [];
  const run = (doc: string, variables: Record<string, unknown>) => {
    const field = /\{\s*(\w+)/.exec(doc)?.[1] ?? '';
    calls.push({ field, variables });
    return {
      toPromise: async () => {
        try {
          const value = codes(field, variables) ?? (await answer(field, variables));
          return { data: { [field]: value }, error: undefined };
        } catch (error) {
          return { data: undefined, error: { message: (error as Error).message } };
        }
      },
    };
  };
  return { calls, query: run, mutation: run };
}
