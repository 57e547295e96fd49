import type { Template } from '@dealer/tenants';
import { paletteCss } from './palettes';

/** The site template's colours as CSS variables, inline in the server HTML: no JavaScript, no flash. */
export function TemplateTheme({ template }: { template: Template }) {
  return <style id="template-theme" dangerouslySetInnerHTML={{ __html: paletteCss(template) }} />;
}
