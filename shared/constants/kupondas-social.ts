/** Limits of Kupondaş's social half: page sizes, follow limits, rate limits, comment lengths, leaderboard entry. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const KUPONDAS_SOCIAL = {
  /** Cards per feed or profile page, and the most a client may ask for. */
  pageSize: 20,
  pageSizeMax: 50,
  /** Comments per page. */
  commentPageSize: 20,
  /** The most members one member may follow. */
  maxFollowing: 500,
  /** Follow, unfollow, block and unblock together, per member within the window. */
  socialActionsPerWindow: 30,
  socialWindowMs: MINUTE_MS,
  /** Comments per member: a burst limit and an hourly one. */
  commentsPerMinute: 5,
  commentsPerHour: 60,
  /** Reports per member per hour. */
  reportsPerHour: 20,
  /** Comment length in characters (after trimming). */
  commentMin: 2,
  commentMax: 500,
  reportReasonMax: 200,
  /** Members listed when an empty 'Takip Ettiklerim' suggests whom to follow. */
  suggestions: 10,
  /** Settled shared coupons a member needs in a period to enter its leaderboard. */
  leaderboardMinSettled: 5,
  leaderboardSize: 100,
  /** A leaderboard is computed at most this often (they move at settlement, not per request). */
  leaderboardCacheMs: 15_000,
  /** The rate-limit window of the hourly limits. */
  hourMs: HOUR_MS,
  minuteMs: MINUTE_MS,
} as const;
