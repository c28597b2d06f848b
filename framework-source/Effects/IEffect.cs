using DiceRolling.Actions;

namespace DiceRolling.Effects;

/// <summary>
/// Contrato de aplicação de um efeito no contexto de uma ação.
/// </summary>
/// <remarks>Implementado pela base <see cref="EffectType"/>.</remarks>
public interface IEffect
{
    /// <summary>Aplica o efeito.</summary>
    /// <param name="context">Contexto com quem age e o alvo da ação.</param>
    void Apply(IActionContext context);
}
