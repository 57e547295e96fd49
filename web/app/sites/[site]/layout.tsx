import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { PreviewBanner } from '@/preview/PreviewBanner';
import { ShopperBar } from '@/shopper/ShopperBar';
import { VisitRecorder } from '@/shopper/VisitRecorder';
import { loadMenus } from '@/server/content/pages';
import { loadSite } from '@/server/content/site';
import { inter } from '@/theme/fonts';
import { TemplateTheme } from '@/theme/TemplateTheme';
import '@/theme/global.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Pages of a site are rendered on their first visit and then served from Next's cache (README "Page speed":
 * the first byte does not wait on the lake or a render). A content edit (/api/revalidate, tag
 * site:{slug}) or a stock import (tag stock:{slug}) expires exactly that site's pages; the clock
 * rules a page shows (promo windows, the sold window) are at most a minute old. The cached pages
 * (home, CMS pages, posts, legal pages) say so with an empty `generateStaticParams` (nothing at build
 * time: sites come from the lake at run time); pages that read the request stay dynamic; draft
 * mode bypasses the cache.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site: slug } = await params;
  const site = await loadSite(slug, false);
  if (!site) return {};
  return { title: { default: site.config.name, template: `%s | ${site.config.name}` }, description: site.config.copy.tagline };
}

/**
 * The root layout of every dealer site: its theme, header and footer around the page. All of it is
 * server-rendered HTML with build-time CSS (CSS Modules over global.css and the template's palette);
 * only interactive islands hydrate, and no page carries a CSS-in-JS runtime (README "Page speed").
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(slug, preview);
  if (!site) notFound();
  const menus = await loadMenus(slug, preview);
  return (
    <html lang={site.config.locale} className={inter.variable} suppressHydrationWarning>
      <body>
        <TemplateTheme template={site.config.template} />
        {preview && <PreviewBanner label={site.locale.t('preview.banner')} exitLabel={site.locale.t('preview.exit')} />}
        <SiteHeader site={site.config} items={menus.header} locale={site.locale} />
        <main id="main" tabIndex={-1} style={{ minHeight: '50vh' }}>
          {children}
        </main>
        <SiteFooter site={site.config} items={menus.footer} locale={site.locale} />
        <VisitRecorder />
        <ShopperBar
          labels={{ favourites: site.locale.t('shopper.favouritesLink'), compare: site.locale.t('shopper.compareLink'), region: site.locale.t('shopper.bar') }}
        />
      </body>
    </html>
  );
}
