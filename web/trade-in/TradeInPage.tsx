import { RenderBlocks } from '@dealer/blocks/render';
import { captchaLabels } from '@dealer/blocks/ui/captcha/labels';
import { AU_REGO_STATES, leadFormMessages, valuationErrorMessages, valuationMarket } from '@dealer/leads';
import { siteTimeZone, type LocaleFormatter } from '@dealer/tenants';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { blockContextFor } from '@/server/block-context';
import { loadPage, type PageContent } from '@/server/content/pages';
import { loadSite, type LoadedSite } from '@/server/content/site';
import { valuationTool } from '@/server/trade-in/valuation-tool';
import { tradeInLabels } from './labels';
import { TradeInTool } from './TradeInTool';
import styles from './TradeInPage.module.css';

/**
 * The three routes of the valuation tool (§2): /trade-in, /cars/trade-in (optional `car_id`, read by
 * the tool in the browser so the page stays cached) and /sell-my-car, the same tool with its own
 * heading. They are the app's own routes, on every site whose valuation tool is on
 * (`features.autograb || features.redbook`) and the site's 404 elsewhere; never behind sign-in (§2,
 * §6).
 *
 * Marketers stay in control of everything around the tool: the route renders the site's CMS page of
 * that slug (/trade-in's for /cars/trade-in, and for /sell-my-car when it has none of its own) with
 * the tool placed after the page's opening text blocks, so the page's intro introduces it and its
 * FAQ and call to action follow. A page whose content has no FAQ gets the §2 trade-in FAQ from the
 * locale; a site with no such page at all gets the locale's heading and intro.
 */
export type TradeInRoute = 'trade-in' | 'cars/trade-in' | 'sell-my-car';

/** The CMS pages a route takes its content from, first found wins. */
const CONTENT: Record<TradeInRoute, readonly string[]> = {
  'trade-in': ['trade-in'],
  'cars/trade-in': ['trade-in'],
  'sell-my-car': ['sell-my-car', 'trade-in'],
};

interface Loaded {
  site: LoadedSite;
  preview: boolean;
  page: PageContent | null;
  title: string;
}

async function load(siteSlug: string, route: TradeInRoute): Promise<Loaded | undefined> {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site || !valuationTool.on(site.config)) return undefined;
  let page: PageContent | null = null;
  let pageSlug: string | null = null;
  for (const slug of CONTENT[route]) {
    page = await loadPage(siteSlug, preview, slug);
    if (page) {
      pageSlug = slug;
      break;
    }
  }
  const t = site.locale.t;
  // /sell-my-car has its own heading unless a page of its own names it.
  const title = route === 'sell-my-car' && pageSlug !== 'sell-my-car' ? t('tradeIn.sellHeading') : (page?.title ?? t('tradeIn.heading'));
  return { site, preview, page, title };
}

export async function tradeInPageMetadata(siteSlug: string, route: TradeInRoute): Promise<Metadata> {
  const loaded = await load(siteSlug, route);
  if (!loaded) return {};
  const description = loaded.page?.seo?.description;
  return description ? { title: loaded.title, description } : { title: loaded.title };
}

type Block = { _type?: unknown; _key?: unknown };

/** The page's opening text: the rich-text blocks before anything else, which introduce the tool. */
function openingTextCount(blocks: readonly Block[]): number {
  const index = blocks.findIndex((block) => block?._type !== 'richText');
  return index === -1 ? blocks.length : index;
}

/** §2 trade-in FAQ (what is bought, how the estimate is calculated, exact price, finance owing, inspection) as a FAQ block, from the locale. */
function localeFaq(t: LocaleFormatter['t']): Block {
  const text = (value: string, key: string) => [{ _type: 'block', _key: `${key}b`, style: 'normal', markDefs: [], children: [{ _type: 'span', _key: `${key}s`, text: value, marks: [] }] }];
  const items = (['bought', 'estimate', 'exact', 'finance', 'inspection'] as const).map((topic) => ({
    _key: `trade-in-faq-${topic}`,
    question: t(`tradeIn.faq.${topic}.q`),
    answer: text(t(`tradeIn.faq.${topic}.a`), `trade-in-faq-${topic}`),
  }));
  return { _type: 'faq', _key: 'trade-in-faq', heading: t('tradeIn.faq.heading'), items } as Block;
}

export async function TradeInPage({ siteSlug, route }: { siteSlug: string; route: TradeInRoute }) {
  const loaded = await load(siteSlug, route);
  if (!loaded) notFound();
  const { site, preview, page, title } = loaded;
  const { config, locale } = site;
  const t = locale.t;
  const market = valuationMarket(config);
  const blocks = (Array.isArray(page?.blocks) ? page.blocks : []) as Block[];
  const opening = openingTextCount(blocks);
  const after = blocks.some((block) => block?._type === 'faq') ? blocks.slice(opening) : [...blocks.slice(opening), localeFaq(t)];
  const context = blockContextFor(site, preview);
  const state = config.state.toUpperCase();
  const sales = config.locations.filter((location) => location.location_type === 'sales');
  const primary = sales.find((location) => location.primary) ?? sales[0] ?? config.locations[0]!;

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {page ? <RenderBlocks blocks={blocks.slice(0, opening)} context={context} /> : <p className={styles.intro}>{t('tradeIn.intro')}</p>}
      <div className={styles.tool}>
        <TradeInTool
          labels={{ ...tradeInLabels(t, market), captcha: captchaLabels(config, t) }}
          valuationMessages={valuationErrorMessages(t)}
          leadMessages={leadFormMessages(t)}
          market={market}
          defaultState={market === 'AU' && (AU_REGO_STATES as readonly string[]).includes(state) ? state : null}
          locale={locale.locale}
          timeZone={siteTimeZone(config)}
          saveValuation={config.features.saveValuation}
          enquiryDefaults={{ location: primary.slug, dealership: primary.dealership_slug }}
        />
      </div>
      <RenderBlocks blocks={after} context={context} />
    </>
  );
}
