/** CAT-2, CAT-3 and CAT-8 to CAT-10 wording for the event catalog, shared by the UI and its tests. */
export const CATALOG_MESSAGES = {
  title: 'Events Catalog',
  description: 'Every analytics event type and the keys it carries.',
  searchPlaceholder: 'Search events or keys (min 3 characters)...',
  loading: 'Loading events catalog...',
  noMatches: 'No events match your search criteria',
  empty: 'No events found',
  loadFailed: 'Failed to load events catalog',
  refreshAllStarted: 'Refresh started for all events. This takes about 5+ minutes.',
  refreshAllFailed: 'Failed to initiate refresh for all events',
  refreshFailed: (eventType: string) => `Failed to refresh event: ${eventType}`,
} as const
