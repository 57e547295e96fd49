export * from './define';
export * from './documents/portable-text';
export * from './documents/link';
export * from './documents/site-settings';
export * from './documents/page';
export * from './documents/menu';
export * from './documents/legal-page';
export * from './documents/promo';
