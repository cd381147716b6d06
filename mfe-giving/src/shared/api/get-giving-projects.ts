import { useEffect, useState } from 'react';
import type { Client } from 'urql';
import type { Money } from '../money/money';

/** The product GraphQL's `givingProjects` (packages/api/src/donations/giving-sdl.ts), as the listings read it. */
export const GIVING_PROJECTS_QUERY = /* GraphQL */ `
  query GivingProjects($ids: [ID!]) {
    givingProjects(ids: $ids) {
      id
      raised {
        amount
        currencyCode
      }
      donationCount
    }
  }
`;

/** The same for one project's page, with its recent opt-in supporters. */
export const GIVING_PROJECTS_WITH_SUPPORTERS_QUERY = /* GraphQL */ `
  query GivingProjectsWithSupporters($ids: [ID!], $supporters: Int) {
    givingProjects(ids: $ids) {
      id
      raised {
        amount
        currencyCode
      }
      donationCount
      supporters(first: $supporters) {
        firstName
        country
        givenAt
      }
    }
  }
`;

export interface Supporter {
  firstName: string;
  country: string | null;
  givenAt: string;
}

/** One project's real giving. `raised` excludes the content's funds_raised (the page adds it). */
export interface GivingProjectStats {
  id: string;
  raised: Money[];
  donationCount: number;
  supporters: Supporter[];
}

interface GivingProjectsResult {
  givingProjects: unknown;
}

function isMoney(value: unknown): value is Money {
  const m = value as Partial<Money> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.amount === 'string' &&
    typeof m.currencyCode === 'string'
  );
}

/** The answer kept only where it has the contract's shape: a malformed entry is no figure, not a crash. */
export function reshapeGivingProjects(value: unknown): Map<string, GivingProjectStats> {
  const stats = new Map<string, GivingProjectStats>();
  if (!Array.isArray(value)) return stats;
  for (const item of value as Record<string, unknown>[]) {
    if (typeof item !== 'object' || item === null || typeof item.id !== 'string') continue;
    const supporters = Array.isArray(item.supporters)
      ? (item.supporters as Record<string, unknown>[])
      : [];
    stats.set(item.id, {
      id: item.id,
      raised: Array.isArray(item.raised) ? item.raised.filter(isMoney) : [],
      donationCount: typeof item.donationCount === 'number' ? item.donationCount : 0,
      supporters: supporters
        .filter((s) => typeof s?.firstName === 'string' && s.firstName.trim() !== '')
        .map((s) => ({
          firstName: (s.firstName as string).trim(),
          country: typeof s.country === 'string' && /^[A-Z]{2}$/.test(s.country) ? s.country : null,
          givenAt: typeof s.givenAt === 'string' ? s.givenAt : '',
        })),
    });
  }
  return stats;
}

/** Runs the query; rejects on a network or GraphQL error. */
export async function fetchGivingProjects(
  client: Client,
  ids: readonly string[],
  supporters = 0,
): Promise<Map<string, GivingProjectStats>> {
  const [query, variables] =
    supporters > 0
      ? [GIVING_PROJECTS_WITH_SUPPORTERS_QUERY, { ids: [...ids], supporters }]
      : [GIVING_PROJECTS_QUERY, { ids: [...ids] }];
  const result = await client
    .query<GivingProjectsResult>(query, variables, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) throw result.error;
  return reshapeGivingProjects(result.data?.givingProjects);
}

export type GivingProjectsState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; projects: Map<string, GivingProjectStats> }
  | { status: 'unavailable' };

/**
 * The projects' live figures, asked once the page is in the browser (never while prerendering).
 * Allowed to fail: an unreachable API leaves `unavailable` and the page keeps its content figures.
 */
export function useGivingProjects(
  client: () => Client,
  ids: readonly string[],
  supporters = 0,
): GivingProjectsState {
  const [state, setState] = useState<GivingProjectsState>({ status: 'idle' });
  const key = ids.join('\n');
  useEffect(() => {
    if (!key) return;
    let live = true;
    setState({ status: 'loading' });
    fetchGivingProjects(client(), key.split('\n'), supporters).then(
      (projects) => live && setState({ status: 'ready', projects }),
      (error: unknown) => {
        console.warn('giving: live project figures unavailable:', error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key, supporters]);
  return state;
}
