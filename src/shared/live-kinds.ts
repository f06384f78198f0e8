/**
 * The kinds of live update the server publishes (server/live/live-events.ts) and the app listens
 * for. A browser's EventSource hands a frame only to a listener of its `event:` name, so the app
 * must name every kind it wants: a kind published but missing here would never reach a page.
 */
export const LIVE_KINDS = ['message.created', 'message.edited', 'message.deleted', 'conversation.read'] as const;

export type LiveKind = (typeof LIVE_KINDS)[number];
