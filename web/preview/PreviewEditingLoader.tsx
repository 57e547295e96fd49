'use client';

import dynamic from 'next/dynamic';

/**
 * Loads the Studio connection (Sanity's visual editing, about 600 KB of JavaScript) only when a
 * preview banner renders it: a static import put it in every shopper's page (README "Page speed").
 */
export const PreviewEditingLoader = dynamic(() => import('./PreviewEditing').then((module) => module.PreviewEditing), { ssr: false });
