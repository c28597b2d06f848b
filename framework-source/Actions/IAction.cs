using DiceRolling.Effects;
using DiceRolling.Id;

namespace DiceRolling.Actions;

/// <summary>
/// Contrato agregado de uma ação completa: identidade, informações descritivas, recursos visuais e comportamento,
/// além de validação e gestão de efeitos.
/// </summary>
/// <remarks>
/// Compõe as interfaces menores <see cref="IIdentifiable"/>, <see cref="IActionInformation"/>, <see cref="IActionAssets"/>
/// e <see cref="IActionBehavior{TContext, TResult}"/>, de modo que sistemas que só precisam de uma parte (por exemplo,
/// a interface que só exibe nome e ícone) possam depender apenas dela. A implementação do framework é
/// <see cref="ActionType"/>, que usa <c>IAction&lt;IActionContext, bool&gt;</c>.
/// </remarks>
/// <typeparam name="TContext">Tipo do contexto recebido na execução (quem age, alvo...).</typeparam>
/// <typeparam name="TResult">Tipo do resultado devolvido pela execução.</typeparam>
/// <example>
/// <code>
/// IAction&lt;IActionContext, bool&gt; acao = cleave;
/// if (acao.IsValid())
///     acao.Do(new ActionContext(atacante, alvo));
/// </code>
/// </example>
public interface IAction<TContext, TResult> : IIdentifiable, IActionInformation, IActionAssets, IActionBehavior<TContext, TResult>
{
    /// <summary>Indica se a configuração da ação está completa.</summary>
    /// <remarks>
    /// O que conta como completa fica a cargo da implementação; em <see cref="ActionType.IsValid"/>, uma ação sem custo
    /// não passa nessa verificação, embora possa ser usada em jogo.
    /// </remarks>
    /// <returns><c>true</c> se a configuração está completa.</returns>
    bool IsValid();

    /// <summary>Acrescenta um efeito à lista de efeitos da ação (em <see cref="ActionType"/>, um efeito repetido é ignorado).</summary>
    /// <param name="effect">Efeito a acrescentar.</param>
    void AddEffect(EffectType effect);

    /// <summary>Remove um efeito da lista de efeitos da ação.</summary>
    /// <param name="effect">Efeito a remover.</param>
    void RemoveEffect(EffectType effect);

    /// <summary>Confere os valores recebidos na construção da ação.</summary>
    void ValidateConstructor();
}
