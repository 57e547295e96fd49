/**
 * The block manifest: the one list that the Studio and the web app both read.
 * Adding a block type = one folder (schema, projection, parser, component, test) + one line here.
 */
import { blogListBlock } from './blog-list';
import { budgetSearchBlock } from './budget-search';
import { callToActionBlock } from './call-to-action';
import { enquiryFormBlock } from './enquiry-form';
import { faqBlock } from './faq';
import { facetTilesBlock } from './facet-tiles';
import { featureBannersBlock } from './feature-banners';
import { heroCarouselBlock } from './hero-carousel';
import { locationMapBlock } from './location-map';
import { marketingStripBlock } from './marketing-strip';
import { modelGridBlock } from './model-grid';
import { paymentStripBlock } from './payment-strip';
import { priceRangeSliderBlock } from './price-range-slider';
import { promoNodesBlock } from './promo-nodes';
import { defineRegistry } from './registry/define-registry';
import { richTextBlock } from './rich-text';
import { reviewFeedBlock } from './review-feed';
import { stockCarouselBlock } from './stock-carousel';

export const blockRegistry = defineRegistry({
  heroCarousel: heroCarouselBlock,
  featureBanners: featureBannersBlock,
  marketingStrip: marketingStripBlock,
  paymentStrip: paymentStripBlock,
  faq: faqBlock,
  richText: richTextBlock,
  budgetSearch: budgetSearchBlock,
  priceRangeSlider: priceRangeSliderBlock,
  facetTiles: facetTilesBlock,
  stockCarousel: stockCarouselBlock,
  enquiryForm: enquiryFormBlock,
  locationMap: locationMapBlock,
  reviewFeed: reviewFeedBlock,
  blogList: blogListBlock,
  promoNodes: promoNodesBlock,
  modelGrid: modelGridBlock,
  callToAction: callToActionBlock,
});

export type BlockType = keyof typeof blockRegistry;
export const blockTypes = Object.keys(blockRegistry) as BlockType[];
export const blockSchemas = Object.values(blockRegistry).map((block) => block.schema);
export type { BlockContext, BlockDefinition } from './registry/define-block';
export type { EditAttribute, EditDocument, EditPath } from './registry/edit-attribute';
