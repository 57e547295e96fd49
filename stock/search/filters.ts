import { SearchInputError } from './types';

/**
 * The `filters` grammar of Algolia, parsed into a tree:
 *
 *   expression := or
 *   or         := and ('OR' and)*
 *   and        := unary ('AND' unary)*
 *   unary      := 'NOT' unary | '(' expression ')' | predicate
 *   predicate  := attr ':' value                      facet (or boolean, or number) equality
 *               | attr ':' number 'TO' number          inclusive numeric range
 *               | attr ('<' | '<=' | '=' | '!=' | '>=' | '>') value
 *
 * Attributes and values may be "quoted" (backslash escapes `"` and `\`). Operators are upper
 * case, as in Algolia. AND binds tighter than OR; NOT may prefix a group (a superset of Algolia,
 * which allows it on single filters only). `attr = text` / `attr != text` with a non-numeric value
 * are read as facet equality (so `show_on_dealer_website=true` works as the §7 second call sends it).
 */

export type ComparisonOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  /** `attr:value`: the attribute (or one of its values) equals `value`, case-insensitively. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'compare'; attribute: string; operator: ComparisonOperator; value: number }
  | { kind: 'range'; attribute: string; min: number; max: number };

const MAX_FILTER_LENGTH = 10_000;
const MAX_DEPTH = 32;

type Token =
  | { type: 'word'; text: string; quoted: boolean; at: number }
  | { type: '(' | ')' | ':'; at: number }
  | { type: 'op'; op: ComparisonOperator; at: number };

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const STOP = new Set(['(', ')', ':', '"', '<', '>', '=', '!']);

function tokenize(input: string, source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c, at: i });
      i++;
    } else if (c === '<' || c === '>') {
      const op = input[i + 1] === '=' ? (`${c}=` as ComparisonOperator) : (c as ComparisonOperator);
      tokens.push({ type: 'op', op, at: i });
      i += op.length;
    } else if (c === '=') {
      tokens.push({ type: 'op', op: '=', at: i });
      i++;
    } else if (c === '!') {
      if (input[i + 1] !== '=') throw new SearchInputError(`${source}: unexpected '!' at position ${i} (did you mean '!='?)`);
      tokens.push({ type: 'op', op: '!=', at: i });
      i += 2;
    } else if (c === '"') {
      const at = i;
      let text = '';
      i++;
      for (;;) {
        if (i >= input.length) throw new SearchInputError(`${source}: unterminated quoted string starting at position ${at}`);
        const d = input[i]!;
        if (d === '\\' && i + 1 < input.length) {
          text += input[i + 1];
          i += 2;
        } else if (d === '"') {
          i++;
          break;
        } else {
          text += d;
          i++;
        }
      }
      tokens.push({ type: 'word', text, quoted: true, at });
    } else {
      const at = i;
      while (i < input.length && !isSpace(input[i]!) && !STOP.has(input[i]!)) i++;
      tokens.push({ type: 'word', text: input.slice(at, i), quoted: false, at });
    }
  }
  return tokens;
}

const isKeyword = (token: Token | undefined, keyword: string) => token?.type === 'word' && !token.quoted && token.text === keyword;

/** A number as filters write it: decimal, optionally signed, optionally with exponent. */
/** A numeric comparison on one value, as the filter grammar means it (used by the reference and the baseline). */
export function comparisonHolds(value: number, operator: ComparisonOperator, bound: number): boolean {
  switch (operator) {
    case '<':
      return value < bound;
    case '<=':
      return value <= bound;
    case '=':
      return value === bound;
    case '!=':
      return value !== bound;
    case '>=':
      return value >= bound;
    case '>':
      return value > bound;
  }
}

