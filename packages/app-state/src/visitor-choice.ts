import type { AppState } from '@site/contracts/app-state';
import {
  isRegionCode,
  REGION_CURRENCY,
  regionForCurrency,
  type VisitorChoice,
} from '@site/contracts/regions';
import type { Store } from './store';

/**
 * The region and currency a visitor picked, kept in local storage so it outlives the session and
 * the reload (the geolocated region is only the default, cached per session). Only a choice the
 * visitor made is kept: a default is looked up again next visit.
 */
export const CHOICE_KEY = 'site.choice';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const COUNTRY = /^[A-Z]{2}$/;

/** The choice for `currency`: its region, and the visitor's own country when it lies in that region. */
export function choiceFor(
  currency: string,
  knownCountry: string | null,
  regionOfCountry: (country: string) => string,
): VisitorChoice | null {
  const region = regionForCurrency(currency);
  if (!region) return null;
  const country =
    knownCountry && COUNTRY.test(knownCountry) && regionOfCountry(knownCountry) === region
      ? knownCountry
      : region;
  return { region, currency: REGION_CURRENCY[region], country };
}

/** The kept choice, or null when there is none or it does not hold together (tampered, or an old shape). */
export function readChoice(storage: Storage | undefined): VisitorChoice | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VisitorChoice> | null;
    if (
      !value ||
      !isRegionCode(value.region) ||
      value.currency !== REGION_CURRENCY[value.region] ||
      typeof value.country !== 'string' ||
      !COUNTRY.test(value.country)
    )
      return null;
    return { region: value.region, currency: value.currency, country: value.country };
  } catch {
    return null;
  }
}

/** Keeps the choice; storage may refuse (private mode, quota) and the choice still holds for the page. */
export function saveChoice(storage: Storage | undefined, choice: VisitorChoice): void {
  try {
    storage?.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Nothing to do: the page goes on with the choice in memory.
  }
}

/** Puts a choice into the shared state: every area reads `currency` and `region` from there. */
export function applyChoice(store: Store<AppState>, choice: VisitorChoice): void {
  store.setState({ region: choice.region, currency: choice.currency });
}
