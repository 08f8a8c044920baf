/**
 * The feed as the single publisher of the program rooms: every commit of the store becomes one message per
 * touched room, versioned with the store's program versions, published on the bus in commit order.
 */
import type { StoreFeed } from '../program/store-feed';
import { createRoomMessageBuilder } from '../program/room-messages';
import type { Bus } from './bus.port';

export const publishFeed = (feed: StoreFeed, bus: Bus, onError: (err: unknown) => void): (() => void) => {
  const build = createRoomMessageBuilder(feed.reader);
  return feed.onChange((changes, versions) => {
    for (const msg of build(changes, versions, Date.now())) bus.publish(msg).catch(onError);
  });
};
