/** The latest reports the work home and the composer read (the composer finds today's among them). */
export const RECENT_REPORTS = 5;
/** The time-off requests the work home lists: a year of requests fits. */
export const TIME_OFF_PAGE_SIZE = 20;
