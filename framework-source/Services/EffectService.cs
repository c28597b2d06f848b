using DiceRolling.Actions;
using DiceRolling.Effects;

namespace DiceRolling.Services;

/// <summary>
/// Aplica em sequência uma lista de efeitos num contexto de ação.
/// </summary>
/// <remarks>
/// Usado na resolução das ações: os <see cref="ActionType.Effects"/> da ação executada são aplicados, na ordem da
/// lista, ao contexto formado pelo atacante e pelo alvo. Cada efeito é um <see cref="EffectType"/>, como
/// <see cref="DamageEffect"/>.
/// </remarks>
/// <example>
/// <code>
/// EffectService.ApplyEffects(action.Effects, new ActionContext(atacante, alvo));
/// </code>
/// </example>
public static class EffectService
{
    /// <summary>Chama <see cref="EffectType.Apply"/> em cada efeito da lista, na ordem.</summary>
    /// <param name="effects">Efeitos a aplicar.</param>
    /// <param name="context">Contexto da ação (quem age e o alvo).</param>
    public static void ApplyEffects(Godot.Collections.Array<EffectType> effects, IActionContext context) => throw null;
}
