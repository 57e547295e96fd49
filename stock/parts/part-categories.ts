/**
 * §2 "a dealership-specific search with categories and price": the categories a dealer's parts and
 * accessories are filed under, in the order the facet lists them when counts tie.
 */
export const partCategories = [
  'Exterior Accessories',
  'Interior Accessories',
  'Floor Mats & Liners',
  'Roof Racks & Carriers',
  'Towing',
  'Lighting',
  'Wheels & Tyres',
  'Service Parts',
] as const;
export type PartCategory = (typeof partCategories)[number];

/** The drawn picture of each category (`/parts/images/{icon}.svg`, web/parts/part-picture.ts). */
export const partImageIcons = ['exterior', 'interior', 'mats', 'roof', 'towing', 'lighting', 'wheels', 'service'] as const;
export type PartImageIcon = (typeof partImageIcons)[number];

export const partCategoryIcon: Readonly<Record<PartCategory, PartImageIcon>> = {
  'Exterior Accessories': 'exterior',
  'Interior Accessories': 'interior',
  'Floor Mats & Liners': 'mats',
  'Roof Racks & Carriers': 'roof',
  Towing: 'towing',
  Lighting: 'lighting',
  'Wheels & Tyres': 'wheels',
  'Service Parts': 'service',
};

/** The local path of a category's drawn picture (no image CDN: served by the web app per site). */
export const partImagePath = (category: PartCategory): string => `/parts/images/${partCategoryIcon[category]}.svg`;
