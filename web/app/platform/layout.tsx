import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '../../theme/fonts';
import { TemplateTheme } from '../../theme/TemplateTheme';
import '../../theme/global.css';

export const metadata: Metadata = { title: 'Dealer platform' };

/**
 * Root layout of the bare platform host (localhost:3000): the index of sites. Plain HTML with the
 * standard template's colours and build-time CSS; no CSS-in-JS runtime (README "Page speed").
 */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body>
        <TemplateTheme template="standard" />
        {children}
      </body>
    </html>
  );
}
