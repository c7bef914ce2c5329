// Paths compared the one way: by the route table, the redirect rules and the links that mark the
// current page. A module of its own, so that the public pages' bundle has it without the route table.

/**
 * A path as the route table spells it: lower case, no trailing slash ('/' for the root). Trailing
 * slashes are trimmed with a loop: a regex anchored at the end is quadratic on a long run of
 * slashes, which an attacker controls.
 */
export const normalisePath = (pathname: string): string => {
  let end = pathname.length
  while (end > 0 && pathname.charCodeAt(end - 1) === 47) end--
  return end === 0 ? '/' : pathname.slice(0, end).toLowerCase()
}
