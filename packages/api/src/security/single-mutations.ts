import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Mutations that create an account, send mail or try a password. Each may run once per request:
 * forty aliases of `customerCreate` in one document would otherwise make forty accounts and send
 * forty mails under one request, and a throttle that counts requests would see one.
 */
export const ONCE_PER_REQUEST: ReadonlySet<string> = new Set([
  'customerCreate',
  'customerAccessTokenCreate',
  'customerActivate',
  'customerActivateByUrl',
  'customerRecover',
  'customerReset',
  'customerResetByUrl',
  // Tours: each sends mail, and a booking or payment charges a card.
  'tourBook',
  'tourPayBalance',
  'tourBookingCancel',
  'tourWaitlistJoin',
  'tourInterestSubmit',
]);

/** The operation's root fields, through inline fragments and fragment spreads, aliases included. */
function rootFields(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...rootFields(document, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      // Validation has already refused cycles; `seen` only keeps a repeated spread from counting twice.
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        fields.push(...rootFields(document, fragment.selectionSet, seen));
    }
  }
  return fields;
}

/**
 * One error per mutation of `limited` that the operation selects more than once, to be answered
 * before anything runs. `@skip`/`@include` are not looked at: a repeat counts even if skipped.
 */
export function repeatedMutations(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  limited: ReadonlySet<string> = ONCE_PER_REQUEST,
): GraphQLError[] {
  if (operation.operation !== 'mutation') return [];
  const byName = new Map<string, FieldNode[]>();
  for (const field of rootFields(document, operation.selectionSet)) {
    if (!limited.has(field.name.value)) continue;
    byName.set(field.name.value, [...(byName.get(field.name.value) ?? []), field]);
  }
  return [...byName]
    .filter(([, nodes]) => nodes.length > 1)
    .map(
      ([name, nodes]) =>
        new GraphQLError(
          `${name} may run once per request; this one asks for it ${nodes.length} times. Nothing was run.`,
          {
            nodes,
            extensions: { code: 'TOO_MANY_MUTATIONS', field: name },
          },
        ),
    );
}

/**
 * graphql-js parses and validates recursively, so a literal nested a few thousand deep (`[[[…]]]`)
 * overflows the stack before the token limit stops it. That is the document's fault: a 400 with
 * this error, not a crash. Null for any other error.
 */
export function tooDeep(error: unknown): GraphQLError | null {
  if (!(error instanceof RangeError)) return null;
  return new GraphQLError('The document is nested too deeply.', {
    extensions: { code: 'MAX_DEPTH_EXCEEDED' },
  });
}
