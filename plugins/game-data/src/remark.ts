// Remark stage: replaces the game-data elements of a page (<Regra>, <Tabela>,
// <Papel>, <Termo>...) by ordinary Markdown nodes at compile time. Pages then
// carry the data in their HTML, readers without JavaScript see everything, and
// no data or component code is shipped to the browser.
import path from 'node:path';
import { visit, SKIP } from 'unist-util-visit';
import { lookupOf, type GameModel, originsOf, placeholderPattern, placeholderUses, textsWithPlaceholders } from '@dice-rolling/game-model';
import { decisionLinks, decisionsPage } from './render/decisions';
import type { Node } from './mdast';
import { markFromData, text } from './mdast';
import { RenderError, costNodes, enemySummary, glossary, regionPart, rolePart, ruleNodes, skillCost, skillText, statusNodes, termNodes } from './render';

import { skillsBeyondDiceNodes } from './payable';
import { dataTable } from './tables';
import { pagePath } from './proposalBlocks';
import { proposalRegister, type RegisterSources } from './proposalRegister';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}

export interface RemarkGameDataOptions {
  model: () => GameModel;
  /** Folder of the docs: a page's site path, for <Decisoes/> without ids. */
  docsDir?: string;
  /** The page sources the proposals register reads (which pages use each proposal). */
  registerSources: () => RegisterSources;
}

/** What a page's elements may need besides the model: the page's own path and the register's sources. */
interface PageContext {
  page?: string;
  registerSources: () => RegisterSources;
}

export const elementNames = [
  'Regra',
  'Custo',
  'Tabela',
  'Papel',
  'Habilidade',
  'Inimigo',
  'Termo',
  'Glossario',
  'Propostas',
  'Status',
  'Decisoes',
  'RegistroDeDecisoes',
  'HabilidadesAcimaDosDados',
  'Regiao',
] as const;
type ElementName = (typeof elementNames)[number];

function isGameElement(node: Node): node is JsxNode {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && elementNames.includes((node as JsxNode).name as ElementName);
}

/** An element's attributes by name; an attribute that is not plain text (name="value") stops the page with a message. */
export function attributesOf(node: JsxNode): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) throw new RenderError(`<${node.name}> aceita só atributos com texto (nome="valor")`);
    if (typeof attribute.value !== 'string') throw new RenderError(`o atributo ${attribute.name} de <${node.name}> precisa de um texto entre aspas`);
    attributes[attribute.name] = attribute.value;
  }
  return attributes;
}

function required(attributes: Record<string, string>, name: string, element: string): string {
  const value = attributes[name];
  if (!value) throw new RenderError(`<${element}> precisa do atributo ${name}`);
  return value;
}

function render(node: JsxNode, model: GameModel, pageContext: PageContext, tooltipId: () => string): Node[] {
  const attributes = attributesOf(node);
  const name = node.name as ElementName;
  switch (name) {
    case 'Regra':
      return [ruleNodes(model, required(attributes, 'id', name))];
    case 'Custo':
      if (attributes.habilidade) return skillCost(model, attributes.habilidade);
      if (attributes.acao) {
        const action = model.byId('data-actions', attributes.acao);
        if (!action) throw new RenderError(`a ação "${attributes.acao}" não existe nos dados do jogo`);
        return costNodes(model, action.cost);
      }
      throw new RenderError('<Custo> precisa do atributo habilidade ou acao');
    case 'Tabela':
      return dataTable(model, attributes);
    case 'Papel':
      return rolePart(model, required(attributes, 'id', name), required(attributes, 'parte', name));
    case 'Habilidade': {
      const part = attributes.parte ?? 'efeito';
      if (part !== 'efeito' && part !== 'numeros' && part !== 'status') throw new RenderError('<Habilidade parte> aceita "efeito", "numeros" ou "status"');
      return skillText(model, required(attributes, 'id', name), part);
    }
    case 'Inimigo':
      return enemySummary(model, required(attributes, 'papel', name), attributes.especie ?? 'besta', required(attributes, 'tier', name));
    case 'Termo':
      return termNodes(model, required(attributes, 'id', name), node.children ?? [], tooltipId());
    case 'Status':
      return statusNodes(model, required(attributes, 'id', name));
    case 'Glossario':
      return glossary(model, pageContext.registerSources());
    case 'Propostas':
      return proposalRegister(model, pageContext.registerSources());
    case 'Decisoes': {
      const references = attributes.regra?.split(',').map((reference) => reference.trim());
      if (!references && !pageContext.page) throw new RenderError('<Decisoes/> sem o atributo regra precisa saber a página');
      try {
        return decisionLinks(model.data.decisions, lookupOf(model.byId as never, model.rules), references, pageContext.page ?? '');
      } catch (error) {
        throw new RenderError((error as Error).message);
      }
    }
    case 'RegistroDeDecisoes':
      return decisionsPage(
        model.data.decisions,
        model.data['qualitative-rules'],
        lookupOf(model.byId as never, model.rules),
        pageContext.registerSources(),
        model,
      );
    case 'HabilidadesAcimaDosDados':
      return skillsBeyondDiceNodes(model);
    case 'Regiao':
      return regionPart(model, required(attributes, 'id', name), required(attributes, 'parte', name), attributes.grupo);
  }
}

/**
 * A placeholder left in the rendered nodes is a field its renderer shows as
 * plain text: named with the file, record and field that hold it.
 */
function refuseUnresolvedPlaceholders(model: GameModel, rendered: Node[]): void {
  const texts = textsWithPlaceholders(rendered);
  if (texts.length === 0) return;
  const origins = originsOf(placeholderUses(model.data), texts);
  const placeholders = [...new Set(texts.flatMap((value) => value.match(placeholderPattern) ?? []))];
  const where = origins.map((use) => `${model.fileOf(use.kind)}, registro "${use.record}", campo "${use.field}"`);
  throw new RenderError(
    `${placeholders.join(', ')} ${placeholders.length === 1 ? 'chegaria' : 'chegariam'} ao leitor sem o valor da regra, ` +
      `porque o campo é mostrado como texto simples (${where.join('; ') || 'origem não encontrada nos dados'})`,
  );
}

export default function remarkGameData(options: RemarkGameDataOptions) {
  return (tree: Node, file: { path?: string }): void => {
    const pageContext: PageContext = {
      page: options.docsDir && file.path ? pagePath(path.relative(options.docsDir, file.path)) : undefined,
      registerSources: options.registerSources,
    };
    let tooltips = 0;
    const tooltipId = () => `termo-${(tooltips += 1)}`;
    // Asked once per page, and only by a page that has an element.
    let model: GameModel | undefined;
    visit(tree as never, (node: Node, index: number | undefined, parent: Node | undefined) => {
      if (!isGameElement(node) || !parent?.children || index === undefined) return undefined;
      model ??= options.model();
      let replacement: Node[];
      try {
        replacement = render(node, model, pageContext, tooltipId);
        refuseUnresolvedPlaceholders(model, replacement);
      } catch (error) {
        if (!(error instanceof RenderError)) throw error;
        const where = `${file.path ?? 'página'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`Dados do jogo em ${where}, <${node.name}>: ${error.message}`);
      }
      markFromData(replacement, (node.name ?? '').toLowerCase());
      // Inline elements stay inline; a block element alone in a paragraph keeps its blocks.
      parent.children.splice(index, 1, ...(replacement.length > 0 ? replacement : [text('')]));
      return [SKIP, index + replacement.length];
    });
  };
}
