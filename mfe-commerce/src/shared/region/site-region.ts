import type { RegionCode } from '@site/contracts/app-state';
import { REGION_CURRENCY } from '@site/contracts/regions';

/**
 * The region a build renders for, knowing no visitor: the served HTML's currency picker shows its
 * currency and the related-product cards are priced for it, until the visitor's own is known.
 */
export const SITE_REGION: RegionCode = 'GB';
export const SITE_CURRENCY = REGION_CURRENCY[SITE_REGION];
