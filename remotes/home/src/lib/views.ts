/**
 * The home tab owns "/" only (every other first segment is another tab's or the shell's), so its second page,
 * the activity feed, is "/?view=activity": the same route, a page of its own in history, Back returns home.
 */
export const VIEW_PARAM = 'view';
export const ACTIVITY_VIEW = { search: `?${VIEW_PARAM}=activity` } as const;

export function isActivityView(search: URLSearchParams): boolean {
  return search.get(VIEW_PARAM) === 'activity';
}
