import { GraphQLError } from 'graphql';
import {
  type ProductGraphqlArea,
  productGraphqlArea,
  type ProductGraphqlContext,
  type ProductResolve,
} from '../product-graphql';
import { GIVING_SDL } from './giving-sdl';
import type { DonationView, GivingService, RecurringView } from './donation-service';

/** The product GraphQL's context with this area's entry. */
export interface GivingGraphqlContext extends ProductGraphqlContext {
  /** Donations (issue 16); null on a server built without them (the operations answer UNAVAILABLE). */
  giving: GivingService | null;
}

type Resolve = ProductResolve<GivingGraphqlContext>;

function service(ctx: GivingGraphqlContext): GivingService {
  if (!ctx.giving)
    throw new GraphQLError('Giving is not available on this server.', {
      extensions: { code: 'UNAVAILABLE' },
    });
  return ctx.giving;
}

/** A project by id with its figures, for fields that name one (a donation's, a schedule's). */
async function projectOf(ctx: GivingGraphqlContext, id: string) {
  const [found] = await service(ctx).projectStats([id]);
  // A project removed from the content since: its gifts still show, under its id.
  return (
    found ?? {
      id,
      kind: id.startsWith('language-') ? 'LANGUAGE' : 'PROJECT',
      title: id,
      goal: null,
      raised: [],
      donationCount: 0,
    }
  );
}

const YEAR_MIN = 2000;

/** Resolvers of giving-sdl.ts, by type and field. */
export const givingResolvers: Record<string, Record<string, Resolve>> = {
  Query: {
    givingProjects: (_s, { ids }, ctx) =>
      service(ctx).projectStats(Array.isArray(ids) ? (ids as string[]) : null),
    donationQuote: (_s, { amount, currency, coverFees }, ctx) =>
      service(ctx).quote(amount, currency, coverFees === true),
    donation: (_s, { id, token }, ctx) =>
      service(ctx).donation(String(id), typeof token === 'string' ? token : null, ctx.customerId),
    donationHistory: (_s, { year }, ctx) => {
      if (!ctx.customerId) return null;
      if (
        year !== null &&
        year !== undefined &&
        (typeof year !== 'number' || year < YEAR_MIN || year > new Date().getUTCFullYear() + 1)
      )
        throw new GraphQLError(`year must be between ${YEAR_MIN} and next year.`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return service(ctx).history(ctx.customerId, typeof year === 'number' ? year : null);
    },
    myRecurringDonations: (_s, _a, ctx) =>
      ctx.customerId ? service(ctx).recurringFor(ctx.customerId) : null,
  },
  Mutation: {
    donate: (_s, { input }, ctx) => service(ctx).donate(input, ctx.customerId, ctx.clientAddress),
    recurringDonationUpdateAmount: (_s, { id, expectedVersion, amount, coverFees }, ctx) =>
      service(ctx).updateAmount(
        String(id),
        ctx.customerId,
        expectedVersion,
        amount,
        coverFees === true,
      ),
    recurringDonationUpdateCard: (_s, { id, expectedVersion, card }, ctx) =>
      service(ctx).updateCard(String(id), ctx.customerId, expectedVersion, card, ctx.clientAddress),
    recurringDonationPause: (_s, { id, expectedVersion }, ctx) =>
      service(ctx).pause(String(id), ctx.customerId, expectedVersion),
    recurringDonationResume: (_s, { id, expectedVersion }, ctx) =>
      service(ctx).resume(String(id), ctx.customerId, expectedVersion),
    recurringDonationCancel: (_s, { id, expectedVersion }, ctx) =>
      service(ctx).cancel(String(id), ctx.customerId, expectedVersion),
  },
  GivingProject: {
    supporters: (project: { id: string }, { first }, ctx) =>
      service(ctx).supporters(project.id, typeof first === 'number' ? first : 8),
  },
  Donation: {
    project: (d: DonationView, _a, ctx) => projectOf(ctx, d.projectId),
    // The schedule's details are its owner's: a receipt link alone does not open them.
    recurringDonation: async (d: DonationView, _a, ctx) => {
      if (!d.recurringId || !ctx.customerId) return null;
      const row = await service(ctx).recurringById(d.recurringId);
      return row && row.customer_id === ctx.customerId ? service(ctx).recurringView(row) : null;
    },
  },
  RecurringDonation: {
    project: (r: RecurringView, _a, ctx) => projectOf(ctx, r.projectId),
    donations: (r: RecurringView, _a, ctx) => service(ctx).donationsOfRecurring(r.id),
  },
};

/** This area of the product GraphQL, over `service` (registered by compose/product-graphql.ts). */
export function givingGraphqlArea(service: GivingService | null): ProductGraphqlArea {
  return productGraphqlArea<GivingGraphqlContext>({
    sdl: GIVING_SDL,
    resolvers: givingResolvers,
    context: { giving: service },
  });
}
