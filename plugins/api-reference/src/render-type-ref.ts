/**
 * Type references in prose and table cells: framework names become links,
 * everything else is text (escaped when the page is serialised).
 */
import { joinPhrasing, link, text, type Phrasing } from './mdast';
import type { ApiModel, Scope } from './model';
import type { SyntaxParameter, TypeRef } from './syntax';
import type { ApiUrls } from './urls';

/** What naming a type in a signature needs: the model to resolve it, the URLs to link it. */
export interface TypeRefContext {
  model: Pick<ApiModel, 'resolveType'>;
  urls: ApiUrls;
}

export function renderTypeRef(type: TypeRef, context: TypeRefContext, scope: Scope): Phrasing[] {
  const model = context.model;
  switch (type.kind) {
    case 'named': {
      const target = scope.typeParameters.includes(type.name) ? undefined : model.resolveType(type.name, type.args.length, scope);
      const name = target ? link(context.urls.type(target), type.name) : text(type.name);
      if (type.args.length === 0) return [name];
      return [
        name,
        text('<'),
        ...joinPhrasing(
          type.args.map((a) => renderTypeRef(a, context, scope)),
          ', ',
        ),
        text('>'),
      ];
    }
    case 'predefined':
      return [text(type.name)];
    case 'nullable':
      return [...renderTypeRef(type.inner, context, scope), text('?')];
    case 'array':
      return [...renderTypeRef(type.inner, context, scope), text(`[${','.repeat(type.rank - 1)}]`)];
    case 'pointer':
      return [...renderTypeRef(type.inner, context, scope), text('*')];
    case 'tuple':
      return [
        text('('),
        ...joinPhrasing(
          type.elements.map((e) => [...renderTypeRef(e.type, context, scope), ...(e.name ? [text(` ${e.name}`)] : [])]),
          ', ',
        ),
        text(')'),
      ];
    case 'raw':
      return [text(type.text)];
  }
}

/** `(int amount, CharacterType? target = null)` with linked types and default values, for table cells. */
export function renderParameterList(parameters: SyntaxParameter[], context: TypeRefContext, scope: Scope): Phrasing[] {
  const items = parameters.map((p) => [
    ...(p.modifiers.length ? [text(`${p.modifiers.join(' ')} `)] : []),
    ...renderTypeRef(p.type, context, scope),
    text(` ${p.name}${p.defaultValue !== undefined ? ` = ${p.defaultValue}` : ''}`),
  ]);
  return [text('('), ...joinPhrasing(items, ', '), text(')')];
}
