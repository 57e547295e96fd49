import type { ComponentType } from 'react';
import type { InsertMenuOptions, PreviewValue } from 'sanity';
import { blockRegistry, blockTypes, type BlockType } from '@dealer/blocks';
import { blockGroups, thumbnailDataUrl } from '@dealer/blocks/thumbnail';

/**
 * What editors see of the blocks: each block type's wireframe thumbnail (its `preview.ts`) in the
 * page's "Add item" menu, grouped into tabs, and as the picture of each block in the page's list,
 * under the block's own headline with the block type's title as subtitle. Read from the block
 * manifest, so a new block type needs nothing here.
 */

const thumbnailUrls = new Map<string, string>(blockTypes.map((type) => [type, thumbnailDataUrl(blockRegistry[type].preview.svg)]));

export const blockThumbnailUrl = (type: string): string | undefined => thumbnailUrls.get(type);

/** The insert menu of the page's `blocks` array: a grid of thumbnails (or a list), tabs by group. */
export const blocksInsertMenu: InsertMenuOptions = {
  filter: true,
  groups: Object.entries(blockGroups).map(([name, title]) => ({
    name,
    title,
    of: blockTypes.filter((type) => blockRegistry[type].preview.group === name),
  })),
  views: [{ name: 'grid', previewImageUrl: blockThumbnailUrl }, { name: 'list' }],
};

function thumbnailComponent(type: BlockType, size: { width: string; height: string }): ComponentType {
  const src = thumbnailDataUrl(blockRegistry[type].preview.svg);
  function BlockThumbnail() {
    return <img src={src} alt="" aria-hidden width={240} height={135} style={{ ...size, objectFit: 'contain', display: 'block' }} />;
  }
  BlockThumbnail.displayName = `${type}Thumbnail`;
  return BlockThumbnail;
}

const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

export interface BlockStudioPreview {
  icon: ComponentType;
  description: string;
  preview: { select: Record<string, string>; prepare: (value: Record<string, unknown>) => PreviewValue };
}

/**
 * A block type's Studio preview: the fields its schema selects as title (and detail), the block
 * type's title as subtitle ("The all-electric Kia EV9" over "Hero carousel"), the thumbnail as
 * media and as the type's icon.
 */
export function blockStudioPreview(type: BlockType): BlockStudioPreview {
  const { schema, preview } = blockRegistry[type];
  const own = schema.preview?.select ?? {};
  const select: Record<string, string> = {};
  if (own.title) select.title = own.title;
  if (own.subtitle) select.detail = own.subtitle;
  if (own.media) select.media = own.media;
  const media = thumbnailComponent(type, { width: '100%', height: '100%' });
  return {
    icon: thumbnailComponent(type, { width: '1.75em', height: '1em' }),
    description: typeof schema.description === 'string' ? schema.description : preview.description,
    preview: {
      select,
      prepare: (value) => {
        const detail = asText(value.detail);
        return {
          title: asText(value.title) ?? schema.title,
          subtitle: detail ? `${schema.title} · ${detail}` : schema.title,
          description: preview.description,
          media: value.media && typeof value.media === 'object' ? (value.media as PreviewValue['media']) : media,
        };
      },
    },
  };
}
