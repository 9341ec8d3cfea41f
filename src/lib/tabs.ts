/**
 * Word between the open tabs and windows of one shop (one origin) that "something changed", and
 * nothing more: no data travels, so nothing is kept that the shop's cookies do not already allow,
 * and it works under a restrictive cookie policy. BroadcastChannel where the browser has it; else
 * a `storage` event, from a key written and removed at once (nothing stays stored).
 */

/**
 * One channel per topic, to speak and to listen: a channel never hears its own messages, so a
 * tab never hears itself (a second channel of the same name in this tab would).
 */
const channels = new Map<string, BroadcastChannel>();

function channelOf(topic: string): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let channel = channels.get(topic);
  if (!channel) {
    channel = new BroadcastChannel(`sq-${topic}`);
    // A listening channel does not keep a test runner (Node) alive.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channels.set(topic, channel);
  }
  return channel;
}

/** Tells the shop's other tabs that `topic` changed (never this tab itself). */
export function tellOtherTabs(topic: string): void {
  const channel = channelOf(topic);
  if (channel) {
    channel.postMessage(1);
    return;
  }
  try {
    const key = `sq-${topic}`;
    localStorage.setItem(key, String(Math.random()));
    localStorage.removeItem(key);
  } catch {
    // Storage refused (private browsing): the other tabs catch up on their next load.
  }
}

/** Calls `changed` whenever another tab says `topic` changed; returns the function that stops it. */
export function hearOtherTabs(win: Window, topic: string, changed: () => void): () => void {
  const channel = channelOf(topic);
  if (channel) {
    channel.addEventListener('message', changed);
    return () => channel.removeEventListener('message', changed);
  }
  const key = `sq-${topic}`;
  const listener = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) changed();
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}
