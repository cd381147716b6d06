import {
  type DocumentNode,
  getNullableType,
  GraphQLError,
  type GraphQLSchema,
  isListType,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { type CostModel, DocumentMeasurer, type Measure, worstOf } from '../security/graphql-cost';

/*
 * What one /graphql document may ask for (issue 26). Each limit sits far above the largest document
 * the site's own pages send (query-limits.test.ts measures them: cost ≤ 600, depth ≤ 5, fields ≤ 70,
 * no aliases, `first` ≤ 8) and far below what hangs the server: 2^12 resolvers through
 * Donation.recurringDonation → donations took 13–21 s.
 */
export const MAX_COST = 1000;
export const MAX_DEPTH = 10;
/** Aliased fields, counted once per place a fragment is spread. */
export const MAX_ALIASES = 20;
/**
 * Fields once fragments are expanded. Validation compares same-named fields pairwise (480 fields
 * took 167 ms to validate), so this also bounds the work done before the cost is known to be safe.
 */
export const MAX_FIELDS = 300;
/** Largest `first:` of a list: the resolvers never serve more than 50 supporters. */
export const MAX_LIST_SIZE = 50;

/** A mutation's own price (as Shopify's): it writes, and usually charges, holds or mails. */
const MUTATION_PRICE = 10;
/** Lists that the table below does not name. */
const DEFAULT_LIST_SIZE = 10;

/**
 * Lists without a page argument, by `Type.field`: how many items one is expected to hold, a generous
 * reading of the content and the product's rules. `givingProjects(ids:)` holds at most one per id.
 */
const ASSUMED_LIST_SIZES: Record<string, number> = {
  // 6 projects and 12 language projects in the content today.
  'Query.givingProjects': 20,
  // A few departures per tour, 4 tours today.
  'Query.tourDepartures': 20,
  'Query.myRecurringDonations': 10,
  'Query.myTourBookings': 10,
  // A monthly donor's gifts over several years.
  'DonationHistory.donations': 50,
  'RecurringDonation.donations': 24,
  'RecurringDonation.events': 30,
  // One entry per currency given in (six are accepted).
  'GivingProject.raised': 6,
  // Travellers and rooms: at most 20 per booking (TOURS_MAX_TRAVELLERS' ceiling).
  'TourBooking.travellers': 20,
  'TourBooking.rooms': 20,
};

function listSize(parentName: string, fieldName: string, ids: unknown): number {
  const assumed = ASSUMED_LIST_SIZES[`${parentName}.${fieldName}`] ?? DEFAULT_LIST_SIZE;
  return parentName === 'Query' && fieldName === 'givingProjects' && Array.isArray(ids)
    ? ids.length
    : assumed;
}

/**
 * The product GraphQL's prices: an object 1; a list 1 plus 1 per item, and each item's selection
 * once per item, at the size asked for (`first:`) or assumed; scalars nothing; a mutation 10.
 */
const PRODUCT_PRICES: CostModel = {
  price({ parent, field, node, root, argument }) {
    const own = root && parent.name === 'Mutation' ? MUTATION_PRICE : 1;
    if (!isListType(getNullableType(field.type))) return { own, times: 1 };
    if (field.args.some((a) => a.name === 'first')) {
      const given = argument('first');
      const fallback = field.args.find((a) => a.name === 'first')?.defaultValue;
      const asked = typeof given === 'number' && Number.isFinite(given) ? given : fallback;
      const size = typeof asked === 'number' ? Math.max(0, asked) : DEFAULT_LIST_SIZE;
      return { own: own + size, times: size, requested: size };
    }
    const size = listSize(parent.name, node.name.value, argument('ids'));
    return { own: own + size, times: size };
  },
};

export interface DocumentMeasures {
  /** The worst of every operation and fragment the document defines: validation reads them all. */
  worst: Measure;
  /** Each operation's own measure (its cost is what a request spends of the client's budget). */
  operations: Map<OperationDefinitionNode, Measure>;
}

/** Measures the parsed, not yet validated document, in time linear in its text. */
export function measureDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): DocumentMeasures {
  const measurer = new DocumentMeasurer(schema, document, variables, PRODUCT_PRICES);
  const operations = new Map<OperationDefinitionNode, Measure>();
  const all: Measure[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      const measure = measurer.operation(definition);
      operations.set(definition, measure);
      all.push(measure);
    } else if (definition.kind === Kind.FRAGMENT_DEFINITION)
      all.push(measurer.fragment(definition));
  }
  return { worst: worstOf(all), operations };
}

const refusal = (code: string, message: string, limit: number, measured: number) =>
  new GraphQLError(`${message} Nothing was run.`, {
    // A fragment bomb of a thousand levels measures Infinity, which JSON cannot say.
    extensions: { code, limit, measured: Math.min(measured, Number.MAX_SAFE_INTEGER) },
  });

/** One error per limit the measure is over (empty when within all), each naming its limit. */
export function limitErrors(measure: Measure, options: { introspection: boolean }): GraphQLError[] {
  const errors: GraphQLError[] = [];
  if (measure.introspection && !options.introspection)
    errors.push(
      new GraphQLError(
        'Introspection is turned off on this server (it is on in development only). Nothing was run.',
        { extensions: { code: 'INTROSPECTION_DISABLED' } },
      ),
    );
  if (measure.depth > MAX_DEPTH)
    errors.push(
      refusal(
        'MAX_DEPTH_EXCEEDED',
        `The document nests fields ${measure.depth} deep, over the depth limit of ${MAX_DEPTH}.`,
        MAX_DEPTH,
        measure.depth,
      ),
    );
  if (measure.aliases > MAX_ALIASES)
    errors.push(
      refusal(
        'MAX_ALIASES_EXCEEDED',
        `The document has ${measure.aliases} aliased fields once its fragments are expanded, over the alias limit of ${MAX_ALIASES}.`,
        MAX_ALIASES,
        measure.aliases,
      ),
    );
  if (measure.largestList > MAX_LIST_SIZE)
    errors.push(
      refusal(
        'MAX_LIST_SIZE_EXCEEDED',
        `${measure.largestListAt} asks for ${measure.largestList} items, over the list size limit of ${MAX_LIST_SIZE}.`,
        MAX_LIST_SIZE,
        measure.largestList,
      ),
    );
  if (measure.fields > MAX_FIELDS)
    errors.push(
      refusal(
        'MAX_FIELDS_EXCEEDED',
        `The document selects ${measure.fields} fields once its fragments are expanded, over the field limit of ${MAX_FIELDS}.`,
        MAX_FIELDS,
        measure.fields,
      ),
    );
  if (measure.cost > MAX_COST)
    errors.push(
      refusal(
        'MAX_COST_EXCEEDED',
        `The document's cost is ${measure.cost}, over the cost limit of ${MAX_COST} (every list counts at the size asked for or assumed).`,
        MAX_COST,
        measure.cost,
      ),
    );
  return errors;
}
