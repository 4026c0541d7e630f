/**
 * The description renderer in the server bundle (plugins/openapi-server-render aliases `./renderer`
 * here): markdown-it imported directly, so the build writes every description's HTML.
 */
import { renderDescription } from './renderDescription';
import type { RenderDescription } from './renderer';

export type { RenderDescription };

export function useDescriptionRenderer(): RenderDescription {
  return renderDescription;
}
