/**
 * Remark plugin: `<OutcomeExplorer />` gets its `seed` prop at build, the picker's inputs and the
 * default story (shared/test-outcomes `explorerSeed`), written into the page's module as
 * `const outcomeExplorerSeed = JSON.parse('…')`.
 *
 * Why: the page hydrates from that data instead of playing the default story in the browser, so it
 * ships neither the code that plays a story nor the data behind it (statuses, codes, test data, the
 * request samples' builder, the HMAC); those load as a chunk of their own only when the reader asks
 * for another story (src/components/OutcomeExplorer/player.ts).
 */
import { restSecurity, sampleOptions } from '../../config/site';
import { testOutcomesSummary } from '../../shared/test-outcomes/lazy';

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: unknown[];
  children?: MdastNode[];
  data?: unknown;
}

/** The page-level `const outcomeExplorerSeed = JSON.parse("…")`: parsed once, when the page's module loads. */
const SEED = 'outcomeExplorerSeed';

function seedDeclaration(json: string): MdastNode {
  const parse = {
    type: 'CallExpression',
    callee: {
      type: 'MemberExpression',
      object: { type: 'Identifier', name: 'JSON' },
      property: { type: 'Identifier', name: 'parse' },
      computed: false,
      optional: false,
    },
    arguments: [{ type: 'Literal', value: json }],
    optional: false,
  };
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: SEED }, init: parse }],
  };
  return {
    type: 'mdxjsEsm',
    value: `const ${SEED} = JSON.parse(${JSON.stringify(json)});`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
  };
}

/** `seed={outcomeExplorerSeed}` */
const seedAttribute = {
  type: 'mdxJsxAttribute',
  name: 'seed',
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: SEED,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: SEED } }],
      },
    },
  },
};

export default function remarkOutcomeExplorerSeed() {
  return (tree: MdastNode): void => {
    let used = false;
    const visit = (node: MdastNode): void => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'OutcomeExplorer') {
        node.attributes = [...(node.attributes ?? []), seedAttribute];
        used = true;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (!used) return;
    const { explorerSeed } = testOutcomesSummary();
    tree.children?.unshift(seedDeclaration(JSON.stringify(explorerSeed({ ...sampleOptions, ...restSecurity }))));
  };
}
