/** Links into the §2 search routes, shared by stock blocks and the web's search pages. */

/** "Land Cruiser" -> "land-cruiser", "peopleMover" -> "peoplemover": how facet values appear in paths. */
export function facetSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export const makeSearchPath = (make: string) => `/search/${facetSlug(make)}`;
export const modelSearchPath = (make: string, model: string) => `/search/${facetSlug(make)}/${facetSlug(model)}`;
export const bodySearchPath = (body: string) => `/search/${facetSlug(body)}-cars`;

export function searchPath(params: Record<string, string | number | undefined>, path = '/search'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
