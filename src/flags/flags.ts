/**
 * Feature flags for the elements and the page, in the shape of OpenFeature's client API
 * (`getBooleanValue`, `getBooleanDetails` with a reason, provider events) without its SDK. A flag's
 * value is the flag service's once it has answered, else the page context's `flags`, else the
 * default. The service is reached by the analytics module after the page is interactive; its status
 * is `$flagStatus`, and each change is announced on the document as `sq-flags-change`. Every read
 * is logged once per page as an exposure.
 */
import { atom, onMount } from 'nanostores';
import { $pageContext } from '../../stores/page-context';
import { channel, track, type FlagStatus } from '../analytics/channel';

export type { FlagsChangeDetail } from '../events';

export type { FlagStatus } from '../analytics/channel';

/** The event announcing a change of flag status or values, on the document. */
export const FLAGS_CHANGE_EVENT = 'sq-flags-change';

/** Where a flag's value came from (OpenFeature's resolution reasons). */
export type FlagReason = 'TARGETING_MATCH' | 'STATIC' | 'DEFAULT';

/** A flag's value and where it came from (OpenFeature's evaluation details). */
export interface FlagDetails {
  readonly flagKey: string;
  readonly value: boolean;
  readonly reason: FlagReason;
}

/** Where each reason's value comes from, as an exposure logs it. */
const SOURCE: Readonly<Record<FlagReason, string>> = {
  TARGETING_MATCH: 'service',
  STATIC: 'page-context',
  DEFAULT: 'default',
};

/** A flag's value with its reason; the read is logged (once per flag and page). */
export function getBooleanDetails(flagKey: string, defaultValue = false): FlagDetails {
  const shared = channel().flags;
  const service = shared.values?.[flagKey];
  const page = $pageContext.get().flags[flagKey];
  const details: FlagDetails =
    typeof service === 'boolean'
      ? { flagKey, value: service, reason: 'TARGETING_MATCH' }
      : typeof page === 'boolean'
        ? { flagKey, value: page, reason: 'STATIC' }
        : { flagKey, value: defaultValue, reason: 'DEFAULT' };
  const exposure = `${flagKey}\n${details.value}\n${details.reason}`;
  if (!shared.exposed.has(exposure)) {
    shared.exposed.add(exposure);
    track({
      type: 'exposure',
      exposure: { time: Date.now(), flag: flagKey.slice(0, 200), value: details.value, reason: SOURCE[details.reason] },
    });
  }
  return details;
}

/** A flag's value (OpenFeature's `getBooleanValue`). */
export function getBooleanValue(flagKey: string, defaultValue = false): boolean {
  return getBooleanDetails(flagKey, defaultValue).value;
}

/** Whether a flag is on: `getBooleanValue(name, false)`. */
export function flag(name: string): boolean {
  return getBooleanValue(name, false);
}

/** The flag client's loading status: Uninitialized, Loading, Ready. */
export const $flagStatus = atom<FlagStatus>('Uninitialized');

onMount($flagStatus, () => {
  const sync = () => $flagStatus.set(channel().flags.status);
  sync();
  document.addEventListener(FLAGS_CHANGE_EVENT, sync);
  return () => document.removeEventListener(FLAGS_CHANGE_EVENT, sync);
});
