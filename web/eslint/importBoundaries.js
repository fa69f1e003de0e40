/**
 * The web app's import boundaries (ARCHITECTURE.md 'web/src', bulletproof-react), as one ESLint
 * rule: imports flow from the shared layers (components/, lib/, api/) to features/ to app/.
 * - a feature never imports another feature (nor app/): what two need lives in a shared layer,
 *   or app/ composes them;
 * - the shared layers never import features/ or app/;
 * - nothing in web/src imports functions/ except through the @contract alias.
 *
 * Each import is resolved against the importing file, so the check is exact whatever the depth
 * of the file or the spelling of the path ('../../x', '../../../features/x'). It covers static
 * and dynamic imports, `export ... from` and `import('...')` types. Bare package names are left
 * alone, except the functions workspace's own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../src', import.meta.url));
const FUNCTIONS = fileURLToPath(new URL('../../functions', import.meta.url));
const SHARED_LAYERS = new Set(['components', 'lib', 'api']);
const FUNCTIONS_PACKAGE = '@storysprout/functions';

const inside = (dir, file) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Where a file is in web/src: its top folder (layer) and, under features/, the feature; null outside. */
function placeOf(file) {
  if (!inside(WEB_SRC, file)) return null;
  const [layer, feature] = path.relative(WEB_SRC, file).split(path.sep);
  return { layer, feature: layer === 'features' ? feature : undefined };
}

/** The module specifier of an import-like node, when it is a plain string. */
function specifierOf(node) {
  const source = node.type === 'TSImportType' ? node.argument?.literal : node.source;
  if (source?.type === 'Literal' && typeof source.value === 'string')
    return { value: source.value, at: source };
  if (source?.type === 'TemplateLiteral' && source.expressions.length === 0)
    return { value: source.quasis[0].value.cooked, at: source };
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web/src imports flowing components/lib/api -> features -> app.' },
    schema: [],
    messages: {
      otherFeature:
        'features/{{from}} imports features/{{to}}: features never import one another. Put what both need in components/, lib/ or api/, or compose them in app/.',
      featureToApp: 'features/{{from}} imports app/: imports flow components/lib/api -> features -> app.',
      sharedToUpper:
        '{{from}}/ imports {{to}}/: the shared layers (components/, lib/, api/) never import features/ or app/.',
      functions:
        'web/src imports functions/ directly: use the @contract alias (functions/src/contract), or keep the code in web/build.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = placeOf(file);
    if (!from) return {};

    function check(node) {
      const specifier = specifierOf(node);
      if (!specifier) return;
      const { value, at } = specifier;
      if (value === FUNCTIONS_PACKAGE || value.startsWith(`${FUNCTIONS_PACKAGE}/`))
        return context.report({ node: at, messageId: 'functions' });
      if (!value.startsWith('.')) return;

      const target = path.resolve(path.dirname(file), value);
      if (inside(FUNCTIONS, target)) return context.report({ node: at, messageId: 'functions' });
      const to = placeOf(target);
      if (!to) return;
      if (from.layer === 'features') {
        if (to.layer === 'features' && to.feature !== from.feature)
          context.report({
            node: at,
            messageId: 'otherFeature',
            data: { from: from.feature, to: to.feature },
          });
        else if (to.layer === 'app')
          context.report({ node: at, messageId: 'featureToApp', data: { from: from.feature } });
      } else if (SHARED_LAYERS.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) {
        context.report({ node: at, messageId: 'sharedToUpper', data: { from: from.layer, to: to.layer } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
