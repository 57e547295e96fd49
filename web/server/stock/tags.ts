/** Cache tag of a site's stock pages (DESIGN.md: `stock:{site}`), expired by every import. */
export const stockTag = (slug: string) => `stock:${slug}`;
