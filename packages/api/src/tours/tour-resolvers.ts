import { GraphQLError } from 'graphql';
import {
  type ProductGraphqlArea,
  productGraphqlArea,
  type ProductGraphqlContext,
  type ProductResolve,
} from '../product-graphql';
import { TOUR_SDL } from './tour-sdl';
import type { TourClient } from './tour-limits';
import type { BookingView, HoldView, TourService } from './tour-service';

/** The product GraphQL's context with this area's entry. */
export interface TourGraphqlContext extends ProductGraphqlContext {
  /** Tours (issue 17); null on a server built without them (the operations answer UNAVAILABLE). */
  tours: TourService | null;
}

type Resolve = ProductResolve<TourGraphqlContext>;

function service(ctx: TourGraphqlContext): TourService {
  if (!ctx.tours)
    throw new GraphQLError('Tours are not available on this server.', {
      extensions: { code: 'UNAVAILABLE' },
    });
  return ctx.tours;
}

/** Who asks: what every per-client limit of tours counts by. */
const clientOf = (ctx: TourGraphqlContext): TourClient => ({
  address: ctx.clientAddress,
  customerId: ctx.customerId,
});

const departureOf = async (ctx: TourGraphqlContext, id: string) => {
  const found = await service(ctx).departure(id);
  if (!found)
    throw new GraphQLError(`Departure ${id} is gone.`, { extensions: { code: 'NOT_FOUND' } });
  return found;
};

/** Resolvers of tour-sdl.ts, by type and field. */
export const tourResolvers: Record<string, Record<string, Resolve>> = {
  Query: {
    tourDepartures: (_s, { tourUids }, ctx) =>
      service(ctx).departures(Array.isArray(tourUids) ? (tourUids as string[]) : null),
    tourDeparture: (_s, { id }, ctx) => service(ctx).departure(String(id)),
    tourHold: (_s, { id, token }, ctx) => service(ctx).hold(String(id), String(token)),
    tourBooking: async (_s, { access }, ctx) => {
      const found = await service(ctx).booking(access, ctx.customerId, clientOf(ctx));
      if (found === 'throttled')
        throw new GraphQLError(
          'Too many booking look-ups from here or for this e-mail address. Please wait a few minutes.',
          { extensions: { code: 'THROTTLED' } },
        );
      return found;
    },
    myTourBookings: (_s, _a, ctx) =>
      ctx.customerId ? service(ctx).myBookings(ctx.customerId) : null,
    tourQuote: (_s, { input }, ctx) => service(ctx).quote(input),
    tourCancellationPolicy: (_s, _a, ctx) => service(ctx).policyView(),
  },
  Mutation: {
    tourHoldCreate: (_s, { input }, ctx) => service(ctx).createHold(input, clientOf(ctx)),
    tourHoldUpdate: (_s, { input }, ctx) => service(ctx).updateHold(input),
    tourHoldRelease: (_s, { holdId, token }, ctx) =>
      service(ctx).releaseHold(String(holdId), String(token)),
    tourBook: (_s, { input }, ctx) => service(ctx).book(input, ctx.customerId, clientOf(ctx)),
    tourPayBalance: (_s, { input }, ctx) =>
      service(ctx).payBalance(input, ctx.customerId, clientOf(ctx)),
    tourBookingCancel: (_s, { input }, ctx) => service(ctx).cancel(input, ctx.customerId),
    tourWaitlistJoin: (_s, { input }, ctx) => service(ctx).joinWaitlist(input, clientOf(ctx)),
    tourInterestSubmit: (_s, { input }, ctx) => service(ctx).submitInterest(input, clientOf(ctx)),
    tourBookingCodeRequest: (_s, { input }, ctx) =>
      service(ctx).requestAccessCode(input, clientOf(ctx)),
    tourBookingCodeVerify: (_s, { input }, ctx) =>
      service(ctx).verifyAccessCode(input, clientOf(ctx)),
  },
  TourHold: {
    departure: (h: HoldView, _a, ctx) => departureOf(ctx, h.departureId),
  },
  TourBooking: {
    departure: (b: BookingView, _a, ctx) => departureOf(ctx, b.departureId),
  },
  TourWaitlistEntry: {
    departure: (e: { departureId: string }, _a, ctx) => departureOf(ctx, e.departureId),
  },
};

/** This area of the product GraphQL, over `service` (registered by compose/product-graphql.ts). */
export function tourGraphqlArea(service: TourService | null): ProductGraphqlArea {
  return productGraphqlArea<TourGraphqlContext>({
    sdl: TOUR_SDL,
    resolvers: tourResolvers,
    context: { tours: service },
  });
}
