// Image assets: `POST /assets/images/{dataset}` stores the bytes under <dataDir>/assets and creates
// a `sanity.imageAsset` document shaped like Sanity's; `GET /images/{project}/{dataset}/{file}`
// serves them (the image-url builder's transform parameters are ignored: originals are served).
// Anything that is not a PNG, JPEG, GIF, WebP or SVG is refused with a 400, and nothing is stored.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SanityDocument } from './document';
import { httpError } from './errors';
import { readBody } from './body';
import type { LakeRequest, LakeResponse } from './http';
import { readImageInfo } from './image-info';
import type { Store } from './store';

const MAX_ASSET_BYTES = 20 * 1024 * 1024;
const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.(png|jpg|gif|webp|svg)$/;

export class AssetStore {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly store: Store,
    private readonly projectId: string,
    private readonly dataset: string,
    private readonly identity: string,
  ) {
    this.dir = path.join(dataDir, 'assets');
  }

  /** Stores an uploaded image (deduplicated by content) and returns its asset document. */
  async uploadImage(req: LakeRequest, search: URLSearchParams, publicOrigin: string): Promise<SanityDocument> {
    const bytes = await readBody(req, MAX_ASSET_BYTES);
    if (bytes.length === 0) throw httpError(400, 'Bad Request', 'The upload is empty');
    const info = readImageInfo(bytes);
    if (!info) {
      throw httpError(400, 'Bad Request', 'Invalid image, could not read metadata: upload a PNG, JPEG, GIF, WebP or SVG file');
    }
    const sha1hash = createHash('sha1').update(bytes).digest('hex');
    const fileName = `${sha1hash}-${info.width}x${info.height}.${info.extension}`;
    const id = `image-${sha1hash}-${info.width}x${info.height}-${info.extension}`;
    const existing = this.store.get(id);
    if (existing) return existing;

    await mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, fileName);
    if (!existsSync(target)) {
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target); // never a half-written file under the final name
    }
    const assetPath = `images/${this.projectId}/${this.dataset}/${fileName}`;
    const document = {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1hash,
      extension: info.extension,
      mimeType: info.mimeType,
      originalFilename: search.get('filename') ?? fileName,
      path: assetPath,
      sha1hash,
      size: bytes.length,
      uploadId: sha1hash.slice(0, 32),
      url: `${publicOrigin}/${assetPath}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: info.width, height: info.height, aspectRatio: info.width / info.height },
        hasAlpha: info.extension !== 'jpg',
        isOpaque: info.extension === 'jpg',
      },
    };
    await this.store.transact([{ createIfNotExists: document }], { identity: this.identity });
    return this.store.get(id) ?? (document as SanityDocument);
  }

  /** GET /images/{project}/{dataset}/{file}: true when answered. */
  async serve(segments: string[], res: LakeResponse): Promise<boolean> {
    const [kind, project, dataset, file] = segments;
    if (kind !== 'images' || segments.length !== 4 || project !== this.projectId || dataset !== this.dataset) return false;
    const match = FILE_NAME.exec(file ?? '');
    if (!match) return false;
    const bytes = await readFile(path.join(this.dir, file!)).catch(() => undefined);
    if (!bytes) return false;
    const type = readImageInfo(bytes)?.mimeType ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'content-length': bytes.length,
      // The name is the content's hash: it never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      // An SVG is shown, never run, when opened directly.
      ...(type === 'image/svg+xml' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    });
    res.end(bytes);
    return true;
  }
}
