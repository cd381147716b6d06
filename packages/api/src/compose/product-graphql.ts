import type { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { GivingService } from '../donations/donation-service';
import { givingGraphqlArea } from '../donations/giving-resolvers';
import { paymentGraphqlArea } from '../payments/payment-sdl';
import {
  createProductGraphqlHost,
  type ProductGraphqlArea,
  type ProductGraphqlOptions as HostOptions,
} from '../product-graphql';
import { createProductSchema as hostSchema } from '../product-graphql/schema';
import { tourGraphqlArea } from '../tours/tour-resolvers';
import type { TourService } from '../tours/tour-service';

/*
 * The composition root's half of the product GraphQL: the areas it serves, registered into the
 * product-graphql floor, which knows none of them. A new area exports a `ProductGraphqlArea` and is
 * added to `siteAreas`; nothing below this file changes.
 */

export interface ProductGraphqlOptions extends Omit<HostOptions, 'areas'> {
  /** Donations (issue 16); without it the giving operations answer UNAVAILABLE. */
  giving?: GivingService;
  /** Tours (issue 17); without it the tour operations answer UNAVAILABLE. */
  tours?: TourService;
}

/** The site's areas over the given services (an absent one answers UNAVAILABLE). */
export function siteAreas(services: {
  giving?: GivingService | undefined;
  tours?: TourService | undefined;
}): ProductGraphqlArea[] {
  return [
    paymentGraphqlArea,
    givingGraphqlArea(services.giving ?? null),
    tourGraphqlArea(services.tours ?? null),
  ];
}

/** The site's product GraphQL schema (its types do not depend on which services are present). */
export function createProductSchema(): GraphQLSchema {
  return hostSchema(siteAreas({}));
}

/** The product GraphQL (spec §7.1) with the site's areas, mounted at `/graphql` by the site server. */
export function createProductGraphqlRouter(options: ProductGraphqlOptions): Router {
  const { giving, tours, ...host } = options;
  return createProductGraphqlHost({ ...host, areas: siteAreas({ giving, tours }) });
}