export function parseFilterNumber(text: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

class Parser {
  private position = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parse(): FilterNode {
    const node = this.or(0);
    const rest = this.tokens[this.position];
    if (rest?.type === 'word' && !rest.quoted && ['AND', 'OR', 'NOT', 'TO'].includes(rest.text.toUpperCase())) {
      throw new SearchInputError(`${this.source}: unexpected '${rest.text}' at position ${rest.at} (operators are upper case: AND, OR, NOT, TO)`);
    }
    if (rest) throw this.error(rest, 'unexpected');
    return node;
  }

  private error(token: Token | undefined, what: string): SearchInputError {
    if (!token) return new SearchInputError(`${this.source}: ${what} at the end of the expression`);
    const shown = token.type === 'word' ? (token.quoted ? `"${token.text}"` : token.text) : token.type === 'op' ? token.op : token.type;
    return new SearchInputError(`${this.source}: ${what} '${shown}' at position ${token.at}`);
  }

  private or(depth: number): FilterNode {
    const children = [this.and(depth)];
    while (isKeyword(this.tokens[this.position], 'OR')) {
      this.position++;
      children.push(this.and(depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'or', children };
  }

  private and(depth: number): FilterNode {
    const children = [this.unary(depth)];
    while (isKeyword(this.tokens[this.position], 'AND')) {
      this.position++;
      children.push(this.unary(depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'and', children };
  }

  private unary(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw new SearchInputError(`${this.source}: nested more than ${MAX_DEPTH} levels deep`);
    const token = this.tokens[this.position];
    if (isKeyword(token, 'NOT')) {
      this.position++;
      return { kind: 'not', child: this.unary(depth + 1) };
    }
    if (token?.type === '(') {
      this.position++;
      const node = this.or(depth + 1);
      const close = this.tokens[this.position];
      if (close?.type !== ')') throw this.error(close, "expected ')' but found");
      this.position++;
      return node;
    }
    return this.predicate();
  }

  private predicate(): FilterNode {
    const name = this.tokens[this.position];
    if (name?.type !== 'word' || (!name.quoted && ['AND', 'OR', 'NOT', 'TO'].includes(name.text))) {
      throw this.error(name, 'expected an attribute but found');
    }
    this.position++;
    const attribute = name.text;
    if (!attribute) throw this.error(name, 'empty attribute name');
    const operator = this.tokens[this.position];
    if (operator?.type === ':') {
      this.position++;
      const value = this.value(`a value after '${attribute}:'`);
      if (isKeyword(this.tokens[this.position], 'TO')) {
        this.position++;
        const upper = this.value(`an upper bound after 'TO'`);
        const min = parseFilterNumber(value.text);
        const max = parseFilterNumber(upper.text);
        if (min === null) throw this.error(value, 'a range needs numbers, found');
        if (max === null) throw this.error(upper, 'a range needs numbers, found');
        return { kind: 'range', attribute, min, max };
      }
      return { kind: 'facet', attribute, value: value.text };
    }
    if (operator?.type === 'op') {
      this.position++;
      const value = this.value(`a value after '${attribute} ${operator.op}'`);
      const number = value.quoted ? null : parseFilterNumber(value.text);
      if (number !== null) return { kind: 'compare', attribute, operator: operator.op, value: number };
      if (operator.op === '=') return { kind: 'facet', attribute, value: value.text };
      if (operator.op === '!=') return { kind: 'not', child: { kind: 'facet', attribute, value: value.text } };
      throw this.error(value, `'${operator.op}' needs a number, found`);
    }
    throw this.error(operator, `expected ':' or a comparison after '${attribute}', found`);
  }

  private value(what: string): Extract<Token, { type: 'word' }> {
    const token = this.tokens[this.position];
    if (token?.type !== 'word' || (!token.quoted && ['AND', 'OR', 'NOT', 'TO'].includes(token.text))) {
      throw this.error(token, `expected ${what}, found`);
    }
    this.position++;
    return token;
  }
}

const PARSE_CACHE_SIZE = 512;
const parsed = new Map<string, FilterNode | null>();

/**
 * Parses Algolia `filters` syntax; an empty or blank string means no filter (`null`). Every
 * request of a site repeats its mandatory filters, so trees are cached by text (they are never
 * modified after parsing); errors are not cached, they name the field they were found in.
 */
export function parseFilters(input: string, source = 'filters'): FilterNode | null {
  const cached = parsed.get(input);
  if (cached !== undefined) return cached;
  if (input.length > MAX_FILTER_LENGTH) throw new SearchInputError(`${source}: longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(input, source);
  const tree = tokens.length === 0 ? null : new Parser(tokens, source).parse();
  if (parsed.size >= PARSE_CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
  parsed.set(input, tree);
  return tree;
}

/** One `facetFilters` entry: `attr:value`, `-attr:value` negated, `\-attr:value` a literal dash. */
export function parseFacetFilter(entry: string, source = 'facetFilters'): FilterNode {
  let text = entry;
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  } else if (text.startsWith('\\-')) {
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) throw new SearchInputError(`${source}: '${entry}' is not of the form attribute:value`);
  const attribute = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  if (value.startsWith('\\-')) value = value.slice(1);
  if (!attribute) throw new SearchInputError(`${source}: '${entry}' has no attribute`);
  const node: FilterNode = { kind: 'facet', attribute, value };
  return negated ? { kind: 'not', child: node } : node;
}

/** One `numericFilters` entry: `attr op number` or `attr:min TO max`. */
export function parseNumericFilter(entry: string, source = 'numericFilters'): FilterNode {
  const node = parseFilters(entry, source);
  if (!node || (node.kind !== 'compare' && node.kind !== 'range')) {
    throw new SearchInputError(`${source}: '${entry}' is not a numeric filter (attribute op number, or attribute:min TO max)`);
  }
  return node;
}

type FilterList = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** facetFilters / numericFilters lists: entries ANDed, nested arrays ORed. */
export function parseFilterList(list: FilterList | undefined, parseEntry: (entry: string, source: string) => FilterNode, source: string): FilterNode | null {
  if (list === undefined) return null;
  const entries = typeof list === 'string' ? [list] : list;
  const children: FilterNode[] = entries.map((entry, i) => {
    if (typeof entry === 'string') return parseEntry(entry, `${source}[${i}]`);
    const group = entry.map((inner, j) => parseEntry(inner, `${source}[${i}][${j}]`));
    return group.length === 1 ? group[0]! : { kind: 'or', children: group };
  });
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}

/** The attributes a filter tree names, for validation against the schema. */
export function filterAttributes(node: FilterNode, into: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.children) filterAttributes(child, into);
      break;
    case 'not':
      filterAttributes(node.child, into);
      break;
    default:
      into.add(node.attribute);
  }
  return into;
}

const keys = new WeakMap<FilterNode, string>();

/** A canonical text of a filter tree: equal texts mean equal filters (used as a cache key). */
export function filterKey(node: FilterNode): string {
  let key = keys.get(node);
  if (key === undefined) {
    key = computeKey(node);
    keys.set(node, key);
  }
  return key;
}

function computeKey(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
      return `(${node.children.map(filterKey).join(' AND ')})`;
    case 'or':
      return `(${node.children.map(filterKey).join(' OR ')})`;
    case 'not':
      return `NOT ${filterKey(node.child)}`;
    case 'facet':
      return `${JSON.stringify(node.attribute)}:${JSON.stringify(node.value.toLowerCase())}`;
    case 'compare':
      return `${JSON.stringify(node.attribute)}${node.operator}${node.value}`;
    case 'range':
      return `${JSON.stringify(node.attribute)}:${node.min} TO ${node.max}`;
  }
}
