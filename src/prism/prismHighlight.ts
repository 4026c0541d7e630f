/**
 * prism-react-renderer's `Highlight`, with the site's `prism.additionalLanguages` (bash, php, http)
 * registered on its Prism: what theme-classic's client module did on every page
 * (plugins/prism-on-demand). Loaded through `./highlighter`, never imported directly by components.
 */
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default Highlight;
