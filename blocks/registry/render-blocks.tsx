import { Fragment } from 'react';
import { blockRegistry, type BlockType } from '../index';
import type { BlockContext, BlockDefinition } from './define-block';
import { BlockPlaceholder } from './UnknownBlock';

interface RawBlock {
  _type?: unknown;
  _key?: unknown;
}

function isKnownType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(blockRegistry, type);
}

/**
 * Renders a page's blocks on the server. A block of an unknown type, or one whose content does not
 * parse, renders a visible placeholder in preview and nothing for shoppers; the page never fails.
 */
export function RenderBlocks({ blocks, context }: { blocks: unknown; context: BlockContext }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.map((raw: RawBlock, index) => {
        const key = typeof raw?._key === 'string' ? raw._key : `block-${index}`;
        const type = raw?._type;
        if (!isKnownType(type)) {
          return context.preview ? (
            <BlockPlaceholder key={key} message={context.locale.t('unknownBlock', { type: String(type) })} />
          ) : null;
        }
        const block = blockRegistry[type] as BlockDefinition<BlockType, unknown>;
        const parsed = block.data.safeParse(raw);
        if (!parsed.success) {
          console.warn(`[blocks] ${type} ${key} skipped: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
          return context.preview ? (
            <BlockPlaceholder key={key} message={`${block.schema.title}: ${parsed.error.issues[0]?.message ?? 'invalid content'}`} />
          ) : null;
        }
        const { Component } = block;
        return (
          <Fragment key={key}>
            <Component data={parsed.data} context={context} />
          </Fragment>
        );
      })}
    </>
  );
}
