import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '../../theme/fonts';
import { Providers } from '../../theme/Providers';

export const metadata: Metadata = { title: 'Dealer platform' };

/** Root layout of the bare platform host (localhost:3000): the index of sites. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body>
        <Providers template="standard">{children}</Providers>
      </body>
    </html>
  );
}
