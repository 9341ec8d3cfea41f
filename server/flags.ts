/**
 * The feature flag service's stand-in (`POST /api/flags/initialize`): a few
 * demo flags, each on, off, rolled out to a share of users, or targeted by circle tier. A rollout
 * puts each user in one of 100 buckets by a stable hash of the flag's name and the user's id, so
 * the same user always gets the same answer for a flag, and different flags split users differently.
 */
import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import type { FlagUser } from '../src/api/flag-bodies';
import type { ExperimentContextSchema, FlagInitializeResponse } from '../src/api/flags';
import { WEBSITE_ID } from '../demo/shop';

/** When the demo site was made (1 March 2024, UTC), as its experiment context says. */
export const SITE_CREATED_ON = Date.UTC(2024, 2, 1);

/**
 * `GET /api/rest/websites/mine`: the site's experiment context (`ExperimentContextSchema`), which
 * the library passes to the flag service as `custom.experiment`.
 */
export const EXPERIMENT_CONTEXT = {
  experimentContext: {
    websiteId: WEBSITE_ID,
    planType: 'commerce-advanced',
    createdOn: SITE_CREATED_ON,
    country: 'US',
  },
} as const satisfies v.InferInput<typeof ExperimentContextSchema>;

/** How a flag decides its value for a user. */
export type FlagRule =
  | { readonly kind: 'on' }
  | { readonly kind: 'off' }
  /** On for users whose bucket (0 to 99) is below `percent`. */
  | { readonly kind: 'rollout'; readonly percent: number }
  /** On for users whose `custom.circleTier` is at least `minTier`. */
  | { readonly kind: 'circle-tier'; readonly minTier: number };

/** One demo flag. */
export interface FlagDefinition {
  readonly name: string;
  readonly description: string;
  readonly rule: FlagRule;
  /** The flag's dynamic config, sent under `configs[name]`. */
  readonly config?: Readonly<Record<string, unknown>>;
}

/** The demo flags. */
export const DEMO_FLAGS: readonly FlagDefinition[] = [
  {
    name: 'payment-links-enabled',
    description: 'Payment links in the store: with pay-links-navigation-enabled, every add goes on to checkout.',
    rule: { kind: 'off' },
  },
  {
    name: 'pay-links-navigation-enabled',
    description: 'Navigation to payment links: with payment-links-enabled, every add goes on to checkout.',
    rule: { kind: 'off' },
  },
  {
    name: 'cart-drawer-upsell',
    description: 'Suggestions in the cart drawer, for half of the visitors.',
    rule: { kind: 'rollout', percent: 50 },
    config: { maxItems: 2 },
  },
  {
    name: 'restock-mailing-list-default',
    description: "The restock form's mailing list box ticked by default.",
    rule: { kind: 'on' },
  },
  {
    name: 'circle-preview',
    description: 'Previews for circle members of tier 2 and above.',
    rule: { kind: 'circle-tier', minTier: 2 },
  },
];

/** The bucket (0 to 99) a user falls in for a flag: sha256 of `{flag}:{userID}`, its first 4 bytes modulo 100. */
export function rolloutBucket(flag: string, userID: string): number {
  return createHash('sha256').update(`${flag}:${userID}`, 'utf8').digest().readUInt32BE(0) % 100;
}

/** A flag's value for a user. */
export function flagValue(flag: FlagDefinition, user: FlagUser): boolean {
  const { rule } = flag;
  switch (rule.kind) {
    case 'on':
      return true;
    case 'off':
      return false;
    case 'rollout':
      return rolloutBucket(flag.name, user.userID) < rule.percent;
    case 'circle-tier':
      return (user.custom.circleTier ?? 0) >= rule.minTier;
  }
}

/** The service's answer to `initialize`: every flag's value for the user, and the flags' configs. */
export function initializeFlags(user: FlagUser, flags: readonly FlagDefinition[] = DEMO_FLAGS): FlagInitializeResponse {
  return {
    flags: Object.fromEntries(flags.map((flag) => [flag.name, flagValue(flag, user)])),
    configs: Object.fromEntries(flags.flatMap((flag) => (flag.config ? [[flag.name, { ...flag.config }]] : []))),
  };
}
