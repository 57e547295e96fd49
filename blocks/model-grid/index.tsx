import { bodyLabel, modelsPath } from '@dealer/stock';
import Image from 'next/image';
import { defineBlock, type BlockContext } from '../registry/define-block';
import { BlockPlaceholder } from '../registry/UnknownBlock';
import { modelGridDataSchema, modelGridProjection, type ModelGridData } from './data';
import { bodiesOf, loadModels, type GridModel } from './models';
import { modelGridPreview } from './preview';
import { modelGridSchema } from './schema';
import styles from './ModelGrid.module.css';

/** §2 /models?body={body-name}: where the body links of the grid go (the one body-slug rule lives in the stock URL codec). */
export { modelsPath };

function BodyFilter({ bodies, current, context }: { bodies: string[]; current: string | null; context: BlockContext }) {
  const { t } = context.locale;
  const links = [{ key: null, label: t('modelGrid.allBodies'), href: modelsPath() }, ...bodies.map((body) => ({ key: body, label: bodyLabel(body), href: modelsPath(body) }))];
  return (
    <nav aria-label={t('modelGrid.bodyFilter')} className={styles.filter}>
      <ul className={styles.bodies}>
        {links.map((link) => {
          const active = link.key === current;
          return (
            <li key={link.key ?? 'all'}>
              <a href={link.href} aria-current={active ? 'page' : undefined} className={active ? `${styles.bodyLink} ${styles.current}` : styles.bodyLink}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ModelTile({ model, headingLevel: Heading, showMake, context }: { model: GridModel; headingLevel: 'h2' | 'h3'; showMake: boolean; context: BlockContext }) {
  const { t } = context.locale;
  const status = model.status === 'new' ? t('modelGrid.new') : model.status === 'coming_soon' ? t('modelGrid.comingSoon') : null;
  return (
    <article className={styles.tile} data-testid="model-tile">
      <div className={styles.picture}>
        <Image
          src={model.image}
          alt={t('modelGrid.imageAlt', { name: `${model.make} ${model.name}`, body: bodyLabel(model.body) })}
          fill
          quality={80}
          loading="lazy"
          sizes="(min-width: 992px) 280px, (min-width: 576px) 45vw, 90vw"
          style={{ objectFit: 'cover' }}
        />
        {status ? <span className={`${styles.status} ${model.status === 'new' ? styles.new : styles.comingSoon}`}>{status}</span> : null}
      </div>
      <div className={styles.text}>
        <Heading className={styles.name}>
          <a href={model.href} className={styles.link}>{showMake ? `${model.make} ${model.name}` : model.name}</a>
        </Heading>
        <p className={styles.bodyType}>{bodyLabel(model.body)}</p>
      </div>
    </article>
  );
}

/**
 * §3 Model and Manufacturer as a grid of tiles: the brand's static list (Kia) or the models in the
 * site's stock, optionally narrowed to one body type, with §2 /models?body= links above.
 */
export async function ModelGrid({ data, context }: { data: ModelGridData; context: BlockContext }) {
  const { locale, preview } = context;
  const { make, all, shown } = await loadModels(data, context);
  if (all.length === 0) return preview ? <BlockPlaceholder message={locale.t('modelGrid.emptyPreview', { make: make ?? '—' })} /> : null;
  const heading = data.heading ?? null;
  return (
    <section className={styles.section} aria-label={heading ?? locale.t('modelGrid.label')} data-block="model-grid">
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      {data.showBodyFilter ? <BodyFilter bodies={bodiesOf(all)} current={data.body ?? null} context={context} /> : null}
      {shown.length === 0 ? (
        <div className={styles.emptyBody}>
          <p>{locale.t('modelGrid.emptyBody')}</p>
          <a href={modelsPath()} className={styles.allModels}>
            {locale.t('modelGrid.allBodies')}
          </a>
        </div>
      ) : (
        <ul className={styles.grid}>
          {shown.map((model) => (
            <li key={`${model.make}/${model.name}`}>
              {/* A grid over every make (a site without a manufacturer) names the make on each tile. */}
              <ModelTile model={model} headingLevel={heading ? 'h3' : 'h2'} showMake={!make} context={context} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const modelGridBlock = defineBlock({
  type: 'modelGrid',
  schema: modelGridSchema,
  projection: modelGridProjection,
  data: modelGridDataSchema,
  preview: modelGridPreview,
  Component: ModelGrid,
});
