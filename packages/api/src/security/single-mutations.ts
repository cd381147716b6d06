import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Root fields that create an account, send mail, try a password or a code, charge or check a
 * card, hold seats, or look up a booking by what a stranger could guess. Each may run once per
 * document, mutation or query: forty aliases of `customerCreate` would otherwise make forty
 * accounts and send forty mails under one request, sixty of `donate` try sixty cards, seventy of
 * `tourBooking` guess seventy references, and a throttle that counts requests would see one.
 * One name a line; add new ones at the end.
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
  // Tours: mails a code; tries a code.
  'tourBookingCodeRequest',
  'tourBookingCodeVerify',
  // Tours: holding seats takes them from everyone else.
  'tourHoldCreate',
  'tourHoldUpdate',
  // Tours: a lookup by reference and e-mail, which a stranger can guess at (a query).
  'tourBooking',
  // Giving: a gift charges a card and mails a receipt; a card change checks the card with the provider.
  'donate',
  'recurringDonationUpdateCard',
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
 * One error per root field of `limited` that the operation (a mutation or a query) selects more
 * than once, to be answered before anything runs. `@skip`/`@include` are not looked at: a repeat
 * counts even if skipped.
 */
export function repeatedMutations(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  limited: ReadonlySet<string> = ONCE_PER_REQUEST,
): GraphQLError[] {
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
            extensions: {
              code: operation.operation === 'mutation' ? 'TOO_MANY_MUTATIONS' : 'TOO_MANY_LOOKUPS',
              field: name,
            },
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
