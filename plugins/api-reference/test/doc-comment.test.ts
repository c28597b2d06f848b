import { describe, expect, it } from 'vitest';
import { crefDisplayName, docPlainText, parseDocComment, type DocNode } from '../src/doc-comment';

const text = (t: string): DocNode => ({ kind: 'text', text: t });
const element = (name: string, attributes: Record<string, string> = {}, children: DocNode[] = []): DocNode => ({ kind: 'element', name, attributes, children });

describe('parseDocComment', () => {
  it('groups every top-level tag', () => {
    const { doc, problem } = parseDocComment(
      [
        '<summary>Resumo <see cref="IAction{TContext, TResult}"/> e <c>a &lt; b</c>.</summary>',
        '<remarks><para>P1</para><para>P2 <paramref name="x"/></para></remarks>',
        '<param name="x">O x.</param>',
        '<param name="y">O y.</param>',
        '<typeparam name="T">O tipo <typeparamref name="T"/>.</typeparam>',
        '<returns>Verdadeiro.</returns>',
        '<value>Valor.</value>',
        '<exception cref="System.ArgumentException">Se ruim.</exception>',
        '<example>Uso:<code>var a = 1;</code></example>',
        '<seealso cref="Other"/>',
        '<seealso href="https://x.y">site</seealso>',
        '<list type="bullet"><item><description>um</description></item></list>',
        '<inheritdoc/>',
      ].join('\n'),
    );
    expect(problem).toBeUndefined();
    expect(doc.summary.slice(0, 5)).toEqual([
      text('Resumo '),
      element('see', { cref: 'IAction{TContext, TResult}' }),
      text(' e '),
      element('c', {}, [text('a < b')]),
      text('.'),
    ]);
    expect(doc.remarks).toEqual([element('para', {}, [text('P1')]), element('para', {}, [text('P2 '), element('paramref', { name: 'x' })])]);
    expect(doc.params).toEqual([
      { name: 'x', content: [text('O x.')] },
      { name: 'y', content: [text('O y.')] },
    ]);
    expect(doc.typeParams).toEqual([{ name: 'T', content: [text('O tipo '), element('typeparamref', { name: 'T' }), text('.')] }]);
    expect(doc.returns).toEqual([text('Verdadeiro.')]);
    expect(doc.value).toEqual([text('Valor.')]);
    expect(doc.exceptions).toEqual([{ cref: 'System.ArgumentException', content: [text('Se ruim.')] }]);
    expect(doc.examples).toEqual([[text('Uso:'), element('code', {}, [text('var a = 1;')])]]);
    expect(doc.seeAlso).toEqual([element('seealso', { cref: 'Other' }), element('seealso', { href: 'https://x.y' }, [text('site')])]);
    // A stray block at top level is kept with the summary rather than lost.
    expect(doc.summary[5]).toEqual(element('list', { type: 'bullet' }, [element('item', {}, [element('description', {}, [text('um')])])]));
    expect(doc.inheritDoc).toEqual({});
  });

  it('keeps the cref of <inheritdoc cref>, for the model stage to follow', () => {
    expect(parseDocComment('<inheritdoc cref="Base.Run"/>').doc.inheritDoc).toEqual({ cref: 'Base.Run' });
    expect(parseDocComment('<summary>Só.</summary>').doc.inheritDoc).toBeUndefined();
  });

  it('keeps whitespace and newlines inside <code>', () => {
    const { doc } = parseDocComment('<example><code>\n  if (a)\n    b();\n</code></example>');
    expect(doc.examples[0]).toEqual([element('code', {}, [text('\n  if (a)\n    b();\n')])]);
  });

  it('treats text outside any tag as summary', () => {
    expect(parseDocComment('Só texto.').doc.summary).toEqual([text('Só texto.')]);
  });

  it('reports malformed XML with its line and keeps the text', () => {
    const { doc, problem } = parseDocComment('<summary>Linha um\n<b>sem fechar.</summary>');
    expect(problem?.line).toBe(2);
    expect(problem?.message).toMatch(/b|summary/);
    expect(docPlainText(doc.summary)).toBe('Linha um sem fechar.');
  });
});

describe('docPlainText and crefDisplayName', () => {
  it('flattens doc nodes to one line of text', () => {
    const nodes = [
      text('Use\n  '),
      element('see', { cref: 'T:A.B.IAction{T}' }),
      text(' com '),
      element('paramref', { name: 'x' }),
      text(' ou '),
      element('see', { langword: 'null' }),
    ];
    expect(docPlainText(nodes)).toBe('Use IAction<T> com x ou null');
  });

  it('shows crefs the way a reader expects', () => {
    expect(crefDisplayName('IAction{TContext, TResult}')).toBe('IAction<TContext, TResult>');
    expect(crefDisplayName('T:DiceRolling.Actions.IAction`2')).toBe('IAction');
    expect(crefDisplayName('M:DiceRolling.Controllers.BattleController.StartBattle(Godot.Collections.Array)')).toBe('BattleController.StartBattle');
    expect(crefDisplayName('P:A.B.C')).toBe('B.C');
  });
});
