import localFont from 'next/font/local';

/** Inter, shipped from the @fontsource-variable package: no web-font CDN at run time. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});
