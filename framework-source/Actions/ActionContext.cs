using DiceRolling.Characters;

namespace DiceRolling.Actions;

/// <summary>
/// Implementação simples de <see cref="IActionContext"/>: guarda o personagem que executa a ação
/// e, opcionalmente, o personagem que a recebe.
/// </summary>
/// <remarks>
/// É o objeto entregue a <see cref="ActionType.Do"/>, a <see cref="CharacterAction.Resolve"/>
/// e, por fim, a cada <see cref="DiceRolling.Effects.EffectType.Apply"/> da ação. Durante a resolução
/// dos turnos, o <see cref="DiceRolling.Controllers.TurnController"/> cria um contexto com o personagem da vez e o alvo
/// que ele declarou.
/// </remarks>
/// <example>
/// <code>
/// var contexto = new ActionContext(joanna, dummy);
/// bool executou = quickSlash.Do(contexto);
/// </code>
/// </example>
public class ActionContext : IActionContext
{
    /// <summary>Cria um contexto de execução para uma ação.</summary>
    /// <param name="attacker">Personagem que executa a ação (quem paga o custo e "age" no turno).</param>
    /// <param name="target">Personagem que recebe a ação, ou <c>null</c> quando a ação não tem alvo definido.</param>
    public ActionContext(CharacterType attacker, CharacterType? target) => throw null;

    /// <summary>Personagem que executa a ação.</summary>
    public CharacterType Attacker { get; }

    /// <summary>Personagem alvo da ação, ou <c>null</c> se a ação não tiver alvo.</summary>
    public CharacterType? Target { get; }
}
