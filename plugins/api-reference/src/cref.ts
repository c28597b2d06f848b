/**
 * `cref` (and `<see cref>`) resolution, for the model stage's passes
 * (`resolve-docs.ts`). A cref names a type or a member in C# syntax (`IAction{TContext, TResult}`,
 * `BattleController.StartBattle`) or as a documentation ID (`T:`, `M:`,
 * `P:`...). The answer is a framework type (with a member anchor), a
 * namespace, an external type with its official page, a plain code name
 * (keywords, type parameters, other .NET types), or nothing. No URLs of the
 * site here: the renderers turn targets into links.
 */
import { splitTopLevel, type CrefTarget } from './doc-comment';
import { externalType } from './external-types';
import { signalName, type ApiMember, type ApiType, type Scope, type TypeResolver } from './model';

const keywords = new Set([
  'bool',
  'byte',
  'sbyte',
  'char',
  'decimal',
  'double',
  'float',
  'int',
  'uint',
  'nint',
  'nuint',
  'long',
  'ulong',
  'short',
  'ushort',
  'object',
  'string',
  'void',
  'dynamic',
  'null',
  'true',
  'false',
]);

/** Namespaces outside the framework whose names are fine to mention without a page. */
const externalNamespaces = /^(global::)?(System|Godot|GdUnit4|Microsoft)(\.|$)/;

interface CrefSegment {
  name: string;
  arity: number;
}

export function resolveCref(cref: string, model: TypeResolver, scope: Scope): CrefTarget {
  const prefix = /^([A-Z]):/.exec(cref)?.[1];
  const body = cref.replace(/^[A-Z]:/, '').trim();
  const parameterStart = findParameterStart(body);
  const path = parameterStart >= 0 ? body.slice(0, parameterStart) : body;
  const parameters = parameterStart >= 0 ? body.slice(parameterStart + 1, -1) : undefined;
  const segments = splitTopLevel(path, '.').map(parseSegment);
  const display = displayOf(segments, prefix !== undefined && prefix !== 'T' && prefix !== 'N');

  if (segments.length === 1 && keywords.has(segments[0]?.name ?? '')) return { kind: 'code', text: segments[0]?.name ?? '' };
  if (segments.length === 1 && scope.typeParameters.includes(segments[0]?.name ?? '')) return { kind: 'code', text: display };

  if (prefix === 'N' || (prefix === undefined && model.namespaces.has(path))) {
    if (model.namespaces.has(path)) return { kind: 'namespace', name: path, text: path };
  }

  const last = segments.at(-1);
  if (!last) return { kind: 'unknown', text: cref };
  const joined = segments.map((s) => s.name).join('.');

  if (prefix === undefined || prefix === 'T') {
    const type = model.resolveType(joined, last.arity || undefined, scope) ?? model.resolveType(joined, last.arity, scope);
    if (type) return { kind: 'type', typeKey: type.key, text: type.displayName.split('.').at(-1) ?? type.displayName };
  }

  if (prefix !== 'T') {
    // Type.Member, or a bare member of the current type, its parents or its bases.
    const owners: ApiType[] = [];
    if (segments.length > 1) {
      const ownerSegments = segments.slice(0, -1);
      const owner = model.resolveType(ownerSegments.map((s) => s.name).join('.'), ownerSegments.at(-1)?.arity || undefined, scope);
      if (owner) owners.push(...withBaseTypes(owner, model));
    } else {
      for (const key of scope.enclosingTypeKeys) {
        const enclosing = model.types.get(key);
        if (enclosing) owners.push(...withBaseTypes(enclosing, model));
      }
    }
    for (const owner of owners) {
      const anchor = memberAnchor(owner, last.name, parameters, model);
      if (anchor) {
        const text = segments.length > 1 ? `${owner.name}.${last.name}` : last.name;
        return { kind: 'type', typeKey: owner.key, anchor, text };
      }
    }
  }

  const external = prefix === undefined || prefix === 'T' ? externalType(joined) : undefined;
  if (external) return { kind: 'external', origin: external.origin, page: external.page, text: display };
  // A member of a Godot or .NET type (`Vector3.Zero`): its type's page. The
  // member's own anchor there depends on its kind, which the cref does not say.
  const externalOwner =
    prefix !== 'T' && segments.length > 1
      ? externalType(
          segments
            .slice(0, -1)
            .map((s) => s.name)
            .join('.'),
        )
      : undefined;
  if (externalOwner) return { kind: 'external', origin: externalOwner.origin, page: externalOwner.page, text: `${externalOwner.name}.${last.name}` };
  if (externalNamespaces.test(joined) || model.externalNames.has(joined) || model.externalNames.has(last.name)) {
    return { kind: 'code', text: display };
  }
  return { kind: 'unknown', text: display };
}

/** The member's anchor on the owner's page; overloads are told apart by parameter count. */
function memberAnchor(owner: ApiType, name: string, parameters: string | undefined, model: TypeResolver): string | undefined {
  const wanted = name === '#ctor' || name === owner.name ? 'constructor' : undefined;
  const candidates: ApiMember[] = owner.members.filter((m) => (wanted ? m.kind === wanted : m.name === name));
  if (candidates.length > 0) {
    if (parameters !== undefined) {
      const count = parameters.trim() === '' ? 0 : splitTopLevel(parameters, ',').length;
      const byCount = candidates.find((m) => m.syntax.parameters.length === count);
      if (byCount) return byCount.anchor;
    }
    return candidates[0]?.anchor;
  }
  // A Godot signal is referred to by its event name (`BattleStarted`) or its delegate name.
  for (const key of owner.nestedTypeKeys) {
    const nested = model.types.get(key);
    if (nested?.signalAnchor && (signalName(nested.name) === name || nested.name === name)) return nested.signalAnchor;
  }
  return undefined;
}

function withBaseTypes(type: ApiType, model: TypeResolver): ApiType[] {
  const chain: ApiType[] = [type];
  let current: ApiType | undefined = type;
  while (current?.baseType?.kind === 'named' && chain.length < 20) {
    const base = current.baseType;
    current = model.resolveType(base.name, base.args.length, current.scope);
    if (current) chain.push(current);
  }
  for (const candidate of [...chain]) {
    for (const iface of candidate.interfaces) {
      if (iface.kind !== 'named') continue;
      const resolved = model.resolveType(iface.name, iface.args.length, candidate.scope);
      if (resolved && !chain.includes(resolved)) chain.push(resolved);
    }
  }
  return chain;
}

/** The `(` that opens a member's parameter list, outside generic braces. */
function findParameterStart(body: string): number {
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '{' || char === '<') depth++;
    else if (char === '}' || char === '>') depth--;
    else if (char === '(' && depth === 0) return body.endsWith(')') ? i : -1;
  }
  return -1;
}

/** `IAction{TContext, TResult}`, ``IAction`2``, `IAction<A, B>` all give IAction with arity 2. */
function parseSegment(segment: string): CrefSegment {
  const trimmed = segment.trim();
  const backtick = /^(.*?)``?(\d+)$/.exec(trimmed);
  if (backtick?.[1] !== undefined && backtick[2] !== undefined) return { name: backtick[1], arity: Number(backtick[2]) };
  const open = trimmed.search(/[{<]/);
  if (open < 0) return { name: trimmed, arity: 0 };
  const args = trimmed.slice(open + 1, -1);
  return { name: trimmed.slice(0, open), arity: splitTopLevel(args, ',').length };
}

function displayOf(segments: CrefSegment[], isMember: boolean): string {
  const shown = isMember ? segments.slice(-2) : segments.slice(-1);
  return shown.map((s) => s.name).join('.');
}
