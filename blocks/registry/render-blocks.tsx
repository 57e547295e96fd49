import type { ReactNode } from 'react';
import { blockRegistry, type BlockType } from '../index';
import type { BlockContext, BlockDefinition } from './define-block';
import { editAttributeFor, editListFor } from './edit-attribute';
import { Ordered } from './Ordered';
import { BlockPlaceholder } from './UnknownBlock';

interface RawBlock {
  _type?: unknown;
  _key?: unknown;
}

function isKnownType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(blockRegistry, type);
}

function renderBlock(raw: RawBlock, key: string, context: BlockContext): ReactNode {
  const type = raw?._type;
  if (!isKnownType(type)) {
    return context.preview ? <BlockPlaceholder message={context.locale.t('unknownBlock', { type: String(type) })} /> : null;
  }
  const block = blockRegistry[type] as BlockDefinition<BlockType, unknown>;
  const parsed = block.data.safeParse(raw);
  if (!parsed.success) {
    console.warn(`[blocks] ${type} ${key} skipped: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return context.preview ? <BlockPlaceholder message={`${block.schema.title}: ${parsed.error.issues[0]?.message ?? 'invalid content'}`} /> : null;
  }
  const { Component } = block;
  return <Component data={parsed.data} context={context} />;
}

/**
 * Renders a page's blocks on the server. A block of an unknown type, or one whose content does not
 * parse, renders a visible placeholder in preview and nothing for shoppers; the page never fails.
 * In preview of a known document, each block sits in a wrapper Presentation can click and drag
 * (README "Drag and drop in the preview"); shoppers get the blocks alone.
 */
export function RenderBlocks({ blocks, context }: { blocks: unknown; context: BlockContext }) {
  if (!Array.isArray(blocks)) return null;
  const editDocument = context.preview ? context.editDocument : undefined;
  const items = blocks.map((raw: RawBlock, index) => {
    if (!editDocument || typeof raw?._key !== 'string') {
      const key = typeof raw?._key === 'string' ? raw._key : `block-${index}`;
      return { key, node: renderBlock(raw, key, context) };
    }
    const scope = ['blocks', { _key: raw._key }];
    const editAttribute = editAttributeFor(editDocument, scope);
    const blockContext = { ...context, editAttribute, editList: (field: string) => editListFor(editDocument, scope, field) };
    return { key: raw._key, node: <div data-sanity={editAttribute()}>{renderBlock(raw, raw._key, blockContext)}</div> };
  });
  return <Ordered list={editDocument ? editListFor(editDocument, [], 'blocks') : undefined} items={items} />;
}
