/**
 * Registers the site's `prism.additionalLanguages` on prism-react-renderer's Prism, once, on import:
 * what theme-classic's client module did for every page (plugins/prism-on-demand).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
